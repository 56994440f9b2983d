/**
 * A visitor whose page outlived a deploy: the booking picker's chunk is gone from the server.
 * The part still works, as the plain form's date and hour, with a message that says why.
 */
import { messages } from "../../app/i18n/messages";
import { copy, langs, openBooking } from "./booking-helpers";
import { expect, test } from "./fixtures";

test.use({ expectedConsoleErrors: /status of 404|Failed to fetch dynamically imported module/ });

for (const lang of langs) {
  test(`${copy[lang].contact}: a picker chunk that is gone leaves the plain date and hour, and says so`, async ({
    page,
  }) => {
    // The chunk of a build that is no longer served.
    await page.route(/\/assets\/booking-picker-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: "Not found" }),
    );
    const book = await openBooking(page, lang);
    await expect(book.getByText(messages[lang].contact.form.booking.failed)).toBeVisible();
    await expect(book.locator('input[name="slotDate"], select[name="slotDate"]')).toBeVisible();
    await expect(book.locator('select[name="slotTime"], input[name="slotTime"]')).toBeVisible();
  });
}
