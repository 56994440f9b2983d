// @vitest-environment node
// Every mail the site sends, both languages, as a reader's mail app shows it: Debian's Chromium
// (its headless shell) at 360 px (a phone) and 600 px (the layout's full width). Set
// MAIL_SHOTS=<dir> to keep a screenshot of each. Needs /usr/bin/chromium-headless-shell.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headlessShellArgs, headlessShellPath } from "../../scripts/chromium";
import { firm } from "../../app/content/firm";
import { sampleMails } from "../mail-samples";
import { events } from "../test/booking-mail";
import { navy } from "./palette";

const mails = sampleMails();
const shots = process.env.MAIL_SHOTS;
let browser: Browser;
/** One page for every mail: each is set in place of the last. */
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: headlessShellPath, args: headlessShellArgs });
  page = await browser.newPage();
  // Mail apps run no script and load nothing remote: neither may the mail need to.
  await page.route("**/*", (route) => route.abort());
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** 2026-11-24T00:24:22.897Z and its kin: a machine's time, not a person's. */
const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe("every mail, as a mail app shows it", () => {
  it.each(mails.map((sample) => [sample.name, sample] as const))("%s", async (name, sample) => {
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
      // As Gmail shows it: without <html> and its attributes, the text still runs its own way.
      const withoutHtmlTag = await page.evaluate(() => {
        document.documentElement.removeAttribute("dir");
        document.documentElement.removeAttribute("lang");
        return [...document.body.querySelectorAll("h1, p")].map(
          (el) => getComputedStyle(el).direction,
        );
      });
      expect(new Set(withoutHtmlTag), `${name} in a mail app that drops <html>`).toEqual(
        new Set([sample.lang === "ar" ? "rtl" : "ltr"]),
      );
      for (const label of seen.buttons) {
        expect(label, "a link's visible text is a word, not an address").not.toMatch(
          /^(https?:|www\.)|\/\//,
        );
        expect(label.length).toBeGreaterThan(0);
      }
      if (shots)
        await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
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
    // One step at most stands out in navy (Confirm, join the call, choose a time, see the data);
    // Decline, the map, the calendars, another time, a cancellation or a release are outlined.
    const solid = [
      ...mail.html.matchAll(
        new RegExp(`<td style="background:${navy};[^"]*"><a href="([^"]+)"`, "g"),
      ),
    ].map((m) => m[1]!);
    expect(solid.length, "solid buttons").toBeLessThanOrEqual(1);
    // A calendar names the firm as the organizer, in the reader's language.
    if (mail.icalEvent)
      for (const event of events(mail.icalEvent.content))
        expect(event.organizer).toBe(firm.name[lang]);
    for (const href of solid)
      expect(href).not.toMatch(/\/booking\/(cancel|release|move|decline)\/|maps|calendar|outlook/);
    if (lang === "ar") {
      // Numbers, emails, references and Latin words never stand bare in an Arabic line of the
      // plain text: each is between U+2066 and U+2069 (the HTML: see below).
      for (const line of mail.text.split("\n")) {
        if (!/[\u0600-\u06ff]/.test(line)) continue;
        expect(line.replace(/\u2066[^\u2069]*\u2069/g, ""), line).not.toMatch(/[0-9A-Za-z@]/);
      }
    }
  });
});

/** Each text node of a mail's body, with the start tags of the elements around it, innermost last. */
function textNodes(html: string): { text: string; around: string[] }[] {
  const around: string[] = [];
  const nodes: { text: string; around: string[] }[] = [];
  for (const [, tag, text] of html.slice(html.indexOf("<body")).matchAll(/(<[^>]+>)|([^<]+)/g)) {
    if (text !== undefined)
      nodes.push({
        text: text
          .replaceAll("&lt;", "<")
          .replaceAll("&gt;", ">")
          .replaceAll("&quot;", '"')
          .replaceAll("&#x27;", "'")
          .replaceAll("&amp;", "&"),
        around: [...around],
      });
    else if (tag!.startsWith("<!")) continue;
    else if (tag!.startsWith("</")) around.pop();
    else if (!tag!.endsWith("/>") && !/^<(hr|br|img|meta)\b/.test(tag!)) around.push(tag!);
  }
  return nodes;
}

describe("Arabic mails, as Gmail and Outlook show them", () => {
  // Both drop <bdi> (caniemail html-bdi: "n" in every Gmail, in Outlook on Windows, the web and
  // phones, and in the current Outlook for Mac) but keep `dir` on a span (html-dir); the
  // isolates inside hold each run together wherever the span's direction is lost.
  const arabic = mails.filter((sample) => sample.lang === "ar");

  it.each(arabic.map((sample) => [sample.name, sample] as const))("%s", (_, { mail }) => {
    expect(mail.html).not.toMatch(/<bdi\b/i);
    let isolated = 0;
    for (const { text, around } of textNodes(mail.html)) {
      // The inbox preview is plain text (isolates only); someone's own words keep their own
      // direction line by line (dir="auto").
      if (around.some((tag) => /data-skip-in-text|dir="auto"/.test(tag))) continue;
      if (/^<span dir="ltr"/.test(around.at(-1) ?? "")) {
        expect(
          text,
          "a left-to-right run: its span holds the run between U+2066 and U+2069",
        ).toMatch(/^\u2066[^\u2066-\u2069]+\u2069$/);
        isolated += 1;
      } else
        expect(text, "a number, reference or Latin word outside its isolating span").not.toMatch(
          /[0-9A-Za-z@\u2066-\u2069]/,
        );
    }
    // The footer's phone and email at least.
    expect(isolated).toBeGreaterThanOrEqual(2);
  });
});

describe("every mail's footer", () => {
  // Issue 37, point 7: the full legal name, the address, the phone and a confidentiality notice.
  it.each(mails.map((sample) => [sample.name, sample] as const))("%s", (_, { mail, lang }) => {
    const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
    const shown = plain(
      textNodes(mail.html)
        .map((node) => node.text)
        .join(""),
    );
    // Read from the content itself, not from the footer's own code.
    const { street, district, city, country } = firm.address;
    const parts = [firm.legalName, street, district, city, country, firm.mailNotice].map(
      (text) => text[lang],
    );
    // A phone's mail app dials the firm from the footer.
    expect(mail.html).toContain(`href="tel:${firm.phone.e164}"`);
    for (const part of [...parts, firm.phone.display, firm.email]) {
      expect(part.trim()).not.toBe("");
      expect(shown).toContain(part);
      expect(plain(mail.text)).toContain(part);
    }
  });
});
