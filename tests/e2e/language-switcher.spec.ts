/**
 * The floating language switcher, from the mouse and the keyboard, what it carries of the contact
 * form, and arrows that turn with the reading direction.
 */
import type { Locator, Page } from "@playwright/test";
import { locales } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { filledPattern } from "../../server/test/patterns";
import {
  amman,
  copy as bookingCopy,
  chooseSlot,
  fillInquiry,
  freeSlots,
  laneSlot,
  openBooking,
  rivalInquiry,
} from "./booking-helpers";
import { expect, test, waitForForm, waitForPageScript } from "./fixtures";
import { copy, expectDocumentLanguage, langs, storedLanguage, type Lang } from "./languages";

/** Each language's name in its own words, as the site's table of languages gives it. */
const label = { en: locales.en.label, ar: locales.ar.label };
const other = (lang: Lang): Lang => (lang === "en" ? "ar" : "en");
const english = messages.en.contact.form;
const arabic = messages.ar.contact.form;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPageScript(page);
}

const switcherButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: copy[lang].switcher });
const switcherMenu = (page: Page, lang: Lang) => page.getByRole("list", { name: copy[lang].menu });
const choice = (menu: Locator, lang: Lang) => menu.getByRole("link", { name: label[lang] });

test.describe("language switcher", () => {
  test.use({ reducedMotion: "reduce" });

  for (const lang of langs) {
    test(`${lang}: a round button with the language code opens both languages, the current one checked`, async ({
      page,
    }) => {
      await open(page, copy[lang].home);
      const button = switcherButton(page, lang);
      await expect(button).toHaveText(copy[lang].code);
      await expect(button).toBeInViewport();
      // Round: as tall as wide, corners of at least half its width.
      await expect
        .poll(() =>
          button.evaluate((el) => {
            const { width, height } = el.getBoundingClientRect();
            const radius = parseFloat(getComputedStyle(el).borderTopLeftRadius);
            return width > 0 && width === height && radius >= width / 2;
          }),
        )
        .toBe(true);

      const menu = switcherMenu(page, lang);
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText([label.en, label.ar]);

      const active = choice(menu, lang);
      const inactive = choice(menu, other(lang));
      await expect(active).toHaveAttribute("aria-current", "true");
      await expect(active.locator("svg")).toBeVisible();
      await expect(inactive).not.toHaveAttribute("aria-current");
      await expect(inactive.locator("svg")).toHaveCount(0);
      await expect(active).toHaveAttribute("href", copy[lang].home);
      await expect(inactive).toHaveAttribute("href", copy[other(lang)].home);
    });
  }

  test("switching keeps the visitor on the same section, stores the choice and closes the menu", async ({
    page,
  }) => {
    await open(page, "/#about");
    const about = page.locator("#about");
    await expect(about).toBeInViewport();
    const viewport = page.viewportSize()?.height ?? 0;

    for (const [from, to] of [
      ["en", "ar"],
      ["ar", "en"],
    ] as const) {
      await switcherButton(page, from).click();
      await choice(switcherMenu(page, from), to).click();
      await expect(page).toHaveURL(`${copy[to].home}#about`);
      await expectDocumentLanguage(page, to);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(copy[to].heading);
      await expect.poll(() => storedLanguage(page)).toBe(to);
      await expect(switcherMenu(page, to)).toBeHidden();
      await expect(switcherButton(page, to)).toHaveText(copy[to].code);
      await expect(switcherButton(page, to)).toHaveAttribute("aria-expanded", "false");
      // Still on the about section, not back at the top.
      await expect(about).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport);
    }
  });

  test("without an anchor in the address, the twin opens at the section the visitor was reading", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/services");
    // The page's top-level sections: the switcher carries the one at the top of the window.
    const sections = page.locator("main section:not(main section section)");
    const count = await sections.count();
    expect(count).toBeGreaterThan(2);
    // Ten pixels into the second section (the services list), well down the page.
    const reading = 1;
    await sections.nth(reading).evaluate((section) => {
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY + 10 });
    });
    const topOfReading = () =>
      sections.nth(reading).evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.round(await topOfReading())).toBe(-10);

    await switcherButton(page, "en").click();
    await choice(switcherMenu(page, "en"), "ar").click();
    await expect(page).toHaveURL("/ar/services");
    await expectDocumentLanguage(page, "ar");
    await waitForPageScript(page);
    // The same section at the top of the window, as far into it: not the page's beginning.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(Math.abs((await topOfReading()) + 10)).toBeLessThanOrEqual(3);
  });

  test("works from the keyboard alone", async ({ page }) => {
    await open(page, "/");
    const button = switcherButton(page, "en");
    const menu = switcherMenu(page, "en");
    // The button comes right after the last link of the footer.
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(choice(menu, "en")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(choice(menu, "ar")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/ar");
    await expectDocumentLanguage(page, "ar");
    await expect(switcherMenu(page, "ar")).toBeHidden();
    await expect.poll(() => storedLanguage(page)).toBe("ar");
    // The keyboard goes on from where it left the other page.
    await expect(switcherButton(page, "ar")).toBeFocused();
  });
});

test.describe("direction", { tag: "@one-width" }, () => {
  test.use({ reducedMotion: "reduce" });

  for (const lang of langs) {
    test(`${lang}: the hero's forward arrow points ${lang === "ar" ? "left" : "right"}`, async ({
      page,
    }) => {
      await open(page, copy[lang].home);
      const arrow = page
        .locator("#home")
        .getByRole("link", { name: copy[lang].primaryCta })
        .locator("svg");
      await expect(arrow).toBeVisible();
      // The horizontal scale of the arrow as drawn: `scale` and `transform` both count.
      const xScale = () =>
        arrow.evaluate((svg) => {
          const style = getComputedStyle(svg);
          const scale = style.scale === "none" ? 1 : parseFloat(style.scale);
          const matrix = style.transform === "none" ? 1 : new DOMMatrix(style.transform).a;
          return scale * matrix;
        });
      if (lang === "ar") await expect.poll(xScale).toBeLessThan(0);
      else await expect.poll(xScale).toBeGreaterThan(0);
    });
  }
});

/**
 * A visitor who has written to the firm and chosen a time, then changes the language: the twin
 * page has what they typed and the time they chose, if it is still free (sessionStorage, read
 * once), and never keeps it past that (the standing rule: bad input or not, nothing typed is lost).
 */
test.describe("the contact form across the switch", () => {
  test.use({ reducedMotion: "reduce", timezoneId: amman });

  const contactForm = '[data-island="contact-form"] form';
  const storedKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage));

  async function writeToTheFirm(page: Page, lang: Lang, slot: string) {
    // Sent here by a profile's link for another attorney, then asked for the managing partner.
    const book = await openBooking(page, lang, `${bookingCopy[lang].contact}?attorney=3#book`);
    const refetch = page.waitForRequest((r) => r.url().includes("attorney=2"));
    await page.locator("#contact-attorney").selectOption("2");
    await refetch;
    await book.getByText(bookingCopy[lang].phoneCall).click();
    await chooseSlot(page, slot);
    await fillInquiry(page);
    await page.locator("#contact-service").selectOption("trading");
    await page.locator("#contact-otherParties").fill(bookingCopy[lang].parties);
  }

  /** The form on the `lang` page, as the visitor left it on the `typedIn` page. */
  async function expectWhatWasWritten(page: Page, lang: Lang, typedIn: Lang, slot: string) {
    await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
    await expect(page.locator("#contact-email")).toHaveValue("lina@example.com");
    await expect(page.locator("#contact-phone")).toHaveValue("+962 79 555 0199");
    await expect(page.locator("#contact-service")).toHaveValue("trading");
    await expect(page.locator("#contact-message")).toHaveValue(/share transfer/);
    await expect(page.locator("#contact-privacy")).toBeChecked();
    await expect(page.locator("#book")).toHaveAttribute("open", "");
    await expect(page.locator("#contact-attorney")).toHaveValue("2");
    await expect(page.getByRole("radio", { name: bookingCopy[lang].phoneCall })).toBeChecked();
    await expect(page.locator("#contact-otherParties")).toHaveValue(bookingCopy[typedIn].parties);
    await expect(page.locator(`input[name="slotPick"][value="${slot}"]`)).toBeChecked();
    await expect(page.locator('input[name="slot"]')).toHaveValue(slot);
  }

  langs.forEach((from, index) => {
    const to = other(from);
    test(`${from} to ${to}: what the visitor typed and the time they chose are on the twin page, once`, async ({
      page,
      request,
    }, info) => {
      const slot = laneSlot(await freeSlots(request, "2"), 21 + index, info, 4);
      await writeToTheFirm(page, from, slot);

      await switcherButton(page, from).click();
      await choice(switcherMenu(page, from), to).click();
      // What was typed never travels in the address; the attorney travels with it instead.
      await expect(page).toHaveURL(`${bookingCopy[to].contact}#book`);
      await expectDocumentLanguage(page, to);
      await expectWhatWasWritten(page, to, from, slot);
      await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute(
        "data-hydrated",
        "",
      );
      expect(await storedKeys(page), "nothing left to restore again").toEqual([]);

      // A later visit starts afresh.
      await page.goto(bookingCopy[to].contact);
      await waitForForm(page);
      await expect(page.locator("#contact-fullName")).toHaveValue("");
      await expect(page.locator("#contact-message")).toHaveValue("");
    });
  });

  test("the home page's form is carried too", { tag: "@one-width" }, async ({ page }) => {
    await page.goto("/#contact");
    await waitForForm(page);
    await fillInquiry(page);
    await switcherButton(page, "en").click();
    await choice(switcherMenu(page, "en"), "ar").click();
    await expect(page).toHaveURL("/ar#contact");
    await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
    await expect(page.locator("#contact-message")).toHaveValue(/share transfer/);
    await expect(page.locator("#contact-privacy")).toBeChecked();
    await expect(page.locator("#contact-fullName")).toBeInViewport();
  });

  test(
    "the privacy page's request about one's data is carried too",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto("/privacy#request");
      await waitForPageScript(page);
      await page.locator("#request-email").fill("lina@example.com");
      await page.locator("#request-kind-correction").check();
      await page.locator("#request-details").fill("My phone number changed to 079 555 0199.");
      await switcherButton(page, "en").click();
      await choice(switcherMenu(page, "en"), "ar").click();
      await expect(page).toHaveURL("/ar/privacy#request");
      await expect(page.locator("#request-email")).toHaveValue("lina@example.com");
      await expect(page.locator("#request-kind-correction")).toBeChecked();
      await expect(page.locator("#request-details")).toHaveValue(/079 555 0199/);
      expect(await storedKeys(page)).toEqual([]);
    },
  );

  test(
    "after a send, nothing of it comes back on either side",
    { tag: "@one-width" },
    async ({ page }) => {
      await openBooking(page, "en");
      await fillInquiry(page);
      await switcherButton(page, "en").click();
      await choice(switcherMenu(page, "en"), "ar").click();
      await expect(page).toHaveURL(bookingCopy.ar.contact);
      await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");

      await page.locator(contactForm).getByRole("button", { name: bookingCopy.ar.send }).click();
      await expect(page.locator(contactForm).locator('[role="status"]')).toBeVisible();
      await expect(page.locator("#contact-fullName")).toHaveValue("");
      expect(await storedKeys(page)).toEqual([]);

      await switcherButton(page, "ar").click();
      await choice(switcherMenu(page, "ar"), "en").click();
      await expect(page).toHaveURL(bookingCopy.en.contact);
      await waitForForm(page);
      await expect(page.locator("#contact-fullName")).toHaveValue("");
      await expect(page.locator("#contact-privacy")).not.toBeChecked();
      expect(await storedKeys(page)).toEqual([]);
    },
  );

  test(
    "a chosen time taken meanwhile is not chosen on the twin page, and the visitor is told",
    { tag: "@one-width" },
    async ({ page, request }, info) => {
      const slot = laneSlot(await freeSlots(request, "2"), 23, info, 5);
      await writeToTheFirm(page, "ar", slot);
      const rival = await request.post("/api/contact", { data: rivalInquiry(slot, "2") });
      expect(rival.status()).toBe(201);

      await switcherButton(page, "ar").click();
      await choice(switcherMenu(page, "ar"), "en").click();
      await expect(page).toHaveURL(`${bookingCopy.en.contact}#book`);
      await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
      await expect(page.locator("#contact-attorney")).toHaveValue("2");
      const picker = page.locator("#book");
      await expect(picker.locator('input[name="slotPick"]').first()).toBeVisible();
      await expect(picker.locator('input[name="slotPick"]:checked')).toHaveCount(0);
      await expect(page.locator('input[name="slot"]')).toHaveValue("");
      await expect(picker.getByText(filledPattern(english.booking.gone, {}))).toBeVisible();

      // Choosing another time is all it takes: the message goes.
      await chooseSlot(page, laneSlot(await freeSlots(request, "2"), 23, info, 6));
      await expect(picker.getByText(filledPattern(english.booking.gone, {}))).toHaveCount(0);
    },
  );

  test(
    "where the browser keeps nothing for the page, the switch warns before losing what was typed",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException("blocked", "SecurityError");
        };
      });
      await page.goto(bookingCopy.ar.contact);
      await waitForForm(page);
      await page.locator("#contact-fullName").fill("لينا صالح");

      const warnings: string[] = [];
      page.once("dialog", (dialog) => {
        warnings.push(dialog.message());
        void dialog.dismiss();
      });
      await switcherButton(page, "ar").click();
      await choice(switcherMenu(page, "ar"), "en").click();
      await expect.poll(() => warnings).toEqual([arabic.switchLoses]);
      // Staying was the choice: the page and what was typed are as they were.
      await expect(page).toHaveURL(bookingCopy.ar.contact);
      await expect(page.locator("#contact-fullName")).toHaveValue("لينا صالح");
      await expect(switcherMenu(page, "ar")).toBeHidden();
      await expect(switcherButton(page, "ar")).toBeFocused();

      page.once("dialog", (dialog) => void dialog.accept());
      await switcherButton(page, "ar").click();
      await choice(switcherMenu(page, "ar"), "en").click();
      await expect(page).toHaveURL(bookingCopy.en.contact);
    },
  );

  test(
    "from the keyboard: the twin page has the form back and focus on the language button",
    {
      tag: "@one-width",
    },
    async ({ page }) => {
      await page.goto(bookingCopy.ar.contact);
      await waitForForm(page);
      await page.locator("#contact-fullName").fill("لينا صالح");
      await page.locator("#contact-message").fill("نرغب في استشارة بشأن نقل ملكية أسهم.");
      await page.getByRole("contentinfo").getByRole("link").last().focus();
      await page.keyboard.press("Tab");
      await expect(switcherButton(page, "ar")).toBeFocused();
      await page.keyboard.press("Enter");
      // English comes first in the menu.
      await page.keyboard.press("Tab");
      await expect(choice(switcherMenu(page, "ar"), "en")).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(page).toHaveURL(bookingCopy.en.contact);
      await expect(page.locator("#contact-fullName")).toHaveValue("لينا صالح");
      await expect(page.locator("#contact-message")).toHaveValue(/نقل ملكية أسهم/);
      await expect(switcherButton(page, "en")).toBeFocused();
    },
  );
});
