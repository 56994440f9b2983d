import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "./check";
import { contentDir } from "./files.server";

/** A copy of the content folder to break, as the firm's editor might. */
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "content-check-")), "content");
  cpSync(contentDir, dir, { recursive: true });
});
afterEach(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of any file
type Json = any;

function edit(path: string, change: (data: Json) => void) {
  const data = JSON.parse(readFileSync(join(dir, path), "utf8"));
  change(data);
  writeFileSync(join(dir, path), JSON.stringify(data, null, 2));
}

describe("the content check before every build", () => {
  it("passes the content as it is", () => {
    expect(checkContent(dir)).toEqual([]);
  });

  it("names the file, the field and the reason in one line when an Arabic value is missing", () => {
    edit("attorneys/3.json", (data) => delete data.biography[1].ar);
    expect(checkContent(dir)).toEqual(["content/attorneys/3.json: biography.1.ar (Arabic): is missing"]);
  });

  it("refuses an empty Arabic value rather than falling back to English", () => {
    edit("firm.json", (data) => (data.address.street.ar = "   "));
    expect(checkContent(dir)).toEqual(["content/firm.json: address.street.ar (Arabic): is empty"]);
  });

  it("refuses a wrong kind of value, an unknown field, bad JSON and a stray file", () => {
    edit("booking/settings.json", (data) => (data.slotMinutes = 50));
    edit("services/trading.json", (data) => (data.colour = "gold"));
    writeFileSync(join(dir, "pages/contact.json"), "{ not json");
    writeFileSync(join(dir, "notes.json"), "{}");
    const problems = checkContent(dir);
    expect(problems).toContain(
      "content/booking/settings.json: slotMinutes: must be 15, 20, 30, 45, 60, 90 or 120 minutes",
    );
    expect(problems).toContain(
      "content/services/trading.json: the file: has unknown fields colour",
    );
    expect(
      problems.some((p) => p.startsWith("content/pages/contact.json: is not valid JSON")),
    ).toBe(true);
    expect(problems).toContain("content/notes.json: is not a file the site reads");
  });

  it("refuses consultation hours that end before they start, a day off that ends before it begins, and a day that is no weekday", () => {
    edit("attorneys/2.json", (data) => {
      data.consultationHours = [{ days: [2, 8], fromHour: 14, toHour: 10 }];
      data.timeOff = [{ firstDay: "2026-12-10", lastDay: "2026-12-09", reason: "Leave" }];
    });
    expect(checkContent(dir)).toEqual([
      "content/attorneys/2.json: consultationHours.0.days.1: must be a weekday from 1 (Monday) to 7",
    ]);
    edit("attorneys/2.json", (data) => (data.consultationHours[0].days = [2]));
    expect(checkContent(dir)).toEqual([
      "content/attorneys/2.json: consultationHours.0.toHour: ends before it starts",
    ]);
    edit("attorneys/2.json", (data) => (data.consultationHours[0].toHour = 16));
    expect(checkContent(dir)).toEqual([
      "content/attorneys/2.json: timeOff.0.lastDay: is before the first day",
    ]);
  });

  it("refuses a bookable attorney's hours outside the office's week, which would offer no time", () => {
    edit("firm.json", (data) => (data.workingWeek = { days: [1, 2, 3, 4, 5], opensHour: 9, closesHour: 18 }));
    edit("attorneys/2.json", (data) => {
      data.bookable = true;
      data.consultationHours = [
        { days: [6], fromHour: 19, toHour: 21 },
        { days: [1, 2], fromHour: 10, toHour: 12 },
      ];
    });
    const office =
      "the office's week (Monday, Tuesday, Wednesday, Thursday, Friday, 9:00 to 18:00, content/firm.json)";
    expect(checkContent(dir)).toEqual([
      `content/attorneys/2.json: consultationHours.0.days: Saturday is not a day of ${office}`,
      `content/attorneys/2.json: consultationHours.0: 19:00 to 21:00 is not inside ${office}`,
    ]);
  });

  it("refuses a collection file whose name cannot be a page's address", () => {
    cpSync(join(dir, "attorneys/4.json"), join(dir, "attorneys/samir odeh.json"));
    expect(checkContent(dir)).toEqual([
      "content/attorneys/samir odeh.json: the name must be letters, digits or -",
    ]);
  });

  it("refuses an article whose author or practice area does not exist, whose Arabic title is missing, or whose address repeats", () => {
    const article = {
      published: "2026-11-10",
      author: "3",
      areas: ["registration"],
      inEnglish: true,
      inArabic: true,
      title: { en: "Registering a company", ar: "تسجيل شركة" },
      summary: { en: "How.", ar: "كيف." },
      body: { en: "## One\n\nText.", ar: "## أولًا\n\nنص." },
    };
    mkdirSync(join(dir, "insights"), { recursive: true });
    const write = (name: string, data: object) =>
      writeFileSync(join(dir, "insights", name), JSON.stringify(data));
    write("a-company.json", { ...article, author: "9", areas: ["registration", "astrology"] });
    write("no-arabic-title.json", { ...article, title: { en: "Registering a company" } });
    write("twice.json", article);
    write("Twice.json", article);
    expect(checkContent(dir)).toEqual([
      "content/insights/twice.json: another entry has the same address",
    ]);
    rmSync(join(dir, "insights", "Twice.json"));
    expect(checkContent(dir)).toEqual([
      "content/insights/no-arabic-title.json: title.ar (Arabic): is empty, and the article is published in Arabic",
    ]);
    rmSync(join(dir, "insights", "no-arabic-title.json"));
    expect(checkContent(dir)).toEqual([
      "content/insights/a-company.json: author: 9 is not an attorney of content/attorneys/",
      "content/insights/a-company.json: areas.1: astrology is not a service of content/services/",
    ]);
  });

  it("stops npm run build before anything is built, with the one line on stderr", async () => {
    edit("home.json", (data) => delete data.text.hero.title.ar);
    const run = promisify(execFile)("npx", ["tsx", "scripts/check-content.ts"], {
      env: { ...process.env, CONTENT_DIR: dir },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("content/home.json: text.hero.title.ar (Arabic): is missing"),
    });
  });
});
