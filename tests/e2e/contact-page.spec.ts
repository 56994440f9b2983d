/**
 * The contact page (direct lines, hours, the form, the map, the address, visiting) and the pages
 * the plain HTML form lands on, in both languages.
 */
import type { Page } from "@playwright/test";
import {
  contactNotSentContent,
  contactSentContent,
  contactSentHeldContent,
  type ContactResultPage,
} from "../../app/content/contact-result";
import { contactPageContent } from "../../app/content/contact-page";
import { firm, localizedFirm } from "../../app/content/firm";
import { fillFirm } from "../../app/i18n/firm-text";
import { formatOfficeHours } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { localize } from "../../app/i18n/paths";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";

/**
 * What each language's pages say, from the firm's own words (content/pages/contact*.json and
 * content/interface.json, which it edits: issue 36, point 4), filled as the pages fill them.
 */
function copyFor(lang: Lang) {
  const page = contactPageContent[lang];
  const words = messages[lang];
  const hours = formatOfficeHours(lang, firm.hours);
  const filled = (text: string) => fillFirm(text, localizedFirm(lang), lang);
  const result = (content: ContactResultPage) => ({
    title: content.header.title,
    text: content.header.intro,
  });
  const [backButton = ""] = contactNotSentContent[lang].steps.items;
  return {
    contact: localize(lang, "/contact"),
    privacy: localize(lang, "/privacy"),
    home: localize(lang, "/"),
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    heading: page.header.title,
    hoursHeading: page.hours.heading,
    days: page.hours.days.replace("{first}", hours.firstDay).replace("{last}", hours.lastDay),
    time: hours.time,
    otherDays: hours.otherDays,
    byAppointment: page.hours.byAppointment,
    mapTitle: filled(page.location.mapTitle),
    openInMaps: page.location.openInMaps,
    newTab: words.a11y.opensInNewTab,
    street: firm.address.street[lang],
    formHeading: page.form.heading,
    submit: words.contact.form.submit,
    visitHeading: page.visit.heading,
    sent: {
      path: localize(lang, "/contact/sent"),
      ...result(contactSentContent[lang]),
      back: contactSentContent[lang].links.primary,
    },
    held: {
      path: localize(lang, "/contact/sent/held"),
      ...result(contactSentHeldContent[lang]),
      back: contactSentHeldContent[lang].links.primary,
    },
    notSent: {
      path: localize(lang, "/contact/not-sent"),
      ...result(contactNotSentContent[lang]),
      // The first step names the browser's Back button.
      text: plainStep(backButton),
      back: contactNotSentContent[lang].links.primary,
    },
  };
}

/** A step's text as the page shows it: `{privacy|privacy policy}` as its label. */
const plainStep = (step: string) => step.replace(/\{\w+\|([^}]*)\}/g, "$1");

const copy = { en: copyFor("en"), ar: copyFor("ar") };

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

    // Near is not there: the map 100 px below the screen is not fetched yet.
    await page
      .locator("[data-map-frame]")
      .evaluate((box) => scrollBy(0, box.getBoundingClientRect().top - innerHeight - 100));
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
        ),
    );
    expect(mapRequests, "map requests with the map just below the screen").toEqual([]);

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

  test(`the consent label's link opens the ${lang} privacy policy in a new tab, leaving the form as it was`, async ({
    page,
  }) => {
    await stubMapService(page);
    await page.goto(c.contact);
    await waitForPageScript(page);
    await page.locator("#contact-fullName").fill("Lina Saleh");
    const link = page.locator('label[for="contact-privacy"] a');
    // A screen reader is told where it opens; the checkbox keeps its name from the label.
    await expect(link).toContainText(messages[lang].a11y.opensInNewTab);
    const [policy] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await expect(policy).toHaveURL(c.privacy);
    await expect(policy.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page).toHaveURL(c.contact);
    await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
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
    // Each step the firm wrote (among them the address's form and the consent the form's box
    // asks for), in its order; the consent's links to the privacy policy.
    const items = contactNotSentContent[lang].steps.items;
    await expect(steps).toHaveCount(items.length);
    for (const [i, item] of items.entries())
      await expect(steps.nth(i)).toContainText(plainStep(item));
    const consent = items.findIndex((item) => item.includes("{privacy|"));
    expect(consent).toBeGreaterThan(-1);
    await expect(steps.nth(consent).locator("a")).toHaveAttribute("href", c.privacy);
    await expect(page.getByRole("main").locator(`a[href^="https://wa.me/"]`)).toContainText(
      firm.whatsapp.display,
    );
  });
}
