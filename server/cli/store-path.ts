import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";

/** The same DATA_DIR as the server's: from the environment or a local `.env`, default ./data. */
export function dataDirFromEnv(): string {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return resolve(process.env.DATA_DIR || "./data");
}

/**
 * Why this process must not open the store file, or null. SQLite may create the store's
 * -wal/-shm files; made by root, they would lock the server's own user out of its store.
 */
export function ownerProblem(storeFile: string): string | null {
  const owner = statSync(storeFile).uid;
  return process.getuid?.() === 0 && owner !== 0
    ? `run it as the store's owner (uid ${owner}), e.g. runuser -u law-firm-site -- ..., not as root`
    : null;
}
