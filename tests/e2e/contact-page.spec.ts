/**
 * The contact page (direct lines, hours, the form, the map, the address, visiting) and the pages
 * the plain HTML form lands on, in both languages.
 */
import type { Page } from "@playwright/test";
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
    contact: "/contact",
    privacy: "/privacy",
    home: "/",
    lang: "en",
    dir: "ltr",
    heading: "Speak with an attorney",
    hoursHeading: "Business hours",
    days: "Monday to Friday",
    time: /9:00\s*AM\s*–\s*6:00\s*PM/,
    otherDays: "Saturday and Sunday",
    byAppointment: "By appointment",
    mapTitle: "Map showing the office of Nasser & Partners Law Firm in Shmeisani, Amman",
    openInMaps: "Open in Google Maps",
    newTab: "(opens in a new tab)",
    street: firm.address.street.en,
    formHeading: "Send us a message",
    submit: "Send message",
    visitHeading: "Visiting the office",
    sent: {
      path: "/contact/sent",
      title: "Message sent successfully!",
      text: "We'll get back to you within 24 hours on working days.",
      back: "Return to the home page",
    },
    held: {
      path: "/contact/sent/held",
      title: "Message sent successfully!",
      text: "We are holding the consultation time you asked for, but it is not yet confirmed: we will confirm it by email, or propose another time, by the end of the next working day.",
      back: "Return to the home page",
    },
    notSent: {
      path: "/contact/not-sent",
      title: "Your message was not sent",
      text: "Back button",
      back: "Open the contact page",
      consent: "Tick the box to consent to the processing of your personal data",
    },
  },
  ar: {
    contact: "/ar/contact",
    privacy: "/ar/privacy",
    home: "/ar",
    lang: "ar",
    dir: "rtl",
    heading: "تحدّثوا إلى أحد محامينا",
    hoursHeading: "ساعات الدوام",
    days: "من الاثنين إلى الجمعة",
    time: /9:00\s*ص\s*–\s*6:00\s*م/,
    otherDays: "السبت والأحد",
    byAppointment: "بموعد مسبق",
    mapTitle: "خريطة تُظهر موقع مكتب ناصر وشركاه للمحاماة في الشميساني، عمّان",
    openInMaps: "فتح الموقع في خرائط Google",
    newTab: "(يُفتح في علامة تبويب جديدة)",
    street: firm.address.street.ar,
    formHeading: "أرسلوا إلينا رسالة",
    submit: "إرسال",
    visitHeading: "زيارة المكتب",
    sent: {
      path: "/ar/contact/sent",
      title: "تم إرسال رسالتكم بنجاح!",
      text: "سنتواصل معكم خلال 24 ساعة في أيام العمل.",
      back: "العودة إلى الصفحة الرئيسية",
    },
    held: {
      path: "/ar/contact/sent/held",
      title: "تم إرسال رسالتكم بنجاح!",
      text: "الموعد الذي طلبتموه محجوز لكم، لكنه لم يُؤكَّد بعد: سنؤكده لكم بالبريد الإلكتروني، أو نقترح عليكم موعدًا آخر، قبل نهاية يوم العمل التالي.",
      back: "العودة إلى الصفحة الرئيسية",
    },
    notSent: {
      path: "/ar/contact/not-sent",
      title: "لم تُرسَل رسالتكم",
      text: "زر الرجوع في المتصفح",
      back: "الانتقال إلى صفحة التواصل",
      consent: "يرجى وضع إشارة في مربع الموافقة على معالجة بياناتكم الشخصية",
    },
  },
} as const;

const langs = ["en", "ar"] as const;
const osm = "https://www.openstreetmap.org/";

/**
 * Answers the map service's requests with a small page, so tests never depend on the network,
 * and counts them, so a test can tell whether the map has loaded.
 */
async function stubMapService(page: Page) {
  const requests: string[] = [];
  await page.route(`${osm}**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><main><p>Map</p></main></body></html>',
    });
  });
  return requests;
}

for (const lang of langs) {
  const c = copy[lang];

  test(`${c.contact} is served as HTML with its details, hours and map`, async ({ request }) => {
    const response = await request.get(c.contact);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${c.lang}" dir="${c.dir}"`);
    expect(html).toContain(c.heading);
    expect(html).toContain(c.hoursHeading);
    expect(html).toContain(`href="tel:${firm.phone.e164}"`);
    expect(html).toContain(`href="https://wa.me/${firm.whatsapp.e164.slice(1)}"`);
    // Without JavaScript the map is still there, left to the browser's own lazy loading.
    expect(html).toMatch(
      /<noscript><iframe [^>]*src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html[^"]*"[^>]*loading="lazy"/,
    );
    expect(html).toContain('"@type":"LegalService"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test(`${c.contact} shows direct lines, hours, the address and the form`, async ({ page }) => {
    await stubMapService(page);
    await page.goto(c.contact);
    await waitForPageScript(page);
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const phone = main.locator(`a[href="tel:${firm.phone.e164}"]`);
    await expect(phone).toContainText(firm.phone.display);
    await expect(main.locator(`a[href="mailto:${firm.email}"]`)).toContainText(firm.email);
    const whatsapp = main.locator(`a[href="https://wa.me/${firm.whatsapp.e164.replace("+", "")}"]`);
    await expect(whatsapp).toContainText(firm.whatsapp.display);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toContainText(c.newTab);

    await expect(main.getByRole("heading", { name: c.hoursHeading })).toBeVisible();
    const hours = main.locator("dl").first();
    await expect(hours).toContainText(c.days);
    await expect(hours).toContainText(c.time);
    await expect(hours).toContainText(c.otherDays);
    await expect(hours).toContainText(c.byAppointment);
    // Western digits in both languages.
    await expect(hours).not.toContainText(/[٠-٩]/);

    await expect(main.locator("address")).toContainText(c.street);
    await expect(main.locator("address")).toContainText(firm.postalCode);

    await expect(main.getByRole("heading", { name: c.formHeading })).toBeVisible();
    await expect(main.locator('form[action="/api/contact"]')).toBeVisible();
    await expect(main.getByRole("button", { name: c.submit })).toBeVisible();
    await expect(main.locator('label[for="contact-privacy"] a')).toHaveAttribute("href", c.privacy);

    await expect(main.getByRole("heading", { name: c.visitHeading })).toBeVisible();
  });

  test(`${c.contact} loads the map only when the visitor scrolls to it, and is accessible and fits a 360 px screen before and after`, async ({
    page,
  }) => {
    const mapRequests = await stubMapService(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(c.contact);
    await waitForPageScript(page);
    await page.waitForLoadState("networkidle");
    expect(mapRequests, "map requests before scrolling").toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectAccessible(page);

    await page.locator("#office-heading").scrollIntoViewIfNeeded();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", c.mapTitle);
    await expect(map).toHaveAttribute("height", "450");
    await expect(map).toHaveAttribute("loading", "lazy");
    const src = await map.getAttribute("src");
    expect(src).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,-]+&layer=mapnik&marker=/,
    );
    expect(src).toContain(`marker=${firm.geo.lat},${firm.geo.lng}`);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect((await map.boundingBox())?.height).toBeCloseTo(450, 0);

    const maps = page.getByRole("link", { name: c.openInMaps });
    await expect(maps).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${firm.geo.lat},${firm.geo.lng}`,
    );
    await expect(maps).toHaveAttribute("target", "_blank");
    await expect(maps).toHaveAttribute("rel", /noopener/);
    await expect(maps).toContainText(c.newTab);

    await expect(map).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });

  test(`the consent label's link opens the ${lang} privacy policy`, async ({ page }) => {
    await stubMapService(page);
    await page.goto(c.contact);
    await waitForPageScript(page);
    await page.locator('label[for="contact-privacy"] a').click();
    await expect(page).toHaveURL(c.privacy);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
  });

  for (const result of [c.sent, c.held, c.notSent]) {
    test(`${result.path} is a prerendered, noindex confirmation page`, async ({
      page,
      request,
    }) => {
      const response = await request.get(result.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${c.lang}" dir="${c.dir}"`);
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
      expect(html).toContain(result.title);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(result.path);
      await waitForPageScript(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(result.title);
      await expect(page.getByRole("main")).toContainText(result.text);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(
        page.getByRole("main").locator(`a[href="tel:${firm.phone.e164}"]`),
      ).toBeVisible();
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);

      await page.getByRole("link", { name: result.back }).click();
      await expect(page).toHaveURL(result === c.notSent ? c.contact : c.home);
    });
  }

  test(`${c.notSent.path} names what to check and how else to reach the firm`, async ({ page }) => {
    await page.goto(c.notSent.path);
    const steps = page.getByRole("main").locator("ol > li");
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(2)).toContainText("name@example.com");
    // Consent to the processing, in the words of the form's box; the form's error keeps the spec's.
    await expect(steps.nth(3)).toContainText(c.notSent.consent);
    await expect(steps.nth(3).locator("a")).toHaveAttribute("href", c.privacy);
    await expect(page.getByRole("main").locator(`a[href^="https://wa.me/"]`)).toContainText(
      firm.whatsapp.display,
    );
  });
}
