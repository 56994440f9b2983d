/**
 * The privacy policy and the terms of service, in both languages, and the links that lead to
 * them. Their words are the firm's (content/legal/*.json, content/interface.json), read through
 * the content modules and filled as the pages fill them, so the firm can reword them.
 */
import type { Page } from "@playwright/test";
import { firm, localizedFirm } from "../../app/content/firm";
import type { LegalBlock, LegalDocument } from "../../app/content/legal-document";
import { privacyContent, privacyUpdated } from "../../app/content/privacy";
import { privacySections } from "../../app/content/schema/legal";
import { termsContent, termsUpdated } from "../../app/content/terms";
import { firmFacts, splitTokens } from "../../app/i18n/firm-text";
import { formatLongDate } from "../../app/i18n/format";
import { type Lang, langs } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { localize } from "../../app/i18n/paths";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";
import requestWords from "../../content/mails/data-requests.json" with { type: "json" };
import { shownTerms } from "./booking-helpers";

/**
 * A line of the firm's words as the page shows it: tokens filled with the firm's facts, a
 * `{privacy|privacy policy}` link as its label, `{consultation}` as the consultation's terms.
 */
function shownText(lang: Lang, text: string): string {
  const facts = firmFacts(localizedFirm(lang), lang);
  return splitTokens(text)
    .map((part) => {
      if (part.kind === "text") return part.text;
      if (part.label !== undefined) return part.label;
      if (part.name === "consultation") return shownTerms(lang).join(" ");
      return facts[part.name] ?? `{${part.name}}`;
    })
    .join("");
}

/** Every line a block of a legal page shows, in the page's words. */
function blockLines(lang: Lang, block: LegalBlock): string[] {
  const shown = (text: string) => shownText(lang, text);
  if (typeof block === "string") return [shown(block)];
  if ("list" in block) return block.list.map(shown);
  if ("definitions" in block)
    return block.definitions.flatMap(({ term, detail }) => [term, shown(detail)]);
  const { labels, items } = block.processors;
  return items.flatMap((item) => [
    item.service,
    `${labels.provider}: ${shown(item.provider)}`,
    `${labels.country}: ${shown(item.country)}`,
    `${labels.transfer}: ${shown(item.transfer)}`,
  ]);
}

/** A legal page in one language, from the firm's words (content/legal/*.json). */
function docFor(lang: Lang, page: "/privacy" | "/terms", text: LegalDocument, updated: string) {
  const sections = new Map(
    text.sections.map((section) => [
      section.id,
      {
        heading: section.heading,
        lines: section.body.flatMap((block) => blockLines(lang, block)),
      },
    ]),
  );
  return {
    path: localize(lang, page),
    title: text.header.title,
    metaTitle: text.meta.title,
    updated: { iso: updated, text: formatLongDate(lang, updated) },
    sections,
    /** The providers of the privacy policy (the block that lists them), empty in the terms. */
    processors: text.sections
      .flatMap((section) => section.body)
      .flatMap((block) => (typeof block === "object" && "processors" in block ? [block] : []))
      .map((block) => block.processors),
  };
}

function copyFor(lang: Lang) {
  const words = messages[lang];
  return {
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    home: localize(lang, "/"),
    privacy: docFor(lang, "/privacy", privacyContent[lang], privacyUpdated),
    terms: docFor(lang, "/terms", termsContent[lang], termsUpdated),
    footerPrivacy: words.footer.privacy,
    footerTerms: words.footer.terms,
  };
}

const copy = { en: copyFor("en"), ar: copyFor("ar") };

/** Checks that a section shows its heading and every line of its words. */
async function expectSectionWords(page: Page, doc: ReturnType<typeof docFor>, id: string) {
  const words = doc.sections.get(id);
  expect(words, `the content has a section #${id}`).toBeDefined();
  const section = page.locator(`section#${id}`);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(words?.heading ?? "");
  for (const line of words?.lines ?? []) await expect(section).toContainText(line);
}

for (const lang of langs) {
  const c = copy[lang];

  for (const doc of [c.privacy, c.terms]) {
    test(`${doc.path} is served as HTML in its language`, async ({ request }) => {
      const response = await request.get(doc.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${c.lang}" dir="${c.dir}"`);
      expect(html).toContain(`<title>${doc.metaTitle} | `);
      expect(html.toLowerCase()).toContain(`<time datetime="${doc.updated.iso}">`);
      expect(html).not.toContain('name="robots"');
      expect(html).toContain('"@type":"BreadcrumbList"');
    });

    test(`${doc.path} is accessible, fits a 360 px screen, and its contents lead to each section`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(doc.path);
      await waitForPageScript(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("time")).toHaveText(doc.updated.text);
      await expectAccessible(page);

      const toc = page.getByRole("navigation").filter({ has: page.locator("#toc-heading") });
      const entries = toc.getByRole("link");
      const sections = page.locator("article > section[id]");
      await expect(entries).toHaveCount(await sections.count());
      const last = entries.last();
      const target = (await last.getAttribute("href")) ?? "";
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target).getByRole("heading", { level: 2 })).toBeInViewport();

      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);
    });
  }

  test(`the ${lang} privacy policy shows each section it must keep, its providers and the firm as the contact`, async ({
    page,
  }) => {
    await page.goto(c.privacy.path);
    const article = page.locator("article");
    await expect(article).toContainText(firm.legalName[lang]);
    await expect(article.locator(`a[href="mailto:${firm.email}"]`).first()).toBeVisible();

    // Each section the policy must keep (the content's schema) shows the firm's words for it.
    for (const id of privacySections) await expectSectionWords(page, c.privacy, id);

    // Each provider with who it is, where it keeps the data and the basis for leaving Jordan.
    const [processors] = c.privacy.processors;
    expect(processors, "the policy lists its providers").toBeDefined();
    const recipients = page.locator("section#recipients");
    for (const fact of Object.values(processors?.labels ?? {}))
      await expect(recipients.locator("dd dt").filter({ hasText: fact })).toHaveCount(
        processors?.items.length ?? 0,
      );
  });

  test.describe("the request form", () => {
    // The server's answer to the mistake is a 400, which the browser logs.
    test.use({ expectedConsoleErrors: /status of 400/ });
    test(`the ${lang} privacy page's request form answers a mistake in the page's language, keeping what was typed`, async ({
      page,
    }) => {
      await page.goto(`${c.privacy.path}#request`);
      await page.getByLabel(requestWords.form.email[lang]).fill("noor.example.com");
      await page.getByRole("button", { name: requestWords.form.submit[lang] }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        requestWords.pages.notSent.title[lang],
      );
      await expect(page.locator("main")).toContainText(requestWords.form.errors.email[lang]);
      await expect(page.getByLabel(requestWords.form.email[lang])).toHaveValue("noor.example.com");
    });
  });

  test(`the ${lang} terms say the site is not legal advice and name the governing law`, async ({
    page,
  }) => {
    await page.goto(c.terms.path);
    for (const id of c.terms.sections.keys()) await expectSectionWords(page, c.terms, id);
    await expect(page.locator("section#about a").first()).toHaveAttribute("href", c.privacy.path);
  });

  test(`the footer leads to the ${lang} privacy policy and terms`, async ({ page }) => {
    await page.goto(c.home);
    await waitForPageScript(page);
    // Followed from the keyboard: at the very bottom of the page the floating language button
    // can sit over the footer's last link (reported to the layout's owner).
    await page.getByRole("contentinfo").getByRole("link", { name: c.footerPrivacy }).press("Enter");
    await expect(page).toHaveURL(c.privacy.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.privacy.title);

    await page.getByRole("contentinfo").getByRole("link", { name: c.footerTerms }).press("Enter");
    await expect(page).toHaveURL(c.terms.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.terms.title);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
  });
}
