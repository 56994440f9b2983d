import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { layTitle, shareCard } from "./share-cards";

const cacheDir = mkdtempSync(join(tmpdir(), "share-cards-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** About the title's box on a card: the width inside the margins, the height above the eyebrow. */
const box = { width: 1200 - 2 * 80, height: 300 };

const long = {
  en: "Enforcing foreign arbitral awards in Jordan after the new Arbitration Law: "
    .repeat(6)
    .slice(0, 400),
  ar: "تنفيذ أحكام التحكيم الأجنبية في الأردن بعد قانون التحكيم الجديد وما تغير في إجراءات المحاكم "
    .repeat(5)
    .slice(0, 400),
};

describe("the title on an article's share card (issue 33, L7)", () => {
  it.each(["en", "ar"] as const)(
    "cuts a 400-character title (%s) after a word, with an ellipsis, to fit its box",
    async (lang) => {
      expect(long[lang]).toHaveLength(400);
      const title = await layTitle(lang, long[lang], cacheDir, box.height);
      expect(title.info.height).toBeLessThanOrEqual(box.height);
      expect(title.info.width).toBeLessThanOrEqual(box.width);
      expect(title.words).toMatch(/\S…$/u);
      expect(long[lang].startsWith(title.words.slice(0, -1))).toBe(true);
      expect(long[lang][title.words.length - 1]).toMatch(/\s/);
      expect(title.words.length).toBeGreaterThan(60);
    },
  );

  it("cuts inside a word when a long title has no space to cut at", async () => {
    const title = await layTitle("en", "Arbitration".repeat(40), cacheDir, box.height);
    expect(title.info.height).toBeLessThanOrEqual(box.height);
    expect(title.info.width).toBeLessThanOrEqual(box.width);
    expect(title.words).toMatch(/^Arbitration.+…$/);
  });

  it("keeps a title that fits whole", async () => {
    const words = "Registering a company in Jordan";
    expect((await layTitle("en", words, cacheDir, box.height)).words).toBe(words);
  });

  it("draws the card of a 400-character title instead of stopping the publish", async () => {
    const card = await shareCard("en", long.en, cacheDir);
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
  });
});
