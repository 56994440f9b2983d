/**
 * What the language browser tests share: each language's copy and direction, the stored choice,
 * and the document's declared language.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Lang = "en" | "ar";

/** What a visitor reads and sees in each language. */
export const copy = {
  en: {
    home: "/",
    code: "EN",
    dir: "ltr",
    switcher: "Language: English. Change language",
    menu: "Choose a language",
    heading: "Counsel that knows the market",
    primaryCta: "Book a consultation",
  },
  ar: {
    home: "/ar",
    code: "AR",
    dir: "rtl",
    switcher: "اللغة: العربية. تغيير اللغة",
    menu: "اختيار اللغة",
    heading: "محامون يعرفون السوق",
    primaryCta: "احجزوا استشارة",
  },
} as const;

export const langs = Object.keys(copy) as Lang[];

export const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("language"));

export async function expectDocumentLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", copy[lang].dir);
}
