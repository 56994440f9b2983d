import type { Block } from "../mail/blocks";
import type { MailContext } from "../mail/context";
import type { Composer } from "../mail/outbox";
import type { Store } from "../store";
import { holdingStatuses } from "../bookings/store";
import {
  bookingRows,
  cancelBlock,
  consultationBlock,
  visitorMail,
} from "../bookings/mails/visitor-mail";
import { visitorCopy } from "../bookings/mails/visitor-copy";

/**
 * The visitor's acknowledgment (`inquiry.ack`), in the language of the form: the reference, the
 * 24-hour promise and, for a consultation still held, its time and a cancel link. It repeats
 * nothing the visitor typed, so the form cannot send a stranger a text of someone's choosing.
 */
export function acknowledgmentComposer(store: Store, context: MailContext): Composer {
  return (message) => {
    const inquiry = store.inquiries.get(message.recordId);
    if (!inquiry || inquiry.spam) return null;
    const lang = inquiry.language;
    const copy = visitorCopy[lang];
    const booking = store.bookings.get(inquiry.id);
    const held = booking && holdingStatuses.includes(booking.status) ? booking : null;
    const blocks: Block[] = [{ p: copy.ack.intro }, { p: copy.ack.reference(inquiry.id) }];
    if (held) {
      blocks.push(
        { p: copy.ack.booking },
        { rows: bookingRows(lang, held) },
        consultationBlock(lang),
        cancelBlock(context, lang, inquiry.id),
      );
    }
    return visitorMail(context, message, {
      lang,
      to: message.recipient || inquiry.email,
      subject: copy.ack.subject(inquiry.id),
      heading: copy.ack.heading,
      blocks,
    });
  };
}
