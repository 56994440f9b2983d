import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Which build the site serves, kept apart from the rest of the editor: `server/main.ts` reads it
 * before any content is loaded, so that the server reads the content of the build it serves.
 */
const publishedFile = (dataDir: string) => join(dataDir, "published-build");

/** Remembers the build a publish switched to, so a restart serves it (see `servedBuild`). */
export function recordPublished(dataDir: string, buildDir: string) {
  writeFileSync(`${publishedFile(dataDir)}.next`, buildDir, { mode: 0o600 });
  renameSync(`${publishedFile(dataDir)}.next`, publishedFile(dataDir));
}

/**
 * The build the last publish switched to, when it is still there and newer than the one
 * `npm run build` made (a developer's later build wins); null otherwise.
 */
export function publishedBuild(dataDir: string, defaultBuild: string): string | null {
  if (!existsSync(publishedFile(dataDir))) return null;
  const dir = readFileSync(publishedFile(dataDir), "utf8").trim();
  const page = (build: string) => join(build, "client", "index.html");
  if (!existsSync(page(dir))) return null;
  if (
    existsSync(page(defaultBuild)) &&
    statSync(page(defaultBuild)).mtimeMs > statSync(page(dir)).mtimeMs
  )
    return null;
  return dir;
}

/** The copy of content/ a build was made from (postbuild and a publish leave it beside the pages). */
export const buildContent = (buildDir: string) => join(buildDir, "content");
