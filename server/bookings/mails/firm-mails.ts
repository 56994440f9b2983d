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
import { attorneyName, meetingLabel } from "../labels";
import { bookingInvitation, type EventText } from "../ics";
import { videoRoomUrl } from "../video";
import type { Booking } from "../store";
import { formatMailTime } from "../when";
import { bookingMailKinds } from "./kinds";
import { firmBookingCopy } from "./firm-copy";
import { firmBookingRows } from "./firm-rows";
import { officeAddress } from "./visitor-mail";

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
    ) => { subject: string; heading?: string; blocks: Block[] },
    method: "REQUEST" | "CANCEL" | null,
  ): Mail | null => {
    const inquiry = store.inquiries.get(message.recordId);
    const booking = store.bookings.get(message.recordId);
    if (!inquiry || !booking || booking.status !== status) return null;
    const { subject, heading, blocks } = write(booking, inquiry);
    const body = renderBlocks(lang, [...blocks, { rows: firmBookingRows(lang, booking) }], {
      heading: heading ?? subject,
    });
    const icalEvent = method
      ? bookingInvitation(
          booking,
          firmEvent(lang, booking, inquiry, {
            video: videoRoomUrl(context.videoBase ?? null, context.secret, booking),
          }),
          {
            method,
            host: siteHost(context),
            now: context.now(),
            attendee: inquiry.email,
          },
        )
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

  return {
    [bookingMailKinds.confirmedFirm]: (message) =>
      compose(
        message,
        "confirmed",
        (booking, inquiry) => ({
          subject: copy.confirmed.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.confirmed.heading,
          blocks: [{ p: copy.confirmed.intro }],
        }),
        "REQUEST",
      ),
    [bookingMailKinds.expiredFirm]: (message) =>
      compose(
        message,
        "expired",
        (booking, inquiry) => ({
          subject: copy.expired.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.expired.heading,
          blocks: [{ p: copy.expired.intro }],
        }),
        null,
      ),
    [bookingMailKinds.cancelledFirm]: (message) => {
      // The calendar cancellation only when the firm had been sent the invitation.
      const wasConfirmed = message.params.wasConfirmed === true;
      return compose(
        message,
        "cancelled",
        (booking, inquiry) => ({
          subject: copy.cancelled.subject(booking.inquiryId, when(booking), inquiry.fullName),
          heading: copy.cancelled.heading,
          blocks: [
            { p: copy.cancelled.intro },
            ...(wasConfirmed ? [{ p: copy.cancelled.calendar }] : []),
          ],
        }),
        wasConfirmed ? "CANCEL" : null,
      );
    },
  };
}
