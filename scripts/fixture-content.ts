import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * For tests of what the build makes from content of their own, as functions rather than a build:
 * a copy of content/ with the test's changes, set as CONTENT_DIR before the content modules load.
 * Call it from `vi.hoisted` (each test file has its own modules), so the pages, paths and feeds
 * the test imports read this folder; `remove()` in afterAll.
 */
export function fixtureContent(prefix: string, change: (content: string) => void) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const content = join(root, "content");
  cpSync(join(import.meta.dirname, "..", "content"), content, { recursive: true });
  change(content);
  process.env.CONTENT_DIR = content;
  return { content, remove: () => rmSync(root, { recursive: true, force: true }) };
}
