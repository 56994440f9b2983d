/**
 * "Choose another time", as the visitor meets it from the link in their mails: the page in their
 * language, their consultation as it stands, the same attorney's free times, and one button that
 * moves it; by keyboard, accessible, and narrow enough for a phone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { zonedParts } from "../../app/booking/zoned";
import { mailContent } from "../../app/content/mails.server";
import { bookingPath, movePath } from "../../server/bookings/links";
import { secretFileName } from "../../server/bookings/secret";
import { amman, freeSlots, laneSlot } from "./booking-helpers";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";
import { type Lang, wordsIn } from "./languages";

/** The key the test server made in its data directory on first start. */
const secret = () => readFileSync(join(process.env.E2E_DATA_DIR!, secretFileName), "utf8").trim();

/**
 * What the page says in each language: the firm's words, through the page's own t()
 * (content/interface.json, "move"), and the refusal page's (content/mails/booking-pages.json).
 */
function wordsFor(lang: Lang) {
  const t = wordsIn(lang);
  return {
    title: t("move.title"),
    confirmed: t("move.confirmed"),
    requested: t("move.requested"),
    chooseFirst: t("move.chooseFirst"),
    submit: t("move.submit"),
    done: t("move.doneHeading"),
    taken: t("move.errors.taken"),
    invalid: mailContent.pages.errors.token.title[lang],
  };
}

const words = { en: wordsFor("en"), ar: wordsFor("ar") };

/** A consultation with attorney 3 asked for from the form in `lang`; its reference. */
async function book(
  request: APIRequestContext,
  lang: Lang,
  slot: string,
  info: TestInfo,
  who: string,
) {
  const sent = await request.post("/api/contact", {
    data: {
      fullName: "Move Visitor",
      email: `move-${who}-${lang}-${info.project.name}@example.com`,
      message: "Moving a consultation.",
      privacyAgreed: true,
      language: lang,
      slot,
      attorney: "3",
      meeting: "office",
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** Chooses `slot` in the picker: its day, then its time, as a visitor's keyboard does. */
async function choose(page: Page, slot: string) {
  const day = page.locator(
    `input[name="slotDay"][value="${zonedParts(new Date(slot), amman).date}"]`,
  );
  await day.focus();
  await page.keyboard.press("Space");
  const time = page.locator(`input[name="slotPick"][value="${slot}"]`);
  await time.focus();
  await page.keyboard.press("Space");
  await expect(time).toBeChecked();
}

async function openMovePage(page: Page, id: string, lang: Lang) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(movePath(secret(), id, lang));
  await expect(page.locator('[data-island="booking-move"]')).toHaveAttribute("data-hydrated", "");
  await expect(page.locator('input[name="slotDay"]').first()).toBeAttached();
}

for (const [index, lang] of (["en", "ar"] as const).entries()) {
  const w = words[lang];

  test(`a confirmed consultation moves from the ${lang} link, by keyboard, back to the firm to confirm`, async ({
    page,
    request,
  }, info) => {
    const slot = laneSlot(await freeSlots(request, "3"), 11 + index, info, 5);
    const id = await book(request, lang, slot, info, "keyboard");
    const confirmed = await request.post(bookingPath(secret(), "confirm", id), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "",
    });
    expect(confirmed.status()).toBe(200);

    await openMovePage(page, id, lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(id)).toBeVisible();
    await expect(page.getByText(w.confirmed, { exact: true })).toBeVisible();
    // When online changes close, the office's number is one tap from a phone.
    const call = page.locator("form p").first().getByRole("link");
    await expect(call).toHaveAttribute("href", /^tel:\+962/);
    await expect(call).toHaveText(/^\+962[\s\d]+$/);
    // The current time is held by this booking, so it is not offered again: its day, chosen,
    // shows the attorney's other times without it.
    const heldDay = page.locator(
      `input[name="slotDay"][value="${zonedParts(new Date(slot), amman).date}"]`,
    );
    await heldDay.focus();
    await page.keyboard.press("Space");
    await expect(heldDay).toBeChecked();
    await expect(page.locator('input[name="slotPick"]').first()).toBeAttached();
    await expect(page.locator(`input[name="slotPick"][value="${slot}"]`)).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Pressed without a time: a clear message, and nothing moves.
    const submit = page.getByRole("button", { name: w.submit });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(w.chooseFirst);
    await expect(page.getByRole("alert").locator("xpath=..")).toBeFocused();

    const target = laneSlot(await freeSlots(request, "3"), 13 + index, info, 6);
    await choose(page, target);
    await submit.focus();
    await page.keyboard.press("Enter");
    const done = page.getByRole("heading", { name: w.done });
    await expect(done).toBeFocused();
    await expect(page.getByText(w.requested, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The store moved it: the new time is held, the old one offered again.
    const free = await freeSlots(request, "3");
    expect(free).not.toContain(target);
    expect(free).toContain(slot);
  });

  test.describe(() => {
    // The browser logs the server's 409 answer; the page handles it.
    test.use({ expectedConsoleErrors: /status of 409/ });
    test(`a time taken while the ${lang} visitor chose it is refused, and the times are fetched again`, async ({
      page,
      request,
    }, info) => {
      const slot = laneSlot(await freeSlots(request, "3"), 15 + index, info, 5);
      const id = await book(request, lang, slot, info, "race");
      await openMovePage(page, id, lang);
      const target = laneSlot(await freeSlots(request, "3"), 17 + index, info, 6);
      await choose(page, target);
      // Someone else asks for that time first.
      await book(request, lang, target, info, "other");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(w.taken);
      await expect(page.locator(`input[name="slotPick"][value="${target}"]`)).toHaveCount(0);
      await expectAccessible(page);
      expect(await freeSlots(request, "3")).not.toContain(slot);
    });
  });
}

test(
  "the language menu opens the same booking's page in Arabic",
  { tag: "@one-width" },
  async ({ page, request }, info) => {
    const slot = laneSlot(await freeSlots(request, "3"), 19, info, 5);
    const id = await book(request, "en", slot, info, "language");
    await openMovePage(page, id, "en");
    await page.locator("#language-toggle").click();
    await page.locator('a[data-language="ar"]').click();
    await expect(page).toHaveURL(new RegExp(`/ar/booking/move/${id}\\?t=`));
    await expect(page.getByRole("heading", { level: 1, name: words.ar.title })).toBeVisible();
    await expect(page.getByText(id)).toBeVisible();
  },
);

test.describe(() => {
  // The browser logs the page's own 403 status.
  test.use({ expectedConsoleErrors: /status of 403/ });
  test(
    "a tampered link answers a page in the link's language and no form",
    { tag: "@one-width" },
    async ({ page }) => {
      const response = await page.goto("/ar/booking/move/AAAAAAAAAAAA?t=not-the-signature");
      expect(response?.status()).toBe(403);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("heading", { name: words.ar.invalid })).toBeVisible();
      await expect(page.locator("form")).toHaveCount(0);
      await expectAccessible(page);
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test(
    "the link's page says to reply or call, and nothing that only a script would end",
    { tag: "@one-width" },
    async ({ page, request }, info) => {
      const slot = laneSlot(await freeSlots(request, "3"), 8, info, 3);
      const id = await book(request, "ar", slot, info, "no-script");
      await page.goto(movePath(secret(), id, "ar"));
      const t = wordsIn("ar");
      const says = t("move.noScript", { phone: "|" }).split("|")[0]!.trim();
      // (Playwright's text locators skip <noscript>, whose words this page shows.)
      const note = page.locator("main noscript p");
      await expect(note).toBeVisible();
      await expect(note).toContainText(says);
      await expect(page.getByText(t("move.loading"))).toBeHidden();
    },
  );
});
