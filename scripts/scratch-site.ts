import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * For tests that build the site from content of their own: a copy of content/ to change, and a
 * build folder inside the repository (the server build finds its packages in node_modules there),
 * both removed afterwards. `build()` runs the real `npm run build` on them.
 */
export function scratchSite(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const content = join(root, "content");
  const buildDir = join(new URL("../.builds/", import.meta.url).pathname, root.split("/").at(-1)!);
  cpSync(new URL("../content", import.meta.url).pathname, content, { recursive: true });
  return {
    content,
    buildDir,
    build: () =>
      run("npm", ["run", "build"], {
        env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir },
        maxBuffer: 20 * 1024 * 1024,
      }),
    remove() {
      rmSync(root, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
