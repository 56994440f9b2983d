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
        "to take it to another organisation",
        "corrected",
        "erased",
        "withdraw your consent",
        "object to the processing",
        "restrict the processing",
        "complain to the competent authority",
      ],
      regulation: "Regulation Organising the Rights of the Data Subject No. 68 of 2025",
      otherParties: "the Bar's rules of professional conduct",
      processors: [
        "Email",
        "The attorneys' calendars",
        "Video consultations",
        "The map on the contact page",
      ],
      processorFacts: ["Provider", "Where the data is kept", "Basis for a transfer out of Jordan"],
      channels: ["WhatsApp", "Email", "Phone"],
      contact: "Data protection contact",
      retention: ["365 days", "30 days", "10 years after your last contact with us"],
      updated: { iso: "2026-11-26", text: "November 26, 2026" },
      cookies: "sets no cookies",
    },
    terms: {
      path: "/terms",
      title: "Terms of service",
      points: [
        "It is not legal advice",
        "does not create a lawyer-client relationship",
        "engagement letter",
        "we do not act for you: we take no step in your matter and do not watch its deadlines",
        "we always agree our fees with you in writing",
        "courts of Amman",
        "Hashemite Kingdom of Jordan",
      ],
      updated: { iso: "2026-11-26", text: "November 26, 2026" },
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
        "لنقلها إلى جهة أخرى",
        "تصحيح بياناتكم",
        "حذف بياناتكم",
        "سحب موافقتكم",
        "الاعتراض على معالجة",
        "طلب قصر المعالجة",
        "تقديم شكوى إلى الجهة المختصة",
      ],
      regulation: "نظام تنظيم حقوق الشخص المعني رقم (68) لسنة 2025",
      otherParties: "قواعد السلوك المهني",
      processors: [
        "البريد الإلكتروني",
        "تقاويم المحامين",
        "الاستشارات بالفيديو",
        "الخريطة في صفحة التواصل",
      ],
      processorFacts: ["المزوّد", "مكان حفظ البيانات", "أساس نقل البيانات إلى خارج الأردن"],
      channels: ["واتساب", "البريد الإلكتروني", "الهاتف"],
      contact: "جهة الاتصال لحماية البيانات",
      retention: ["365 يومًا", "30 يومًا", "10 سنوات من آخر تواصل لكم معنا"],
      updated: { iso: "2026-11-26", text: "26 تشرين الثاني 2026" },
      cookies: "لا يضع هذا الموقع أي ملفات تعريف ارتباط",
    },
    terms: {
      path: "/ar/terms",
      title: "شروط الاستخدام",
      points: [
        "ليس استشارة قانونية",
        "لا تنشأ علاقة المحامي بموكّله",
        "اتفاقية أتعاب",
        "فإننا لا نمثّلكم: لا نتخذ أي إجراء في قضيتكم، ولا نتابع مواعيدها ومُهَلها",
        "مدة مرور الزمن (التقادم)",
        "محاكم عمّان",
        "المملكة الأردنية الهاشمية",
      ],
      updated: { iso: "2026-11-26", text: "26 تشرين الثاني 2026" },
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

  test(`the ${lang} privacy policy names the law, the controller, the rights, the retention periods, its providers, its bases, the 2025 regulation and a data protection contact`, async ({
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

    await expect(page.locator("section#exercise-your-rights")).toContainText(c.privacy.regulation);
    await expect(page.locator("section#legal-basis")).toContainText(c.privacy.otherParties);
    await expect(page.locator("section#controller")).toContainText(c.privacy.contact);
    await expect(page.locator("section#other-channels li")).toContainText(c.privacy.channels);
    // Each provider with who it is, where it keeps the data and the basis for leaving Jordan.
    const recipients = page.locator("section#recipients");
    for (const processor of c.privacy.processors) await expect(recipients).toContainText(processor);
    await expect(recipients).toContainText("meet.jit.si");
    for (const fact of c.privacy.processorFacts)
      await expect(recipients.locator("dd dt").filter({ hasText: fact })).toHaveCount(6);
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
