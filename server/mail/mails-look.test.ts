// @vitest-environment node
// Every mail the site sends, both languages, as a reader's mail app shows it: Debian's Chromium
// at 360 px (a phone) and 600 px (the layout's full width). Set MAIL_SHOTS=<dir> to keep a
// screenshot of each. Needs /usr/bin/chromium (or CHROMIUM_PATH).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium";
import { sampleMails } from "../mail-samples";

const mails = sampleMails();
const shots = process.env.MAIL_SHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** 2026-11-24T00:24:22.897Z and its kin: a machine's time, not a person's. */
const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe("every mail, as a mail app shows it", () => {
  it.each(mails.map((sample) => [sample.name, sample] as const))("%s", async (name, sample) => {
    const page = await browser.newPage();
    // Mail apps run no script and load nothing remote: neither may the mail need to.
    await page.route("**/*", (route) => route.abort());
    try {
      for (const width of [360, 600]) {
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(sample.mail.html, { waitUntil: "load" });
        const seen = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          dir: document.documentElement.getAttribute("dir"),
          lang: document.documentElement.getAttribute("lang"),
          text: document.body.innerText,
          buttons: [...document.querySelectorAll("a")].map((a) => a.textContent!.trim()),
        }));
        expect(seen.overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        expect(seen.lang).toBe(sample.lang);
        expect(seen.dir).toBe(sample.lang === "ar" ? "rtl" : "ltr");
        expect(seen.text).not.toMatch(isoTime);
        for (const label of seen.buttons) {
          expect(label, "a link's visible text is a word, not an address").not.toMatch(
            /^(https?:|www\.)|\/\//,
          );
          expect(label.length).toBeGreaterThan(0);
        }
        if (shots)
          await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
      }
    } finally {
      await page.close();
    }
  });
});

describe("every mail's parts", () => {
  it.each(mails.map((sample) => [sample.name, sample] as const))("%s", (_, { mail, lang }) => {
    expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text)).toBeLessThan(100_000);
    expect(mail.text).not.toMatch(isoTime);
    // The plain text writes its links out, each on a line of its own.
    const hrefs = [...mail.html.matchAll(/<a href="(https:[^"]+)"/g)].map((m) =>
      m[1]!.replaceAll("&amp;", "&"),
    );
    for (const href of hrefs) expect(mail.text.split("\n")).toContain(href);
    if (lang === "ar") {
      // Numbers, emails, references and Latin words never stand bare in an Arabic line: each
      // is isolated (U+2066..U+2069 in the text, <bdi> in the HTML).
      for (const line of mail.text.split("\n")) {
        if (!/[\u0600-\u06ff]/.test(line)) continue;
        expect(line.replace(/\u2066[^\u2069]*\u2069/g, ""), line).not.toMatch(/[0-9A-Za-z@]/);
      }
      const body = mail.html
        .replace(/<title>.*?<\/title>/, "")
        .replace(/<bdi[^>]*>[^<]*<\/bdi>/g, "")
        // Someone's own words kept as written take their direction line by line instead.
        .replace(
          /<(div|blockquote) dir="auto" style="[^"]*unicode-bidi:plaintext[^>]*>[^<]*<\/\1>/g,
          "",
        )
        .replace(/\u2066[^\u2069]*\u2069/g, "");
      for (const [, node] of body.matchAll(/>([^<]+)</g))
        if (/[\u0600-\u06ff]/.test(node!))
          expect(node, "an Arabic text node").not.toMatch(/[0-9A-Za-z@]/);
    }
  });
});
