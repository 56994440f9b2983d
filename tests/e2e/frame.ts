/**
 * What the layout's browser tests share: the frame's copy in each language, localized paths and
 * the header's navigation as the visitor reaches it (the bar, or the opened mobile menu).
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, waitForPageScript } from "./fixtures";

export type Lang = "en" | "ar";

/** What a visitor reads in each language (the spec's labels, in the spec's order). */
export const copy = {
  en: {
    home: "/",
    nav: ["Home", "Our Attorneys", "Services", "Insights", "About Us", "Contact"],
    schedule: "Schedule Consultation",
    mainNav: "Main",
    footerNav: "Footer",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    footerAbout: "Amman, Jordan. Our attorneys include specialists in securities and trading law",
    privacy: "Privacy policy",
    terms: "Terms of service",
    notFound: "We could not find that page",
    backHome: "Go to the home page",
    homeHeading: "Counsel that knows the market",
  },
  ar: {
    home: "/ar",
    nav: ["الرئيسية", "محامونا", "خدماتنا", "مستجدات قانونية", "من نحن", "اتصلوا بنا"],
    schedule: "احجزوا استشارة",
    mainNav: "القائمة الرئيسية",
    footerNav: "روابط التذييل",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    footerAbout: "عمّان، الأردن. يضم فريقنا محامين متخصصين",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
    notFound: "لم نعثر على هذه الصفحة",
    backHome: "العودة إلى الصفحة الرئيسية",
    homeHeading: "محامون يعرفون السوق",
  },
} as const;

export const langs = Object.keys(copy) as Lang[];

/** `/services` → `/ar/services`; `/#about` → `/ar#about`. */
export function localize(lang: Lang, path: string): string {
  if (lang === "en") return path;
  return path === "/" ? "/ar" : path.startsWith("/#") ? `/ar${path.slice(1)}` : `/ar${path}`;
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Opens a page that must exist: anything but a 200 fails the test. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await waitForPageScript(page);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

export const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");

/** The header's main navigation as the visitor reaches it: the bar, or the opened mobile menu. */
export async function mainNav(page: Page, lang: Lang, testInfo: TestInfo): Promise<Locator> {
  if (isPhone(testInfo)) {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  }
  const nav = page.getByRole("banner").getByRole("navigation", { name: copy[lang].mainNav });
  await expect(nav).toBeVisible();
  return nav;
}
