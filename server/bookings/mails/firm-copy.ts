import { localize } from "../../../app/content/bilingual";
import { liveCopy, mailWords } from "../../../app/content/mails.server";
import type { FirmMailsFile } from "../../../app/content/schema/mails";
import { fill } from "../../../app/content/schema/template";
import type { Lang } from "../../../app/i18n/locales";

/**
 * What the firm's booking mails, its calendar feed and the consultation rows of its inquiry
 * mail say, in FIRM_LANGUAGE (English unless set to Arabic): content/mails/firm.json's
 * `consultations`, their placeholders filled here.
 */
function firmBookingCopyOf(file: FirmMailsFile["consultations"], lang: Lang) {
  const t = localize(file, lang);
  const subject = (text: string) => (id: string, when: string, name: string) =>
    fill(text, { id, when, name });
  return {
    ...t,
    ammanTime: mailWords[lang].ammanTime,
    booking: { ...t.booking, subject: subject(t.booking.subject) },
    expired: { ...t.expired, subject: subject(t.expired.subject) },
    confirmed: { ...t.confirmed, subject: subject(t.confirmed.subject) },
    cancelled: { ...t.cancelled, subject: subject(t.cancelled.subject) },
    cancelledByFirm: { ...t.cancelledByFirm, subject: subject(t.cancelledByFirm.subject) },
    moved: { ...t.moved, subject: subject(t.moved.subject) },
    movedByFirm: { ...t.movedByFirm, subject: subject(t.movedByFirm.subject) },
    declined: { ...t.declined, subject: subject(t.declined.subject) },
    event: {
      summary: (name: string, meeting: string, id: string) =>
        fill(t.event.summary, { name, meeting, id }),
      phone: (phone: string) => fill(t.event.phone, { phone }),
    },
    feed: { firm: (firm: string) => fill(t.feed.firm, { firm }) },
  };
}

export type FirmBookingCopy = ReturnType<typeof firmBookingCopyOf>;

export const firmBookingCopy: Record<Lang, FirmBookingCopy> = liveCopy(
  (content) => content.firm.consultations,
  firmBookingCopyOf,
);
