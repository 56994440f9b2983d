/** What the booking tests share: the copy a visitor reads, free times, and picking one. */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { groupByDay } from "../../app/booking/days";
import { zonedParts } from "../../app/booking/zoned";
import { expect, waitForForm } from "./fixtures";

export const amman = "Asia/Amman";

export const copy = {
  en: {
    contact: "/contact",
    summary: "Choose a consultation time",
    send: "Send message",
    sentPage: "/contact/sent/held",
    heldText: "We are holding the consultation time you asked for, but it is not yet confirmed",
    noSlotPage: "/contact/sent/no-slot",
    noSlotTitle: "Message sent: we will propose a time",
    success: "Message sent successfully!",
    held: /You asked for .+ Amman time\. We are holding this time for you; it is confirmed only when we confirm it by email\. We will answer by the end of the next working day\./,
    taken:
      "Sorry, someone else has just booked this time. Please choose another of the available times.",
    anyAttorney: "First available attorney",
    khaled: "Khaled Nasser",
    terms: [
      "The consultation is free of charge.",
      "We keep what you send us confidential, as lawyers must; but until we have checked that we do not act for the other side, please describe your matter briefly and keep documents for our meeting.",
      "A consultation does not make the firm your lawyer: that relationship begins only when we agree in writing to act for you, in an engagement letter signed by both of us, with a power of attorney where we represent you before a court or authority.",
    ],
    rania: "Rania Haddad",
    timeLegend: "Start time, Amman time",
    localTime: /your time/,
    phoneCall: "Phone call",
    otherParties: "Other parties to the matter",
    otherPartiesHint: /only to check for a conflict of interest .+ Up to 500 characters\./,
    parties: "Wexbridge Trading Ltd\nOmar Khalil",
  },
  ar: {
    contact: "/ar/contact",
    summary: "اختيار موعد للاستشارة",
    send: "إرسال",
    sentPage: "/ar/contact/sent/held",
    heldText: "الموعد الذي طلبتموه محجوز لكم، لكنه لم يُؤكَّد بعد",
    noSlotPage: "/ar/contact/sent/no-slot",
    noSlotTitle: "تم إرسال رسالتكم، وسنقترح عليكم موعدًا",
    success: "تم إرسال رسالتكم بنجاح!",
    held: /طلبتم موعدًا يوم .+، الساعة .+ بتوقيت عمّان\. سنُبقي هذا الموعد محجوزًا لطلبكم، ولا يُعدّ مؤكدًا إلا بعد أن نؤكده لكم بالبريد الإلكتروني\. وسنردّ عليكم قبل نهاية يوم العمل التالي\./,
    taken: "عذرًا، حُجز هذا الموعد للتو. يرجى اختيار موعد آخر من المواعيد المتاحة.",
    anyAttorney: "أول محامٍ متاح",
    khaled: "خالد ناصر",
    terms: [
      "الاستشارة مجانية.",
      "نحفظ ما ترسلونه إلينا سرًّا كما يوجب علينا سرّ المهنة، لكن إلى أن نتحقق من أننا لا نمثّل الطرف الآخر، يُرجى وصف قضيتكم بإيجاز والاحتفاظ بالمستندات للقائنا.",
      "لا تنشأ علاقة المحامي بموكّله بينكم وبين المكتب بمجرد الاستشارة، إذ لا تبدأ إلا بموافقتنا الخطية على تمثيلكم في اتفاقية أتعاب يوقّعها الطرفان، مع وكالة إن كان التمثيل أمام محكمة أو جهة رسمية.",
    ],
    rania: "رانيا حداد",
    timeLegend: "ساعة البدء بتوقيت عمّان",
    localTime: /بتوقيتكم المحلي/,
    phoneCall: "مكالمة هاتفية",
    otherParties: "الأطراف الأخرى في القضية",
    otherPartiesHint: /إلا للتحقّق من عدم وجود تعارض في المصالح .+ بحدّ أقصى 500 حرف\./,
    parties: "شركة النور للتجارة\nعمر خليل",
  },
} as const;

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
