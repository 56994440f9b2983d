import type { Lang } from "../../../app/i18n/locales";
import { type Block, type Composer, type MailContext, siteHost } from "../../mail";
import type { Store } from "../../store";
import { addToCalendarLinks } from "../calendar-links";
import { videoRoomUrl } from "../video";
import { bookingInvitation } from "../ics";
import { type Booking, holdingStatuses } from "../store";
import { aboutCurrentTime, bookingMailKinds } from "../../mail-kinds";
import {
  bookingRows,
  cancelBlock,
  consultationBlock,
  contactBookingUrl,
  moveBlocks,
  previousTimeRows,
  visitorMail,
} from "./visitor-mail";
import { visitorCopy } from "./visitor-copy";
import { nextSteps, visitorEvent } from "./visitor-event";
import { formatMailTime } from "../when";

/** When the hold ends, as the visitor reads it: by then the firm confirms, or the time goes. */
const holdEnds = (lang: Lang, booking: Booking) =>
  `${formatMailTime(booking.holdUntil, lang)} (${visitorCopy[lang].ammanTime})`;

/**
 * What an acknowledgment says of the consultation time held with the inquiry: that it is held
 * and not yet confirmed, the time, what a consultation is, and how to cancel it; nothing when
 * no time is held.
 */
export function heldBookingBlocks(
  store: Store,
  context: MailContext,
  lang: Lang,
  inquiryId: string,
  source: "form" | "desk" = "form",
): Block[] {
  const booking = store.bookings.get(inquiryId);
  if (!booking || !holdingStatuses.includes(booking.status)) return [];
  const words = source === "desk" ? visitorCopy[lang].ack.desk : visitorCopy[lang].ack;
  return [
    { p: words.booking(holdEnds(lang, booking)) },
    // The acknowledgment has just given the reference in a sentence of its own.
    { rows: bookingRows(lang, booking, { reference: false }) },
    consultationBlock(lang),
    ...moveBlocks(context, lang, booking),
    cancelBlock(context, lang, inquiryId),
  ];
}

/**
 * The visitor's booking mails, composed at send time from the booking as it is then: a mail
 * whose moment has passed (a confirmation of a booking since cancelled, a reminder of one no
 * longer confirmed or already begun) is not sent.
 */
export function visitorBookingComposers(
  store: Store,
  context: MailContext,
): Record<string, Composer> {
  /** The inquiry and booking of a mail, when both still exist. */
  const load = (recordId: string) => {
    const inquiry = store.inquiries.get(recordId);
    const booking = store.bookings.get(recordId);
    return inquiry && booking ? { inquiry, booking, lang: inquiry.language } : null;
  };
  const video = (booking: Booking) =>
    videoRoomUrl(context.videoBase ?? null, context.secret, booking);
  const event = (lang: Lang, booking: Booking) =>
    visitorEvent(lang, booking, cancelBlock(context, lang, booking.inquiryId).href, video(booking));
  const invitation = (lang: Lang, booking: Booking, to: string, method: "REQUEST" | "CANCEL") =>
    bookingInvitation(booking, event(lang, booking), {
      method,
      host: siteHost(context),
      now: context.now(),
      attendee: to,
    });
  /** A calendar that holds the event (it was confirmed once) is told it is gone. */
  const cancellation = (lang: Lang, booking: Booking, to: string) =>
    booking.invited ? { icalEvent: invitation(lang, booking, to, "CANCEL") } : {};
  const calendarGone = (lang: Lang, booking: Booking): Block[] =>
    booking.invited ? [{ p: visitorCopy[lang].cancelled.calendar }] : [];
  /** Google Calendar and Outlook buttons for the same event the `.ics` carries. */
  const addToCalendar = (lang: Lang, booking: Booking, lead = visitorCopy[lang].calendarLead) => {
    const links = addToCalendarLinks(booking, event(lang, booking));
    return [
      { p: lead },
      {
        actions: [
          { label: "Google Calendar", href: links.google },
          { label: "Outlook", href: links.outlook },
        ],
        // Neither is preferred, and the invitation attached is the first way.
        secondary: true,
      },
    ];
  };

  /**
   * A time the visitor now holds, confirmed: the firm's confirmation, or the firm's own move of
   * it (which names the time before). Only while it stands, and only the latest time's mail.
   */
  const confirmedTime = (message: Parameters<Composer>[0], movedByFirm: boolean) => {
    const found = load(message.recordId);
    if (!found || found.booking.status !== "confirmed") return null;
    if (!aboutCurrentTime(message, found.booking)) return null;
    const { inquiry, booking, lang } = found;
    const copy = visitorCopy[lang];
    const words = movedByFirm ? copy.movedByFirm : copy.confirmed;
    const previous = { label: copy.moved.previous, ammanTime: copy.ammanTime };
    const move = moveBlocks(context, lang, booking);
    return visitorMail(context, message, {
      lang,
      to: inquiry.email,
      source: inquiry.source,
      subject: words.subject(booking.inquiryId),
      heading: words.heading,
      blocks: [
        { p: words.intro },
        {
          rows: [
            ...bookingRows(lang, booking),
            ...(movedByFirm ? previousTimeRows(lang, previous, message.params.from) : []),
          ],
        },
        ...nextSteps(lang, booking, video(booking)),
        ...(movedByFirm ? [] : [consultationBlock(lang, { checked: true })]),
        { p: words.invitation },
        ...addToCalendar(lang, booking),
        // Another time online while moves are left; by reply once none is (never both).
        ...(move.length > 0 || !movedByFirm ? move : [{ p: copy.movedByFirm.replyForAnother }]),
        cancelBlock(context, lang, booking.inquiryId),
      ],
      icalEvent: invitation(lang, booking, inquiry.email, "REQUEST"),
    });
  };

  return {
    [bookingMailKinds.confirmed]: (message) => confirmedTime(message, false),

    [bookingMailKinds.declined]: (message) => {
      const found = load(message.recordId);
      if (!found || found.booking.status !== "declined") return null;
      const { inquiry, booking, lang } = found;
      const copy = visitorCopy[lang];
      // The firm cannot act (a conflict of interest): that mail gives no reason, implies no view
      // of the matter, invites no other time and quotes no note; it sends the visitor elsewhere.
      const cannotAct = booking.declinedAs === "cannot-act";
      const words = cannotAct ? copy.cannotAct : copy.declined;
      // The note is the firm's own text, written for the visitor on the decline page.
      const note: Block[] =
        booking.note && !cannotAct ? [{ p: copy.declined.note }, { quote: booking.note }] : [];
      return visitorMail(context, message, {
        lang,
        to: inquiry.email,
        source: inquiry.source,
        subject: words.subject(booking.inquiryId),
        heading: words.heading,
        blocks: [
          { p: words.intro },
          { rows: bookingRows(lang, booking) },
          ...note,
          // The visitor answers this mail, as the booking part promises: no new form to fill in.
          { p: words.next },
          ...calendarGone(lang, booking),
        ],
        ...cancellation(lang, booking, inquiry.email),
      });
    },

    [bookingMailKinds.expired]: (message) => {
      const found = load(message.recordId);
      if (!found || found.booking.status !== "expired") return null;
      const { inquiry, booking, lang } = found;
      const copy = visitorCopy[lang];
      return visitorMail(context, message, {
        lang,
        to: inquiry.email,
        source: inquiry.source,
        subject: copy.expired.subject(booking.inquiryId),
        heading: copy.expired.heading,
        blocks: [
          { p: copy.expired.intro },
          { rows: bookingRows(lang, booking) },
          { p: copy.expired.next },
          {
            lead: copy.pickAnother,
            href: contactBookingUrl(context, lang, booking),
            label: copy.buttons.pickAnother,
          },
          ...calendarGone(lang, booking),
        ],
        ...cancellation(lang, booking, inquiry.email),
      });
    },

    [bookingMailKinds.moved]: (message) => {
      const found = load(message.recordId);
      // Only the latest move's mail, and only while the new time waits for the firm.
      if (!found || found.booking.status !== "requested") return null;
      if (!aboutCurrentTime(message, found.booking)) return null;
      const { inquiry, booking, lang } = found;
      const copy = visitorCopy[lang];
      return visitorMail(context, message, {
        lang,
        to: inquiry.email,
        source: inquiry.source,
        subject: copy.moved.subject(booking.inquiryId),
        heading: copy.moved.heading,
        blocks: [
          { p: copy.moved.intro },
          {
            rows: [
              ...bookingRows(lang, booking),
              ...previousTimeRows(
                lang,
                { label: copy.moved.previous, ammanTime: copy.ammanTime },
                message.params.from,
              ),
            ],
          },
          { p: copy.moved.pending(holdEnds(lang, booking)) },
          ...(booking.invited ? [{ p: copy.moved.calendar }] : []),
          ...moveBlocks(context, lang, booking),
          cancelBlock(context, lang, booking.inquiryId),
        ],
        // Calendars that hold the event move it: same UID, higher SEQUENCE, tentative for now.
        ...(booking.invited
          ? { icalEvent: invitation(lang, booking, inquiry.email, "REQUEST") }
          : {}),
      });
    },

    [bookingMailKinds.movedByFirm]: (message) => confirmedTime(message, true),

    [bookingMailKinds.cancelled]: (message) => {
      const found = load(message.recordId);
      if (!found || found.booking.status !== "cancelled") return null;
      const { inquiry, booking, lang } = found;
      const copy = visitorCopy[lang];
      return visitorMail(context, message, {
        lang,
        to: inquiry.email,
        source: inquiry.source,
        subject: copy.cancelled.subject(booking.inquiryId),
        heading: copy.cancelled.heading,
        blocks: [
          { p: message.params.by === "firm" ? copy.cancelled.introByFirm : copy.cancelled.intro },
          { rows: bookingRows(lang, booking) },
          ...calendarGone(lang, booking),
          {
            lead: copy.pickAnother,
            href: contactBookingUrl(context, lang, booking),
            label: copy.buttons.pickAnother,
          },
        ],
        ...cancellation(lang, booking, inquiry.email),
      });
    },

    [bookingMailKinds.reminder]: (message) => {
      const found = load(message.recordId);
      if (!found || found.booking.status !== "confirmed") return null;
      const { inquiry, booking, lang } = found;
      if (booking.start <= context.now() || String(booking.start) !== message.dedupe) return null;
      const copy = visitorCopy[lang];
      return visitorMail(context, message, {
        lang,
        to: inquiry.email,
        source: inquiry.source,
        subject: copy.reminder.subject(booking.inquiryId),
        heading: copy.reminder.heading,
        blocks: [
          { p: copy.reminder.intro },
          { rows: bookingRows(lang, booking) },
          ...nextSteps(lang, booking, video(booking)),
          // No invitation rides with a reminder: its buttons are not an "or".
          ...addToCalendar(lang, booking, copy.reminder.calendarLead),
          ...moveBlocks(context, lang, booking),
          cancelBlock(context, lang, booking.inquiryId),
        ],
      });
    },
  };
}
