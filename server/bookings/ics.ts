import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { firm } from "../../app/content/firm";
import type { Booking } from "./store";

export interface EventText {
  summary: string;
  description: string;
  location: string;
  /** Whom the reader's calendar names as the organizer: the firm, in the reader's language. */
  organizer: string;
}

/** RFC 5545 UID of a booking's event: the same in every invitation, update and cancellation. */
function bookingUid(inquiryId: string, host: string): string {
  return `booking-${inquiryId}@${host}`;
}

/**
 * RFC 5545 TEXT escaping for the calendar's NAME and X-WR-CALNAME: ical-generator escapes an
 * event's SUMMARY but writes the calendar name as given, so a visitor's name with a line break
 * could start a property or a component of its own.
 */
function calendarText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n?|\n/g, "\\n")
    .replace(/\p{Cc}/gu, " ");
}

function calendar(name: string, method: ICalCalendarMethod) {
  const cal = ical({
    prodId: { company: firm.name.en, product: "Website", language: "EN" },
    name: calendarText(name),
  });
  cal.method(method);
  return cal;
}

/** Adds one booking's event. Times are Date objects, so the file carries them in UTC (`…Z`). */
function addEvent(
  cal: ReturnType<typeof calendar>,
  booking: Booking,
  text: EventText,
  { host, now, cancelled, attendee }: EventOptions,
) {
  const event = cal.createEvent({
    id: bookingUid(booking.inquiryId, host),
    sequence: booking.sequence,
    stamp: new Date(now),
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: text.summary,
    description: text.description,
    location: text.location,
    // A moved consultation waits for the firm to confirm its new time: tentative until then.
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === "requested"
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    organizer: { name: text.organizer, email: firm.email },
  });
  if (attendee) event.createAttendee({ email: attendee, rsvp: false });
  return event;
}

interface EventOptions {
  host: string;
  now: number;
  cancelled?: boolean;
  /** The visitor's address, on invitations and cancellations that go by mail. */
  attendee?: string;
}

/** An invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) of one booking, for a mail. */
export function bookingInvitation(
  booking: Booking,
  text: EventText,
  options: EventOptions & { method: "REQUEST" | "CANCEL" },
): { method: "REQUEST" | "CANCEL"; filename: string; content: string } {
  const cancel = options.method === "CANCEL";
  const cal = calendar(
    text.summary,
    cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  addEvent(cal, booking, text, { ...options, cancelled: cancel });
  return {
    method: options.method,
    filename: cancel ? "cancel.ics" : "invite.ics",
    content: cal.toString(),
  };
}

/** A subscription feed (METHOD:PUBLISH) of many bookings. */
export function bookingFeed(
  name: string,
  events: readonly { booking: Booking; text: EventText }[],
  options: EventOptions,
): string {
  const cal = calendar(name, ICalCalendarMethod.PUBLISH);
  for (const { booking, text } of events) addEvent(cal, booking, text, options);
  return cal.toString();
}
