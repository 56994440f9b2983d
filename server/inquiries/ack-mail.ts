import { messages } from "../../app/i18n/messages";
import { localize } from "../../app/i18n/paths";
import { heldBookingBlocks, visitorCopy, visitorMail } from "../bookings";
import type { Block, Composer, MailContext } from "../mail";
import type { Store } from "../store";

/**
 * The visitor's acknowledgment (`inquiry.ack`), in the language of the form: the reference, the
 * 24-hour promise, the site's one account of secrecy and of when the firm becomes the visitor's
 * lawyer, and, for a consultation still held, its time and a cancel link. It repeats
 * nothing the visitor typed, so the form cannot send a stranger a text of someone's choosing.
 */
export function acknowledgmentComposer(store: Store, context: MailContext): Composer {
  return (message) => {
    const inquiry = store.inquiries.get(message.recordId);
    if (!inquiry || inquiry.spam) return null;
    const lang = inquiry.language;
    const copy = visitorCopy[lang];
    // Entered at the desk for someone who called: it says so, not "your message has reached us".
    const words = inquiry.source === "desk" ? copy.ack.desk : copy.ack;
    // A consultation time held with the inquiry: the booking capability says what it is,
    // secrecy and engagement included; without one, the mail says those two itself.
    const held = heldBookingBlocks(store, context, lang, inquiry.id, inquiry.source);
    const blocks: Block[] = [
      // With a time held, its sentence below says by when we answer: one promise, not two.
      { p: held.length > 0 && inquiry.source !== "desk" ? copy.ack.introHeld : words.intro },
      { p: words.reference(inquiry.id) },
      // Booked on a call: the policy's "we ask you to confirm that you agree in our first reply".
      ...(inquiry.source === "desk"
        ? [
            {
              lead: copy.ack.desk.privacy,
              href: `${context.siteUrl}${localize(lang, "/privacy")}`,
              label: copy.ack.desk.policyButton,
              secondary: true,
            },
          ]
        : []),
      ...(held.length > 0
        ? held
        : [{ p: `${messages[lang].consultation.secrecySent} ${copy.ack.notEngaged}` }]),
    ];
    return visitorMail(context, message, {
      lang,
      to: message.recipient || inquiry.email,
      subject: words.subject(inquiry.id),
      heading: words.heading,
      blocks,
      source: inquiry.source,
    });
  };
}
