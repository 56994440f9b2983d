/**
 * The pages behind the links in the booking mails, as the firm and the visitor see them: what a
 * GET shows (and leaves as it was), what the button does, in their language, accessible and
 * narrow enough for a phone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { firm as theFirm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import { bookingPath } from "../../server/bookings/links";
import { secretFileName } from "../../server/bookings/secret";
import { freeSlots, laneSlot } from "./booking-helpers";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";

/** The key the test server made in its data directory on first start. */
const secret = () => readFileSync(join(process.env.E2E_DATA_DIR!, secretFileName), "utf8").trim();

/** The pages' words: the firm's (content/mails/booking-pages.json; issue 36, point 4). */
const words = mailContent.pages;

for (const [index, lang] of (["en", "ar"] as const).entries()) {
  test(`a booking from the ${lang} form: the firm confirms it from its link, the visitor cancels from theirs`, async ({
    page,
    request,
  }, info) => {
    const slot = laneSlot(await freeSlots(request, "3"), 9 + index, info, 7);
    const sent = await request.post("/api/contact", {
      data: {
        fullName: "Link Visitor",
        email: `links-${lang}-${info.project.name}@example.com`,
        message: "Booking link pages.",
        privacyAgreed: true,
        language: lang,
        slot,
        attorney: "3",
        meeting: "video",
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    // The firm's page is in FIRM_LANGUAGE (English by default); opening it changes nothing.
    await page.goto(bookingPath(secret(), "confirm", id));
    const firm = "en";
    await expect(page.getByRole("heading", { name: words.title.confirm[firm] })).toBeVisible();
    await expect(page.getByText(words.statuses.requested[firm])).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.reload();
    await expect(page.getByText(words.statuses.requested[firm])).toBeVisible();
    await page.getByRole("button", { name: words.button.confirm[firm] }).click();
    await expect(page.getByRole("status")).toContainText(words.done.confirm[firm]);
    await expectAccessible(page);

    // The visitor's page follows the language of their form.
    await page.goto(bookingPath(secret(), "cancel", id));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { name: words.title.cancel[lang] })).toBeVisible();
    // Under the site's own mark and the firm's name, as the mail it came from and the site are.
    await expect(page.locator("header img")).toBeVisible();
    await expect(page.locator("header")).toHaveText(theFirm.name[lang]);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.locator("form button").click();
    await expect(page.getByRole("status")).toContainText(words.done.cancel[lang]);
    expect(await freeSlots(request, "3")).toContain(slot);
  });
}
