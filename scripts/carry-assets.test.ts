import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../server/test/helpers";
import { carryAssets, keepDays } from "./carry-assets";

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

/** A fresh build's assets folder holding these files, as `react-router build` leaves it. */
function build(root: string, n: number, files: string[]): string {
  const assets = join(root, `build-${n}`, "assets");
  mkdirSync(assets, { recursive: true });
  for (const name of files) writeFileSync(join(assets, name), `/* ${name} */`);
  return assets;
}

describe("carryAssets: a deploy never breaks a page opened before it", () => {
  it("serves the previous builds' chunks beside the new ones for a week, then drops them", () => {
    const dir = tempDir("assets-");
    dirs.push(dir);
    const historyDir = join(dir.path, "history");
    const day = 86_400_000;
    const monday = Date.parse("2026-11-23T10:00:00Z");

    const first = build(dir.path, 1, [
      "booking-picker-AAAA.js",
      "booking-picker-AAAA.js.br",
      "entry-1.js",
    ]);
    expect(carryAssets({ assetsDir: first, historyDir, now: monday })).toEqual({
      carried: 0,
      dropped: 0,
    });

    // The next deploy renamed the picker's chunk: a page loaded before it still asks for AAAA.
    const second = build(dir.path, 2, ["booking-picker-BBBB.js", "entry-1.js"]);
    expect(carryAssets({ assetsDir: second, historyDir, now: monday + day }).carried).toBe(2);
    expect(readdirSync(second).sort()).toEqual([
      "booking-picker-AAAA.js",
      "booking-picker-AAAA.js.br",
      "booking-picker-BBBB.js",
      "entry-1.js",
    ]);

    // A build more than a week after the last one that had AAAA no longer carries it; BBBB stays.
    const third = build(dir.path, 3, ["booking-picker-CCCC.js", "entry-1.js"]);
    carryAssets({ assetsDir: third, historyDir, now: monday + (keepDays + 0.5) * day });
    expect(existsSync(join(third, "booking-picker-AAAA.js"))).toBe(false);
    expect(existsSync(join(third, "booking-picker-BBBB.js"))).toBe(true);
    expect(existsSync(join(historyDir, "booking-picker-AAAA.js"))).toBe(false);
  });
});
