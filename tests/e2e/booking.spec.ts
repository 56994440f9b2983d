/**
 * Consultation booking as a visitor meets it on /contact and /ar/contact: the optional part of
 * the form, the free times, sending with a time, a time taken meanwhile, and the plain form.
 */
import {
  amman,
  chooseSlot,
  copy,
  fillInquiry,
  freeSlots,
  langs,
  laneSlot,
  openBooking,
  plainParts,
  rivalInquiry,
} from "./booking-helpers";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectNoHorizontalScroll, test, waitForForm } from "./fixtures";

test.use({ timezoneId: amman });

const contactForm = '[data-island="contact-form"] form';
const timeLabels = 'label:has(input[name="slotPick"])';

langs.forEach((lang, index) => {
  const c = copy[lang];

  test(
    `${c.contact}: a visitor who does not open the booking part sees the form as before`,
    { tag: "@one-width" },
    async ({ page }) => {
      let asked = false;
      page.on("request", (request) => {
        if (request.url().includes("/api/slots") || request.url().includes("booking-picker"))
          asked = true;
      });
      await page.goto(c.contact);
      await waitForForm(page);
      const book = page.locator("#book");
      await expect(book).not.toHaveAttribute("open");
      await expect(book.getByText(c.summary)).toBeVisible();
      await expect(page.locator("#contact-attorney")).toBeHidden();
      expect(asked, "no picker code and no free times for a visitor who never opens it").toBe(
        false,
      );
    },
  );

  test(`${c.contact}: choosing an attorney and a free time books it, held pending confirmation`, async ({
    page,
    request,
  }, info) => {
    const attorney = lang === "en" ? "2" : "3";
    const slot = laneSlot(await freeSlots(request, attorney), index, info);
    const book = await openBooking(page, lang);
    await expect(book.getByRole("radio").first()).toBeVisible();
    const refetch = page.waitForRequest((r) => r.url().includes(`attorney=${attorney}`));
    await page.locator("#contact-attorney").selectOption(attorney);
    await refetch;
    await book.getByText(c.phoneCall).click();
    await chooseSlot(page, slot);
    await expect(book.getByRole("group", { name: c.timeLegend })).toBeVisible();
    // The other parties, for the firm's conflict check: labelled, explained, right to left in Arabic.
    const parties = book.getByRole("textbox", { name: c.otherParties });
    await expect(parties).toHaveAccessibleDescription(c.otherPartiesHint);
    await expect(parties).toHaveAttribute("maxlength", "500");
    await parties.fill(c.parties);
    expect(await parties.evaluate((el) => getComputedStyle(el).direction)).toBe(
      lang === "ar" ? "rtl" : "ltr",
    );
    await fillInquiry(page);

    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await page.locator(contactForm).getByRole("button", { name: c.send }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      slot,
      attorney,
      meeting: "phone",
      timeZone: amman,
      otherParties: c.parties,
    });
    const status = page.locator(contactForm).locator('[role="status"]');
    await expect(status).toContainText(c.success);
    await expect(status).toContainText(c.held);
    // The form starts afresh, and the time is no longer offered to anyone for that attorney.
    await expect(page.locator("#contact-fullName")).toHaveValue("");
    await expect(page.locator("#book")).not.toHaveAttribute("open");
    expect(await freeSlots(request, attorney)).not.toContain(slot);
  });

  test.describe(
    `${c.contact}: a time taken between choosing and sending`,
    { tag: "@one-width" },
    () => {
      test.use({ expectedConsoleErrors: /status of 409/ });

      test("says so in the visitor's language, keeps what they typed and refreshes the times", async ({
        page,
        request,
      }, info) => {
        const slots = await freeSlots(request, "3");
        const slot = laneSlot(slots, 2 + index, info);
        const book = await openBooking(page, lang);
        await page.locator("#contact-attorney").selectOption("3");
        await chooseSlot(page, slot);
        await fillInquiry(page);
        // Another visitor takes the same hour first.
        const rival = await request.post("/api/contact", { data: rivalInquiry(slot, "3") });
        expect(rival.status()).toBe(201);

        const refreshed = page.waitForResponse((r) => r.url().includes("/api/slots?attorney=3"));
        await page.locator(contactForm).getByRole("button", { name: c.send }).click();
        await expect(page.locator(contactForm).getByRole("alert")).toHaveText(c.taken);
        await refreshed;
        await expect(book.locator(`input[name="slotPick"][value="${slot}"]`)).toHaveCount(0);
        await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
        await expect(page.locator("#contact-message")).toHaveValue(/share transfer/);
        await expect(page.locator("#contact-privacy")).toBeChecked();
        await expect(page.locator("#contact-attorney")).toHaveValue("3");

        // Another free time of the same attorney goes through.
        await chooseSlot(page, laneSlot(slots, 2 + index, info, 1));
        await page.locator(contactForm).getByRole("button", { name: c.send }).click();
        await expect(page.locator(contactForm).locator('[role="status"]')).toContainText(c.held);
      });
    },
  );

  test(
    `${c.contact}: the booking part passes axe at 390 and 1280 px and fits 360 px`,
    { tag: "@one-width" },
    async ({ page, request }, info) => {
      const slot = laneSlot(await freeSlots(request, "any"), 6, info);
      const book = await openBooking(page, lang);
      await chooseSlot(page, slot);
      // Each width with the booking part in view: the phone's is checked here, not again
      // narrowed from the desktop's without scrolling.
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await book.scrollIntoViewIfNeeded();
        await expectAccessible(page, { phone: false });
      }
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);
    },
  );

  test(`${c.contact}: the days and times answer to the keyboard`, async ({ page }) => {
    const book = await openBooking(page, lang);
    const days = book.locator('input[name="slotDay"]');
    await expect(days.first()).toBeChecked();
    await days.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(days.nth(1)).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    const time = book.locator('input[name="slotPick"]').first();
    await expect(time).toBeChecked();
    await expect(time).toBeFocused();
    // Back into the days from below, with the top of the chosen day under the sticky header: the
    // focused day comes out whole beneath it, ring and all.
    const day = book.locator("label", { has: page.locator('input[name="slotDay"]:checked') });
    await day.evaluate((label) => window.scrollBy(0, label.getBoundingClientRect().top - 60));
    await page.keyboard.press("Shift+Tab");
    await expect(days.nth(1)).toBeFocused();
    const header = (await page.locator("body > header, header").first().boundingBox())!;
    // The chip's focus ring lies 4 px outside it.
    expect((await day.boundingBox())!.y - 4).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test(
    `${c.contact}: a profile's Schedule Consultation opens the booking with that attorney`,
    { tag: "@one-width" },
    async ({ page }) => {
      const profile = lang === "en" ? "/attorneys/3" : "/ar/attorneys/3";
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(profile);
      const link = page.locator("main a[href$='#book']").first();
      await expect(link).toHaveAttribute("href", `${c.contact}?attorney=3#book`);
      const asked = page.waitForRequest((r) => r.url().includes("/api/slots?attorney=3"));
      await link.click();
      await expect(page).toHaveURL(`${c.contact}?attorney=3#book`);
      await waitForForm(page);
      await expect(page.locator("#book")).toHaveAttribute("open", "");
      await expect(page.locator("#contact-attorney")).toHaveValue("3");
      await expect(page.locator("#contact-attorney option:checked")).toHaveText(c.rania);
      await asked;
    },
  );
});

test.describe("who may be booked, and what a consultation is", { tag: "@one-width" }, () => {
  langs.forEach((lang) => {
    const c = copy[lang];
    const profile = lang === "en" ? "/attorneys/4" : "/ar/attorneys/4";

    test(`${profile}: the of-counsel professor is not offered; his Schedule Consultation books with the managing partner`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(profile);
      const links = page.locator("main a[href$='#book']");
      await expect(links.first()).toBeVisible();
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))
        expect(href).toBe(`${c.contact}?attorney=2#book`);
      await links.first().click();
      await waitForForm(page);
      await expect(page.locator("#book")).toHaveAttribute("open", "");
      await expect(page.locator("#contact-attorney option:checked")).toHaveText(c.khaled);
      // Only the attorneys who take consultations, after "first available".
      await expect(page.locator("#contact-attorney option")).toHaveText([
        c.anyAttorney,
        c.khaled,
        c.rania,
      ]);
    });

    test(`${c.contact}: the booking says whether it is paid, that it is confidential, and that it is not yet an engagement`, async ({
      page,
    }) => {
      const book = await openBooking(page, lang);
      await expect(book.locator("#consultation-terms li")).toHaveText(c.terms);
      // axe reads these terms in the open booking part's own test, at both widths.
    });
  });
});

/**
 * A visitor who follows a link to book (a profile's Schedule Consultation) lands on the booking
 * part, at both widths. It used to be drawn closed and opened by the form's hydration: the rest
 * of the page jumped down (a layout shift of 0.6 on a phone), and the map, on screen below the
 * closed part meanwhile, was fetched from OpenStreetMap.
 */
test.describe("a visitor who follows a link to book", () => {
  langs.forEach((lang) => {
    const c = copy[lang];
    const arrival = `${c.contact}?attorney=2#book`;

    /** Until the page has done all it does on its own: hydrated, free times shown, faces in. */
    async function settled(page: Page) {
      await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute(
        "data-hydrated",
        "",
      );
      await expect(page.locator(`#book ${timeLabels}`).first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState("networkidle");
    }

    test(`${arrival}: the booking part is open from the first paint, nothing moves, and Tab starts in it`, async ({
      page,
    }) => {
      // Read as the parser finishes, before the page's own script (loaded after the first paint).
      await page.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () => {
          const part = document.getElementById("book") as HTMLDetailsElement | null;
          (window as unknown as { openAtParse: boolean }).openAtParse = part?.open ?? false;
        }),
      );
      await page.goto(arrival);
      await settled(page);
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as unknown as { value: number }[];
              resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
            }).observe({ type: "layout-shift", buffered: true });
            // No entry at all is no shift: the buffered list is delivered at once when it has any.
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shifts, "layout shift on arrival").toBeLessThan(0.01);
      expect(
        await page.evaluate(() => (window as unknown as { openAtParse: boolean }).openAtParse),
        "open when the parser finishes",
      ).toBe(true);

      const book = page.locator("#book");
      await expect(book).toHaveAttribute("open", "");
      await expect(page.locator("#contact-attorney option:checked")).toHaveText(c.khaled);
      // The summary tells a screen reader the part is expanded.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      const toggle = nodes.find(
        (node) =>
          node.role?.value === "DisclosureTriangle" && String(node.name?.value).includes(c.summary),
      );
      expect(toggle?.properties?.find((p) => p.name === "expanded")?.value.value).toBe(true);
      // The jump set where Tab starts: the part's toggle, not the top of the page.
      await page.keyboard.press("Tab");
      await expect(book.locator("summary")).toBeFocused();
      await expectAccessible(page);
    });

    test(`${arrival}: nothing is fetched from OpenStreetMap until the visitor scrolls to the map`, async ({
      page,
    }) => {
      const mapRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).hostname.endsWith("openstreetmap.org"))
          mapRequests.push(request.url());
      });
      await page.route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title>" }),
      );
      await page.goto(arrival);
      await settled(page);
      const map = page.locator("[data-map-frame]");
      const below = await map.evaluate((box) => box.getBoundingClientRect().top - innerHeight);
      expect(below, "the map is below the screen after the jump").toBeGreaterThan(0);
      expect(mapRequests, "map requests before the visitor reaches the map").toEqual([]);

      await map.scrollIntoViewIfNeeded();
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    });
  });
});

test.describe("a visitor in another time zone", { tag: "@one-width" }, () => {
  test.use({ timezoneId: "America/New_York" });

  test("sees each Amman time with their own time beside it", async ({ page }) => {
    const book = await openBooking(page, "en");
    await expect(book.locator(timeLabels).first()).toContainText(copy.en.localTime);
    // The time chosen is said on their clock too, not in Amman's alone.
    await book.locator(timeLabels).first().click();
    await expect(book.locator('p[aria-live="polite"]')).toContainText(copy.en.localTime);
    await openBooking(page, "ar");
    await expect(page.locator(`#book ${timeLabels}`).first()).toContainText(copy.ar.localTime);
  });
});

test("a visitor in Amman sees no second time", { tag: "@one-width" }, async ({ page }) => {
  const book = await openBooking(page, "en");
  const labels = book.locator(timeLabels);
  await expect(labels.first()).toBeVisible();
  for (const text of await labels.allTextContents()) expect(text).not.toMatch(copy.en.localTime);
});

test.describe("without JavaScript", { tag: "@one-width" }, () => {
  test.use({ javaScriptEnabled: false });

  langs.forEach((lang, index) => {
    const c = copy[lang];

    test(`${c.contact}: a free date and time is booked; the same again lands on no-slot`, async ({
      page,
      request,
    }, info) => {
      const slot = laneSlot(await freeSlots(request, "2"), 4 + index, info, 2);
      const { date, time } = plainParts(slot);
      const send = async () => {
        await page.goto(`${c.contact}#book`);
        await page.locator("#book").getByText(c.summary).click();
        await page.locator("#contact-attorney").selectOption("2");
        await page.locator("#book").getByText(c.phoneCall).click();
        await page.locator("#contact-slotDate").fill(date);
        await page.locator("#contact-slotTime").selectOption(time);
        await fillInquiry(page);
        await page.locator(contactForm).getByRole("button", { name: c.send }).click();
      };
      await send();
      // The page says the time is held and not yet confirmed, as the scripted form does.
      await expect(page).toHaveURL(new RegExp(`${c.sentPage}$`));
      await expect(page.getByRole("main")).toContainText(c.heldText);
      expect(await freeSlots(request, "2")).not.toContain(slot);

      await send();
      await expect(page).toHaveURL(new RegExp(`${c.noSlotPage}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.noSlotTitle);
    });
  });
});
