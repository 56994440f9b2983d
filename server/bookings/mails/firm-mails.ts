import { firm } from "../../../app/content/firm";
import type { Lang } from "../../../app/i18n/locales";
import {
  type Block,
  type Composer,
  headerText,
  type Mail,
  type MailContext,
  outboxMessageId,
  renderBlocks,
  siteHost,
} from "../../mail";
import type { Store } from "../../store";
import { agreeWithAttorney, attorneyName, meetingLabel } from "../labels";
import { bookingInvitation, type EventText } from "../ics";
import { videoRoomUrl } from "../video";
import type { Booking } from "../store";
import { formatMailTime } from "../when";
import { aboutCurrentTime, bookingMailKinds } from "../../mail-kinds";
import { firmBookingCopy } from "./firm-copy";
import { firmAnswerBlocks, firmBookingRows, firmContactRows } from "./firm-rows";
import { officeAddress, previousTimeRows } from "./visitor-mail";

/** An inquiry as the store holds it: the firm's mails name the visitor and how to reach them. */
type StoredInquiry = NonNullable<ReturnType<Store["inquiries"]["get"]>>;

/**
 * The event as the firm's calendar shows it (invitations and the feed): the visitor's name, the
 * meeting and the reference; never the visitor's message.
 */
export function firmEvent(
  lang: Lang,
  booking: Booking,
  inquiry: Pick<StoredInquiry, "fullName" | "phone" | "email">,
  /** The visitor's email and phone: in the firm's own mail, never in the subscribed feed. */
  { contact = true, video = null }: { contact?: boolean; video?: string | null } = {},
): EventText {
  const copy = firmBookingCopy[lang];
  const meeting = meetingLabel(booking.meeting, lang, "firm");
  const office = officeAddress(lang);
  const location = {
    office: `${office.address}\n${office.map}`,
    phone: contact ? copy.event.phone(inquiry.phone || inquiry.email) : meeting,
    video: video ?? meeting,
  }[booking.meeting];
  return {
    summary: copy.event.summary(inquiry.fullName, meeting, booking.inquiryId),
    description: [
      `${copy.reference}: ${booking.inquiryId}`,
      `${copy.booking.attorney}: ${attorneyName(booking.attorney, lang)}`,
      `${copy.booking.meeting}: ${meeting}`,
      ...(video ? [video] : []),
      ...(contact
        ? [`${copy.email}: ${inquiry.email}`, `${copy.phone}: ${inquiry.phone || "-"}`]
        : []),
    ].join("\n"),
    location,
    organizer: firm.name[lang],
  };
}

/** The firm's mails about a booking's events, in FIRM_LANGUAGE, with the calendar file. */
export function firmBookingComposers(store: Store, context: MailContext): Record<string, Composer> {
  const lang = context.firmLanguage;
  const copy = firmBookingCopy[lang];

  const compose = (
    message: Parameters<Composer>[0],
    status: Booking["status"],
    write: (
      booking: Booking,
      inquiry: StoredInquiry,
    ) => {
      subject: string;
      heading?: string;
      blocks: Block[];
      /** Below the consultation's own rows (the time it moved from). */
      moreRows?: [string, string][];
    },
    method: "REQUEST" | "CANCEL" | null | ((booking: Booking) => "REQUEST" | "CANCEL" | null),
    { rows = true }: { rows?: boolean } = {},
  ): Mail | null => {
    const inquiry = store.inquiries.get(message.recordId);
    const booking = store.bookings.get(message.recordId);
    if (!inquiry || !booking || booking.status !== status) return null;
    const { subject, heading, blocks, moreRows = [] } = write(booking, inquiry);
    // Whom it is with and how to reach them, in the body too, then the consultation.
    const whom = firmContactRows(lang, booking.inquiryId, inquiry);
    const video = videoRoomUrl(context.videoBase ?? null, context.secret, booking);
    // The room of a video consultation that stands, as the visitor's mails give it.
    const room: Block[] =
      rows && video && booking.status === "confirmed"
        ? [
            {
              lead: copy.booking.videoRoom,
              href: video,
              label: copy.booking.videoRoomButton,
              secondary: true,
            },
          ]
        : [];
    const body = renderBlocks(
      lang,
      [
        ...blocks,
        ...(rows ? [{ rows: [...whom, ...firmBookingRows(lang, booking), ...moreRows] }] : []),
        ...room,
      ],
      { heading: heading ?? subject },
    );
    if (typeof method === "function") method = method(booking);
    const icalEvent = method
      ? bookingInvitation(booking, firmEvent(lang, booking, inquiry, { video }), {
          method,
          host: siteHost(context),
          now: context.now(),
          attendee: inquiry.email,
        })
      : undefined;
    return {
      to: context.firmTo,
      replyTo: { name: headerText(inquiry.fullName, 200), address: inquiry.email },
      subject: headerText(subject, 160),
      ...body,
      messageId: outboxMessageId(context, message),
      headers: { "X-Inquiry-Id": inquiry.id },
      ...(icalEvent ? { icalEvent } : {}),
    };
  };
  const when = (booking: Booking) => formatMailTime(booking.start, lang);
  /** The time a "moved" mail's consultation moved from, as a row below its new time. */
  const previous = (message: Parameters<Composer>[0]) =>
    previousTimeRows(
      lang,
      { label: copy.moved.previous, ammanTime: copy.ammanTime },
      message.params.from,
    );
  /** The calendar cancellation, when the firm's calendar holds the event (it was confirmed once). */
  const cancelIfInvited = (booking: Booking) => (booking.invited ? "CANCEL" : null);

  return {
    [bookingMailKinds.confirmedFirm]: (message) => {
      // A confirmation of a time the visitor has since moved from is not sent.
      const booking = store.bookings.get(message.recordId);
      if (booking && !aboutCurrentTime(message, booking)) return null;
      return compose(
        message,
        "confirmed",
        (booking, inquiry) => ({
          subject: copy.confirmed.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.confirmed.heading,
          blocks: [{ p: copy.confirmed.intro }],
        }),
        "REQUEST",
      );
    },
    [bookingMailKinds.expiredFirm]: (message) =>
      compose(
        message,
        "expired",
        (booking, inquiry) => ({
          subject: copy.expired.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.expired.heading,
          blocks: [
            { p: copy.expired.intro },
            ...(booking.invited ? [{ p: copy.cancelled.calendar }] : []),
          ],
        }),
        cancelIfInvited,
      ),
    [bookingMailKinds.declinedFirm]: (message) =>
      compose(
        message,
        "declined",
        (booking, inquiry) => ({
          subject: copy.declined.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.declined.heading,
          blocks: [{ p: copy.declined.intro }],
        }),
        cancelIfInvited,
      ),
    [bookingMailKinds.movedFirm]: (message) => {
      // Only the latest move's mail: an older one still waiting describes a time gone by.
      const booking = store.bookings.get(message.recordId);
      if (booking && !aboutCurrentTime(message, booking)) return null;
      return compose(
        message,
        "requested",
        (booking, inquiry) => ({
          subject: copy.moved.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.moved.heading,
          blocks: [
            {
              // From the visitor's link, or entered at the desk for a client who called.
              p: agreeWithAttorney(
                message.params.by === "client" ? copy.moved.introDesk : copy.moved.intro,
                booking.attorney,
                lang,
              ),
            },
            ...(message.params.wasConfirmed === true ? [{ p: copy.moved.wasConfirmed }] : []),
            ...(booking.invited ? [{ p: copy.moved.calendar }] : []),
            ...firmAnswerBlocks(lang, booking, context, previous(message)),
          ],
        }),
        // Its calendar moves the event it holds: same UID, higher SEQUENCE, tentative.
        (booking) => (booking.invited ? "REQUEST" : null),
        { rows: false },
      );
    },
    [bookingMailKinds.movedByFirmFirm]: (message) => {
      const booking = store.bookings.get(message.recordId);
      if (booking && !aboutCurrentTime(message, booking)) return null;
      return compose(
        message,
        "confirmed",
        (booking, inquiry) => ({
          subject: copy.movedByFirm.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.movedByFirm.heading,
          blocks: [{ p: agreeWithAttorney(copy.movedByFirm.intro, booking.attorney, lang) }],
          moreRows: previous(message),
        }),
        "REQUEST",
      );
    },
    [bookingMailKinds.cancelledFirm]: (message) => {
      // The calendar cancellation only when the firm had been sent the invitation (mails queued
      // before moves existed say `wasConfirmed`).
      const invited = (message.params.invited ?? message.params.wasConfirmed) === true;
      // Who cancelled: the visitor from their link, the desk for a client who asked, or the firm.
      const words = message.params.by === "firm" ? copy.cancelledByFirm : copy.cancelled;
      const intro = message.params.by === "client" ? copy.cancelled.introDesk : words.intro;
      return compose(
        message,
        "cancelled",
        (booking, inquiry) => ({
          subject: words.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: words.heading,
          blocks: [{ p: intro }, ...(invited ? [{ p: copy.cancelled.calendar }] : [])],
        }),
        invited ? "CANCEL" : null,
      );
    },
  };
}
