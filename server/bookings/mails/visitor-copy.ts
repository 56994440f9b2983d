import { liveCopy, mailWords } from "../../../app/content/mails.server";
import type { VisitorMailsFile } from "../../../app/content/schema/mails";
import { fill } from "../../../app/content/schema/template";
import { localize } from "../../../app/content/bilingual";
import type { Lang } from "../../../app/i18n/locales";

/**
 * What the site's automated mails say to a visitor, in the language of the form they sent: the
 * words of content/mails/visitor.json, their placeholders filled here. Nothing here may carry
 * text the visitor typed (name, message, phone): only the reference, times, the meeting, the
 * attorney, the firm's own facts and links.
 */
function visitorCopyOf(file: VisitorMailsFile, lang: Lang) {
  const t = localize(file, lang);
  const subject = (text: string) => (ref: string) => fill(text, { ref });
  return {
    ...t,
    ammanTime: mailWords[lang].ammanTime,
    signOff: (firm: string) => fill(t.signOff, { firm }),
    notYou: (host: string) => fill(t.notYou, { host }),
    ack: {
      ...t.ack,
      subject: subject(t.ack.subject),
      reference: subject(t.ack.reference),
      booking: (until: string) => fill(t.ack.booking, { until }),
      desk: {
        ...t.ack.desk,
        subject: subject(t.ack.desk.subject),
        reference: subject(t.ack.desk.reference),
        booking: (until: string) => fill(t.ack.desk.booking, { until }),
      },
    },
    confirmed: {
      ...t.confirmed,
      subject: subject(t.confirmed.subject),
      office: (address: string) => fill(t.confirmed.office, { address }),
      phone: (attorney: string, phone: string) => fill(t.confirmed.phone, { attorney, phone }),
      video: (phone: string) => fill(t.confirmed.video, { phone }),
    },
    declined: { ...t.declined, subject: subject(t.declined.subject) },
    cannotAct: { ...t.cannotAct, subject: subject(t.cannotAct.subject) },
    expired: { ...t.expired, subject: subject(t.expired.subject) },
    cancelled: { ...t.cancelled, subject: subject(t.cancelled.subject) },
    moved: {
      ...t.moved,
      subject: subject(t.moved.subject),
      pending: (until: string) => fill(t.moved.pending, { until }),
    },
    movedByFirm: { ...t.movedByFirm, subject: subject(t.movedByFirm.subject) },
    reminder: { ...t.reminder, subject: subject(t.reminder.subject) },
    event: {
      ...t.event,
      summary: (attorney: string, firm: string, ref: string) =>
        fill(t.event.summary, { attorney, firm, ref }),
      phone: (phone: string) => fill(t.event.phone, { phone }),
    },
  };
}

export type VisitorCopy = ReturnType<typeof visitorCopyOf>;

export const visitorCopy: Record<Lang, VisitorCopy> = liveCopy(
  (content) => content.visitor,
  visitorCopyOf,
);
