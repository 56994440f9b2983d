/** What the booking tests share: the copy a visitor reads, free times, and picking one. */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { groupByDay } from "../../app/booking/days";
import { zonedParts } from "../../app/booking/zoned";
import { contactSentHeldContent, contactSentNoSlotContent } from "../../app/content/contact-result";
import { firm } from "../../app/content/firm";
import { bookingSettings, consultationTerms } from "../../app/content/booking";
import { homeFile } from "../../app/content/home";
import { messages } from "../../app/i18n/messages";
import { localize } from "../../app/i18n/paths";
import { filledPattern } from "../../server/test/patterns";
import { expect, waitForForm } from "./fixtures";

export const amman = "Asia/Amman";

/**
 * The consultation's terms as the booking part and the terms page list them: without the line that
 * it is free while the firm has switched that claim off (app/content/free-consultation.ts, whose
 * JSON import Playwright's loader cannot read).
 */
export function shownTerms(lang: "en" | "ar") {
  const [fee, ...rest] = consultationTerms(messages[lang].consultation);
  const shown = bookingSettings.consultationFeeJod > 0 || homeFile.claims.freeConsultation;
  return shown ? [fee, ...rest] : rest;
}

/**
 * What the booking part and its pages say in each language: the firm's words (content/
 * interface.json, content/pages/contact-sent*.json, the attorneys' files; issue 36, point 4).
 */
function copyFor(lang: "en" | "ar") {
  const booking = messages[lang].contact.form.booking;
  const name = (id: string) => firm.attorneys.find((attorney) => attorney.id === id)!.name[lang];
  return {
    contact: localize(lang, "/contact"),
    summary: booking.summary,
    send: messages[lang].contact.form.submit,
    sentPage: localize(lang, "/contact/sent/held"),
    heldText: contactSentHeldContent[lang].header.intro,
    noSlotPage: localize(lang, "/contact/sent/no-slot"),
    noSlotTitle: contactSentNoSlotContent[lang].header.title,
    success: contactSentHeldContent[lang].header.title,
    held: filledPattern(booking.success, {}, { whole: false }),
    taken: messages[lang].contact.form.errors.slotTaken,
    anyAttorney: booking.anyAttorney,
    khaled: name("2"),
    terms: shownTerms(lang),
    rania: name("3"),
    timeLegend: booking.time,
    localTime: filledPattern(booking.localTime, {}, { whole: false }),
    phoneCall: booking.meetingModes.phone,
    otherParties: booking.otherParties,
    otherPartiesHint: filledPattern(booking.otherPartiesHint, { max: "500" }, { whole: false }),
    // What the test types: not the firm's words.
    parties: lang === "en" ? "Wexbridge Trading Ltd\nOmar Khalil" : "شركة النور للتجارة\nعمر خليل",
  };
}

export const copy = { en: copyFor("en"), ar: copyFor("ar") };

export type Lang = keyof typeof copy;
export const langs = ["en", "ar"] as const;

/** The server's free starts for one attorney (or "any"), as the picker asks for them. */
export async function freeSlots(request: APIRequestContext, attorney: string): Promise<string[]> {
  const response = await request.get(`/api/slots?attorney=${attorney}&days=31`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

/**
 * A free start that no other test of this run asks for: every test books its own lane (a day of
 * its own), and the phone and desktop projects take different days, since they share one server.
 */
export function laneSlot(slots: string[], lane: number, info: TestInfo, hourIndex = 0): string {
  const days = groupByDay(slots, amman);
  const day = days[(lane * 2 + (info.project.name === "phone" ? 1 : 0)) % days.length];
  const slot = day?.slots[Math.min(hourIndex, day.slots.length - 1)];
  if (!slot) throw new Error("no free time to book");
  return slot;
}

/** The Amman day and clock hour of a start, as the plain form asks for them. */
export function plainParts(slot: string) {
  const wall = zonedParts(new Date(slot), amman);
  return { date: wall.date, time: `${String(wall.hour).padStart(2, "0")}:00` };
}

/** Opens the contact page's booking part the way a visitor does, once the form has hydrated. */
export async function openBooking(page: Page, lang: Lang, path: string = copy[lang].contact) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  await waitForForm(page);
  const booking = page.locator("#book");
  if ((await booking.getAttribute("open")) === null) {
    await booking.getByText(copy[lang].summary).click();
  }
  await expect(booking).toHaveAttribute("open", "");
  return booking;
}

/** Picks a day and then a time in the picker, by clicking their labels as a visitor does. */
export async function chooseSlot(page: Page, slot: string) {
  const book = page.locator("#book");
  const { date } = plainParts(slot);
  await book
    .locator("label", { has: page.locator(`input[name="slotDay"][value="${date}"]`) })
    .click();
  await book
    .locator("label", { has: page.locator(`input[name="slotPick"][value="${slot}"]`) })
    .click();
  await expect(book.locator(`input[name="slotPick"][value="${slot}"]`)).toBeChecked();
}

export async function fillInquiry(page: Page) {
  await page.locator("#contact-fullName").fill("Lina Saleh");
  await page.locator("#contact-email").fill("lina@example.com");
  await page.locator("#contact-phone").fill("+962 79 555 0199");
  await page.locator("#contact-message").fill("We would like to discuss a share transfer.");
  await page.locator("#contact-privacy").check();
}

/** The inquiry another visitor sends for the same time, straight to the server. */
export function rivalInquiry(slot: string, attorney: string) {
  return {
    fullName: "Omar Khalil",
    email: "omar@example.com",
    message: "Another visitor asking for the same hour.",
    privacyAgreed: true,
    language: "en",
    slot,
    attorney,
    meeting: "office",
  };
}
