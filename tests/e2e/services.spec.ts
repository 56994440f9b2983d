/**
 * The services page in both languages: the spec's 20 services in order, trading law first and
 * badged, commercial litigation set apart, the grid's columns by screen width, and the way on.
 */
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";

const copy = {
  en: {
    path: "/services",
    html: '<html lang="en" dir="ltr"',
    heading: "Our Services",
    exclusive: "Exclusive",
    cta: "Schedule Consultation",
    contact: "/contact",
    titles: [
      "Trading Law Specialists",
      "Dispute Resolution",
      "Banking Litigation",
      "Corporate Mergers and Liquidations",
      "Criminal Law",
      "Real Estate Law",
      "Penal Cases",
      "Intellectual Property",
      "Labor and Employment",
      "Arbitration Services",
      "Tenant Eviction",
      "Property Renting Disputes",
      "Insurance Claims",
      "Commercial Litigation",
      "Debt Management",
      "Debt Collection and Execution",
      "Real Estate Enforcement",
      "Business Registration",
      "Arbitration Cases",
      "Multilingual Contract Drafting (Arabic, English, French)",
    ],
  },
  ar: {
    path: "/ar/services",
    html: '<html lang="ar" dir="rtl"',
    heading: "خدماتنا",
    exclusive: "حصري",
    cta: "احجزوا استشارة",
    contact: "/ar/contact",
    // GLOSSARY.md §2, word for word.
    titles: [
      "متخصصون في قانون الأوراق المالية",
      "تسوية النزاعات",
      "القضايا المصرفية",
      "اندماج الشركات وتصفيتها",
      "القانون الجزائي",
      "الملكية العقارية",
      "القضايا الجزائية",
      "الملكية الفكرية",
      "قضايا العمل والعمّال",
      "خدمات التحكيم",
      "إخلاء المأجور",
      "نزاعات المالكين والمستأجرين",
      "مطالبات التأمين",
      "القضايا التجارية",
      "إدارة ملفات الديون",
      "تحصيل الديون والتنفيذ",
      "التنفيذ على العقارات",
      "تسجيل الشركات والمؤسسات الفردية",
      "التمثيل في قضايا التحكيم",
      "صياغة العقود بالعربية والإنجليزية والفرنسية",
    ],
  },
} as const;

const GOLD_400 = "rgb(207, 171, 103)";
const NAVY_900 = "rgb(15, 33, 64)";

/** The service cards: list items headed by an h2. */
function serviceCards(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
}

/** How many columns the cards fall into: distinct left edges among the first three. */
async function columnCount(cards: Locator): Promise<number> {
  const lefts = new Set<number>();
  for (let i = 0; i < 3; i++) {
    const box = await cards.nth(i).boundingBox();
    if (box) lefts.add(Math.round(box.x));
  }
  return lefts.size;
}

for (const [lang, t] of Object.entries(copy)) {
  test.describe(`services (${lang})`, () => {
    test("is served as HTML in its language, with every service in it", async ({ request }) => {
      const response = await request.get(t.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(t.html);
      for (const title of t.titles) expect(html).toContain(title);
      // The other language never ships with the page.
      expect(html).not.toContain((lang === "en" ? copy.ar : copy.en).titles[1]);
    });

    test("lists the 20 services in the spec's order, trading law first and badged, then a call to action; accessible, 1 column on a phone, 2 on a tablet, 3 on a desktop, and fits 360 px", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);
      const cards = serviceCards(page);
      await expect(cards).toHaveCount(20);
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText([...t.titles]);

      // Every card has its icon and a description a client can read.
      for (const card of await cards.all()) {
        await expect(card.locator("svg[aria-hidden='true']")).toHaveCount(1);
        expect((await card.locator("p").last().innerText()).length).toBeGreaterThan(60);
      }

      // Trading law: the one badged card, navy with a gold frame.
      const trading = cards.first();
      await expect(trading.getByText(t.exclusive, { exact: true })).toBeVisible();
      await expect(page.getByText(t.exclusive, { exact: true })).toHaveCount(1);
      await expect(trading).toHaveCSS("background-color", NAVY_900);
      await expect(trading).toHaveCSS("border-top-color", GOLD_400);

      // Commercial litigation: set apart with gold, without a badge; an ordinary card has neither.
      const commercial = cards.nth(13);
      await expect(commercial.getByText(t.exclusive, { exact: true })).toHaveCount(0);
      await expect(commercial).toHaveCSS("border-top-color", GOLD_400);
      await expect(commercial).toHaveCSS("border-top-width", "4px");
      await expect(cards.nth(1)).not.toHaveCSS("border-top-color", GOLD_400);
      await expect(cards.nth(1)).toHaveCSS("background-color", "rgb(255, 255, 255)");

      // The page ends with a call to action to the contact page.
      const cta = page.getByRole("main").getByRole("link", { name: t.cta });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", t.contact);

      await waitForPageScript(page);
      await expectAccessible(page);
      for (const [width, columns] of [
        [390, 1],
        [800, 2],
        [1280, 3],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => columnCount(cards), { message: `${width}px` }).toBe(columns);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);
    });

    test("cards below the fold rise in 0.05 s apart", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(t.path);
      await waitForPageScript(page);
      const last = serviceCards(page).last();
      await expect(last).toHaveAttribute("data-pending", "");
      await expect(last).toHaveCSS("transition-delay", "0.95s");
      await expect(serviceCards(page).nth(10)).toHaveCSS("transition-delay", "0.5s");
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveCSS("opacity", "1");
    });
  });
}
