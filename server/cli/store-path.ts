import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, readConfig } from "../config";
import { openStore, type Store, storeFileName } from "../store";
import { refuse } from "./command";

/**
 * The same DATA_DIR as the server's, read the same way (server/config.ts readConfig); a bad
 * configuration stops the command with the server's one-line message.
 */
export function dataDirFromEnv(env: NodeJS.ProcessEnv): string {
  return configFromEnv(env).dataDir;
}

/** The server's configuration, or the command stopped with its one-line message. */
export function configFromEnv(env: NodeJS.ProcessEnv) {
  try {
    return readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message, 1);
    throw error;
  }
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

/**
 * The server's store in `dataDir`, opened for a command that changes or reads it: refused with
 * `missing` when the server has not made it, and when this process must not open it.
 */
export function existingStore(dataDir: string, missing: string): Store {
  const file = join(dataDir, storeFileName);
  if (!existsSync(file)) refuse(missing, 1);
  const problem = ownerProblem(file);
  if (problem) refuse(`Not done: ${problem}.`, 1);
  return openStore(dataDir, { mustExist: true });
}
