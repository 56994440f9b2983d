import type { Page } from "@playwright/test";
import { bookableAttorneyIds } from "../../app/content/firm";
import { messages } from "../../app/i18n/messages";
import { expect, expectAccessible, test, waitForForm, waitForPageScript } from "./fixtures";

/**
 * The home page's panel of each bookable attorney's next free consultation time. Its words are
 * the firm's (content/home.json, content/interface.json; issue 36, point 4).
 */

const amman = "Asia/Amman";
// The visitor's clock is New York's: every time shown must still be Amman's.
test.use({ timezoneId: "America/New_York" });

const panelOf = (page: Page) =>
  page.getByRole("complementary", {
    name: new RegExp(
      (["en", "ar"] as const).map((lang) => messages[lang].hero.nextTimes.heading).join("|"),
    ),
  });

/** The first free start of an attorney as the real server gives it, or undefined. */
async function firstFree(page: Page, attorney: string): Promise<string | undefined> {
  // Today in Amman by the page's clock, the one the site reads (scripts/at-clock.sh moves it).
  const from = await page.evaluate(
    (zone) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date()),
    amman,
  );
  const response = await page.request.get(`/api/slots?attorney=${attorney}&from=${from}&days=31`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { slots: string[] }).slots[0];
}

/**
 * "9:00" or "1:00" on Amman's twelve-hour clock, and whether it is morning: what a visitor must
 * read, whatever their own zone, derived from the slot (the first free time depends on the hour).
 */
function ammanClock(iso: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: amman,
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { clock: `${part("hour")}:${part("minute")}`, morning: part("dayPeriod") === "AM" };
}

for (const [path, contactPath] of [
  ["/", "/contact"],
  ["/ar", "/ar/contact"],
] as const) {
  test.describe(`home ${path}`, () => {
    test("shows each bookable attorney's next free time, in Amman time, without moving the page", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      // Hold the answers back so the panel is measured before and after it is filled.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/next-times?*", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await waitForPageScript(page);
      const panel = panelOf(page);
      await expect(panel).toBeVisible();
      const before = await panel.boundingBox();
      const links = panel.getByRole("listitem").getByRole("link");
      // Those who take consultations (content/attorneys/*.json's `bookable`), in their order.
      await expect(links).toHaveCount(bookableAttorneyIds.length);
      release();
      await expect(panel).toHaveAttribute("data-filled", "");
      expect(await panel.boundingBox()).toEqual(before);

      for (const [index, attorney] of bookableAttorneyIds.entries()) {
        const link = links.nth(index);
        const slot = await firstFree(page, attorney);
        expect(slot, `attorney ${attorney} has a free time in the next 30 days`).toBeTruthy();
        const href = new URL((await link.getAttribute("href"))!, page.url());
        expect(href.pathname).toBe(contactPath);
        expect(href.searchParams.get("attorney")).toBe(attorney);
        expect(href.searchParams.get("slot")).toBe(slot);
        expect(href.hash).toBe("#book");
        const { clock, morning } = ammanClock(slot!);
        await expect(link).toContainText(clock);
        const period = path === "/ar" ? (morning ? " ص" : " م") : morning ? "AM" : "PM";
        await expect(link).toContainText(period);
        // A screen reader reading the links alone still hears that the times are Amman's.
        await expect(link).toHaveAccessibleDescription(
          (await page.locator("#next-times-zone").textContent())!.trim(),
        );
      }
      await expectAccessible(page);
    });

    test.describe("when the booking API is down", () => {
      test.use({ expectedConsoleErrors: /status of 503/ });
      test("the panel disappears without leaving a gap", async ({ page }) => {
        await page.route("**/api/next-times?*", (route) =>
          route.fulfill({ status: 503, body: "{}" }),
        );
        await page.goto(path);
        await waitForPageScript(page);
        await expect(panelOf(page)).toBeHidden();
        // The hero ends where its buttons do, plus its own bottom padding and gold rule.
        const gap = await page.evaluate(() => {
          const hero = document.getElementById("home")!;
          const buttons = hero.querySelector("a")!.parentElement!;
          const inner = hero.firstElementChild!;
          const padding = parseFloat(getComputedStyle(inner).paddingBottom);
          const rule = hero.lastElementChild!.getBoundingClientRect().height;
          return (
            hero.getBoundingClientRect().bottom -
            buttons.getBoundingClientRect().bottom -
            padding -
            rule
          );
        });
        expect(Math.abs(gap)).toBeLessThan(1);
      });
    });

    test("a time opens the contact form with that attorney and that time chosen", async ({
      page,
    }) => {
      await page.goto(path);
      await waitForPageScript(page);
      const panel = panelOf(page);
      await expect(panel).toHaveAttribute("data-filled", "");
      const link = panel.getByRole("listitem").getByRole("link").last();
      const slot = new URL((await link.getAttribute("href"))!, page.url()).searchParams.get(
        "slot",
      )!;
      await link.click();
      const last = bookableAttorneyIds.at(-1)!;
      await expect(page).toHaveURL(new RegExp(`${contactPath}\\?attorney=${last}&slot=.+#book$`));
      await waitForForm(page);
      const form = page.locator('[data-island="contact-form"]');
      await expect(form.locator('select[name="attorney"]')).toHaveValue(last);
      await expect(form.locator(`input[name="slotPick"][value="${slot}"]`)).toBeChecked();
      await expect(form.locator('input[name="slot"]')).toHaveValue(slot);
      const [before = "", after = ""] =
        messages[path === "/ar" ? "ar" : "en"].contact.form.booking.chosen.split("{{time}}");
      const chosen = form.getByText(before.trim());
      await expect(chosen).toContainText(ammanClock(slot).clock);
      await expect(chosen).toContainText(after.trim());
    });
  });
}

test("a time that is no longer free is not chosen: the visitor picks another", async ({ page }) => {
  // A Monday at ten, long past: never among the free times.
  const gone = "2026-01-05T10:00:00+03:00";
  const [first] = bookableAttorneyIds;
  await page.goto(`/contact?attorney=${first}&slot=${encodeURIComponent(gone)}#book`);
  await waitForForm(page);
  const form = page.locator('[data-island="contact-form"]');
  await expect(form.locator('select[name="attorney"]')).toHaveValue(first!);
  await expect(form.locator('input[name="slotPick"]').first()).toBeVisible();
  await expect(form.locator('input[name="slotPick"]:checked')).toHaveCount(0);
  await expect(form.getByText(messages.en.contact.form.booking.noneChosen)).toBeVisible();
  await expect(form.locator('input[name="slot"]')).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("each attorney is a plain link to the booking part", async ({ page }) => {
    await page.goto("/ar");
    const links = panelOf(page).getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(bookableAttorneyIds.length);
    await expect(links.first()).toContainText(messages.ar.hero.nextTimes.see);
    const href = `/ar/contact?attorney=${bookableAttorneyIds[0]}#book`;
    await expect(links.first()).toHaveAttribute("href", href);
  });
});
