/** The privacy policy and the terms of service, in both languages, and the links that lead to them. */
import { firm } from "../../app/content/firm";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";

const copy = {
  en: {
    lang: "en",
    dir: "ltr",
    home: "/",
    privacy: {
      path: "/privacy",
      title: "Privacy policy",
      law: "Personal Data Protection Law No. 24 of 2023",
      rightsHeading: "Your rights",
      rights: [
        "obtain a copy",
        "corrected",
        "erased",
        "withdraw your consent",
        "object to the processing",
        "complain to the competent authority",
      ],
      retention: ["365 days", "30 days"],
      updated: { iso: "2026-11-25", text: "November 25, 2026" },
      cookies: "sets no cookies",
    },
    terms: {
      path: "/terms",
      title: "Terms of service",
      points: [
        "It is not legal advice",
        "does not create a lawyer-client relationship",
        "engagement letter",
        "courts of Amman",
        "Hashemite Kingdom of Jordan",
      ],
      updated: { iso: "2026-11-25", text: "November 25, 2026" },
    },
    footerPrivacy: "Privacy policy",
    footerTerms: "Terms of service",
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    home: "/ar",
    privacy: {
      path: "/ar/privacy",
      title: "سياسة الخصوصية",
      law: "قانون حماية البيانات الشخصية رقم 24 لسنة 2023",
      rightsHeading: "حقوقكم",
      rights: [
        "الحصول على نسخة",
        "تصحيح بياناتكم",
        "حذف بياناتكم",
        "سحب موافقتكم",
        "الاعتراض على معالجة",
        "تقديم شكوى إلى الجهة المختصة",
      ],
      retention: ["365 يومًا", "30 يومًا"],
      updated: { iso: "2026-11-25", text: "25 تشرين الثاني 2026" },
      cookies: "لا يضع هذا الموقع أي ملفات تعريف ارتباط",
    },
    terms: {
      path: "/ar/terms",
      title: "شروط الاستخدام",
      points: [
        "ليس استشارة قانونية",
        "لا تنشأ علاقة المحامي بموكّله",
        "اتفاقية أتعاب",
        "محاكم عمّان",
        "المملكة الأردنية الهاشمية",
      ],
      updated: { iso: "2026-11-25", text: "25 تشرين الثاني 2026" },
    },
    footerPrivacy: "سياسة الخصوصية",
    footerTerms: "شروط الاستخدام",
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  const c = copy[lang];

  for (const doc of [c.privacy, c.terms]) {
    test(`${doc.path} is served as HTML in its language`, async ({ request }) => {
      const response = await request.get(doc.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${c.lang}" dir="${c.dir}"`);
      expect(html).toContain(`<title>${doc.title} | `);
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

  test(`the ${lang} privacy policy names the law, the controller, the rights and the retention periods`, async ({
    page,
  }) => {
    await page.goto(c.privacy.path);
    const article = page.locator("article");
    await expect(article).toContainText(c.privacy.law);
    await expect(article).toContainText(firm.legalName[lang]);
    await expect(article.locator(`a[href="mailto:${firm.email}"]`).first()).toBeVisible();

    const rights = page.locator("section#rights");
    await expect(rights.getByRole("heading", { level: 2 })).toHaveText(c.privacy.rightsHeading);
    for (const right of c.privacy.rights) await expect(rights).toContainText(right);
    for (const period of c.privacy.retention)
      await expect(page.locator("section#retention")).toContainText(period);
    await expect(page.locator("section#cookies")).toContainText(c.privacy.cookies);
  });

  test(`the ${lang} terms say the site is not legal advice and name the governing law`, async ({
    page,
  }) => {
    await page.goto(c.terms.path);
    const article = page.locator("article");
    for (const point of c.terms.points) await expect(article).toContainText(point);
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
