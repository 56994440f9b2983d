import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/** How long an asset stays served after the last build that had it: a week of open tabs. */
export const keepDays = 7;

/**
 * A deploy must not break a page a visitor opened before it: that page still asks for the old
 * build's hashed chunks (the booking picker loads only when its part is opened). Every build
 * records its assets in `historyDir` with the time it was built, and gets back every asset of
 * the builds of the last `keepDays` days that it does not have itself. Hashed names never
 * collide, so an old chunk beside the new ones changes nothing for new pages.
 */
export function carryAssets({
  assetsDir,
  historyDir,
  now = Date.now(),
}: {
  assetsDir: string;
  historyDir: string;
  now?: number;
}): { carried: number; dropped: number } {
  mkdirSync(historyDir, { recursive: true });
  const manifestPath = join(historyDir, "manifest.json");
  const lastBuilt: Record<string, number> = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, number>)
    : {};
  const current = new Set(readdirSync(assetsDir));
  for (const name of current) {
    copyFileSync(join(assetsDir, name), join(historyDir, name));
    lastBuilt[name] = now;
  }
  let carried = 0;
  let dropped = 0;
  for (const [name, at] of Object.entries(lastBuilt)) {
    if (now - at > keepDays * 86_400_000 || !existsSync(join(historyDir, name))) {
      rmSync(join(historyDir, name), { force: true });
      delete lastBuilt[name];
      dropped += 1;
    } else if (!current.has(name)) {
      copyFileSync(join(historyDir, name), join(assetsDir, name));
      carried += 1;
    }
  }
  writeFileSync(manifestPath, `${JSON.stringify(lastBuilt, null, 1)}\n`);
  return { carried, dropped };
}
