import { zonedParts } from "../../app/booking/zoned";
import { bookingSettings, closedDates } from "../../app/content/booking";
import { localize } from "../../app/content/bilingual";
import { bookableAttorneyIds } from "../../app/content/firm";
import { liveCopy } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import {
  type Composer,
  headerText,
  type MailContext,
  type OutboxStore,
  outboxMessageId,
  renderBlocks,
} from "../mail";
import type { Store } from "../store";
import { attorneyName } from "./labels";
import { firmBookingRows, firmContactRows } from "./mails/firm-rows";
import type { Booking } from "./store";

/** To the firm, once per publish that leaves held times without their attorney or on a closed day. */
export const afterPublishKind = "bookings.after-publish";

type Reason = "unbookable" | "closed";
interface Affected {
  inquiryId: string;
  reason: Reason;
}

const isolate = (text: string) => `\u2068${text}\u2069`;

/** content/mails/firm.json's `afterPublish`, in one language, its placeholders filled. */
const words = liveCopy(
  (content) => content.firm.afterPublish,
  (file, lang) => {
    const t = localize(file, lang);
    return {
      ...t,
      subject: (n: number) =>
        n === 1
          ? t.subjectOne
          : fill(t.subjectMany, { count: lang === "ar" ? isolate(String(n)) : n }),
      reasons: {
        unbookable: (name: string) => fill(t.reasons.unbookable, { name }),
        closed: () => t.reasons.closed,
      },
    };
  },
);

/** Why the content now served would not offer this held time, or null when it would. */
function reasonFor(booking: Booking, closed: ReadonlySet<string>): Reason | null {
  if (closed.has(zonedParts(new Date(booking.start), bookingSettings.timeZone).date))
    return "closed";
  // A confirmed consultation keeps its attorney: only a waiting request needs another look.
  if (booking.status === "requested" && !bookableAttorneyIds.includes(booking.attorney))
    return "unbookable";
  return null;
}

/**
 * After a publish has switched the content: lists to the firm, in one mail, the consultations
 * still to come whose time the new content would not offer (a request waiting for an attorney
 * who no longer takes bookings; any held time on a day now closed). Nothing is cancelled.
 * Answers whether a mail was queued.
 */
export function queueAfterPublish(
  store: Store,
  outbox: OutboxStore,
  { build, now }: { build: string; now: number },
): boolean {
  const closed = new Set(closedDates.map((day) => day.date));
  const affected: Affected[] = store.bookings.heldFrom(now).flatMap((booking) => {
    const reason = reasonFor(booking, closed);
    return reason ? [{ inquiryId: booking.inquiryId, reason }] : [];
  });
  if (affected.length === 0) return false;
  return (
    outbox.enqueue(
      { kind: afterPublishKind, recordId: `publish-${build}`, params: { affected } },
      now,
    ) !== null
  );
}

export function afterPublishComposers(
  store: Store,
  context: MailContext,
): Record<string, Composer> {
  return {
    [afterPublishKind]: (message) => {
      const lang = context.firmLanguage;
      const text = words[lang];
      const listed = (message.params.affected as Affected[]).flatMap(({ inquiryId, reason }) => {
        const booking = store.bookings.get(inquiryId);
        const inquiry = store.inquiries.get(inquiryId);
        if (!booking || !inquiry) return [];
        if (booking.status !== "requested" && booking.status !== "confirmed") return [];
        const why =
          reason === "closed"
            ? text.reasons.closed()
            : text.reasons.unbookable(attorneyName(booking.attorney, lang));
        return [
          {
            rows: [
              // The intro says the firm may contact the visitor: whom, and how.
              ...firmContactRows(lang, inquiryId, inquiry, { name: true }),
              [text.statusLabel, text.status[booking.status]],
              [text.why, why],
              ...firmBookingRows(lang, booking),
            ] as [string, string][],
          },
        ];
      });
      // Every one of them answered or erased since: nothing left to say.
      if (listed.length === 0) return null;
      const subject = text.subject(listed.length);
      return {
        to: context.firmTo,
        subject: headerText(subject, 160),
        ...renderBlocks(lang, [{ p: text.intro }, ...listed], { heading: subject }),
        messageId: outboxMessageId(context, message),
      };
    },
  };
}
