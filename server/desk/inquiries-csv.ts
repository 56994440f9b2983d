import type { Lang } from "../../app/i18n/locales";
import { ammanIso, attorneyName, meetingLabel, pageCopy } from "../bookings";
import { csvText } from "../cli/export";
import { serviceLabel, type StoredInquiry } from "../inquiries";
import type { Store } from "../store";
import type { InquiryLine } from "./inquiries";
import { deskCopy } from "./page";

type Marks = Pick<InquiryLine, "answeredAt" | "answeredBy" | "assignedTo">;

/** Amman time as a spreadsheet reads a date and time: `2026-12-01 10:00`. */
const cellTime = (instant: number | string) => ammanIso(instant).slice(0, 16).replace("T", " ");

/**
 * The desk's download: the inquiries as the desk shows them, in its language (headings, service,
 * status, the consultation asked for with each), every time in Amman's. The CLI's export
 * (`npm run inquiries -- --csv`) keeps its own columns, with the mails' delivery, for scripts.
 */
export function deskInquiriesCsv(
  lang: Lang,
  store: Store,
  inquiries: readonly { inquiry: StoredInquiry; marks: Marks }[],
): string {
  const d = deskCopy[lang];
  const t = d.inquiries;
  const p = pageCopy[lang];
  const heading = [
    p.reference,
    t.received,
    t.language,
    d.columns.name,
    d.detail.email,
    d.detail.phone,
    t.service,
    d.detail.message,
    t.status,
    t.csv.answeredBy,
    t.csv.answeredAt,
    t.assignedTo,
    t.csv.consultation,
    t.csv.attorney,
    t.csv.meeting,
    t.csv.status,
  ];
  const rows = inquiries.map(({ inquiry, marks }) => {
    const booking = store.bookings.get(inquiry.id);
    return [
      inquiry.id,
      cellTime(inquiry.receivedAt),
      inquiry.language === "ar" ? t.formArabic : t.formEnglish,
      inquiry.fullName,
      inquiry.email,
      inquiry.phone,
      serviceLabel(inquiry.service, lang),
      inquiry.message,
      // Who and when in their own columns, as a spreadsheet sorts and filters them.
      marks.answeredAt ? t.answered : t.new,
      marks.answeredBy,
      marks.answeredAt ? cellTime(marks.answeredAt) : "",
      marks.assignedTo ? attorneyName(marks.assignedTo, lang) : "",
      ...(booking
        ? [
            cellTime(booking.start),
            attorneyName(booking.attorney, lang),
            meetingLabel(booking.meeting, lang, "firm"),
            p.statuses[booking.status],
          ]
        : ["", "", "", ""]),
    ];
  });
  return csvText([heading, ...rows]);
}
