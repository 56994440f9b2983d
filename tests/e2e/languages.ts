/**
 * What the language browser tests share: each language's words and direction, the stored choice,
 * and the document's declared language. The words are the content's (content/interface.json and
 * content/home.json, through the site's own messages), filled in as the page fills them, so the
 * firm can reword its site without breaking the tests.
 */
import type { Page } from "@playwright/test";
import { i18nFor } from "../../app/i18n/i18n";
import { type Lang, langs, locales } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { localize } from "../../app/i18n/paths";
import { expect } from "./fixtures";

export { type Lang, langs };

/** The page's own `t` in one language: a message of the content, its placeholders filled. */
export const wordsIn = (lang: Lang) => i18nFor(lang, messages[lang]).t;

/** What a visitor reads and sees in each language. */
function copyIn(lang: Lang) {
  const t = wordsIn(lang);
  const { label, code, dir } = locales[lang];
  return {
    home: localize(lang, "/"),
    code,
    dir,
    switcher: t("language.button", { language: label }),
    menu: t("language.menuLabel"),
    heading: t("hero.title"),
    primaryCta: t("hero.primaryCta"),
  };
}

export const copy = { en: copyIn("en"), ar: copyIn("ar") };

export const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("language"));

export async function expectDocumentLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", copy[lang].dir);
}
