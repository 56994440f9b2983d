/**
 * The days the firm offers no consultations online: Jordan's public holidays. Re-exported by
 * ./booking.ts; a module of its own so that only the code that checks dates downloads them.
 */

export interface ClosedDate {
  /** A day in Amman, YYYY-MM-DD. */
  date: string;
  name: { en: string; ar: string };
  /** An Islamic holiday before its announcement: moon sighting may move it by a day. */
  expected: boolean;
  source: string;
}

// Where each date comes from (gathered in the project's Jordan calendar notes, checked yearly).
const fixed = "Fixed date, confirmed each year by the government's public-holiday circular";
const announced = "Announced by the government for Eid al-Fitr 1447 AH (20 to 23 March 2026)";
const lunar =
  "Expected from the Hijri calendar; moon sighting may move it by a day. Correct it when the government announces it";

const newYear = { en: "New Year's Day", ar: "رأس السنة الميلادية" };
const eidFitr = { en: "Eid al-Fitr", ar: "عيد الفطر" };
const labour = { en: "Labour Day", ar: "عيد العمال" };
const independence = { en: "Independence Day", ar: "عيد الاستقلال" };
const arafat = { en: "Arafat Day", ar: "يوم عرفة" };
const eidAdha = { en: "Eid al-Adha", ar: "عيد الأضحى" };
const hijriNewYear = { en: "Islamic New Year", ar: "رأس السنة الهجرية" };
const mawlid = { en: "The Prophet's Birthday", ar: "المولد النبوي الشريف" };
const christmas = { en: "Christmas Day", ar: "عيد الميلاد المجيد" };

/**
 * Jordan's public holidays in 2026 and 2027, one entry per day. Isra' and Mi'raj is not among
 * them: it stopped being a public holiday in 2005, though some holiday libraries still list it.
 */
export const closedDates: readonly ClosedDate[] = [
  { date: "2026-01-01", name: newYear, expected: false, source: fixed },
  { date: "2026-03-20", name: eidFitr, expected: false, source: announced },
  { date: "2026-03-21", name: eidFitr, expected: false, source: announced },
  { date: "2026-03-22", name: eidFitr, expected: false, source: announced },
  { date: "2026-03-23", name: eidFitr, expected: false, source: announced },
  { date: "2026-05-01", name: labour, expected: false, source: fixed },
  { date: "2026-05-25", name: independence, expected: false, source: fixed },
  { date: "2026-05-26", name: arafat, expected: true, source: lunar },
  { date: "2026-05-27", name: eidAdha, expected: true, source: lunar },
  { date: "2026-05-28", name: eidAdha, expected: true, source: lunar },
  { date: "2026-05-29", name: eidAdha, expected: true, source: lunar },
  { date: "2026-05-30", name: eidAdha, expected: true, source: lunar },
  { date: "2026-06-16", name: hijriNewYear, expected: true, source: lunar },
  { date: "2026-08-25", name: mawlid, expected: true, source: lunar },
  { date: "2026-12-25", name: christmas, expected: false, source: fixed },
  { date: "2027-01-01", name: newYear, expected: false, source: fixed },
  { date: "2027-03-09", name: eidFitr, expected: true, source: lunar },
  { date: "2027-03-10", name: eidFitr, expected: true, source: lunar },
  { date: "2027-03-11", name: eidFitr, expected: true, source: lunar },
  { date: "2027-05-01", name: labour, expected: false, source: fixed },
  { date: "2027-05-15", name: arafat, expected: true, source: lunar },
  { date: "2027-05-16", name: eidAdha, expected: true, source: lunar },
  { date: "2027-05-17", name: eidAdha, expected: true, source: lunar },
  { date: "2027-05-18", name: eidAdha, expected: true, source: lunar },
  { date: "2027-05-25", name: independence, expected: false, source: fixed },
  { date: "2027-06-06", name: hijriNewYear, expected: true, source: lunar },
  { date: "2027-08-14", name: mawlid, expected: true, source: lunar },
  { date: "2027-12-25", name: christmas, expected: false, source: fixed },
];
