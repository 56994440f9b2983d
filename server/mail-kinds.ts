/**
 * The kinds of mail about an inquiry and its consultation (the `kind` column of the outbox in
 * server/schema.sql). Which event sends which is one table: `mailsOf` in
 * server/bookings/lifecycle/table.ts. A leaf module: every capability may name a kind.
 */
export const mailKinds = {
  /** To the firm: an inquiry, with the consultation time it asks for if any. */
  inquiry: "inquiry.firm",
  /** To the visitor: their inquiry arrived (one of the `formMailKinds`). */
  acknowledgment: "inquiry.ack",
  /** To the visitor, with the invitation. */
  confirmed: "booking.confirmed",
  /** The same invitation, to the firm. */
  confirmedFirm: "booking.confirmed.firm",
  declined: "booking.declined",
  /** To the firm, with the calendar cancellation: only when its calendar held the event. */
  declinedFirm: "booking.declined.firm",
  /**
   * To the visitor: when their calendar held the event (then with its cancellation), or when the
   * desk cancels.
   */
  cancelled: "booking.cancelled",
  /** To the firm, whatever the status was (with the calendar cancellation when confirmed). */
  cancelledFirm: "booking.cancelled.firm",
  reminder: "booking.reminder",
  /** To the visitor: the firm did not answer before the hold ran out, so the time is free again. */
  expired: "booking.expired",
  /** To the firm: the same, so it knows the time was released. */
  expiredFirm: "booking.expired.firm",
  /** To the visitor: they moved it to another time, which the firm confirms again. */
  moved: "booking.moved",
  /** To the firm: what moved, with Confirm and Decline for the new time. */
  movedFirm: "booking.moved.firm",
  /** To the visitor: the firm had to move it; the new time is confirmed, with its invitation. */
  movedByFirm: "booking.moved-by-firm",
  /** To the firm: the same, with the invitation for its calendar. */
  movedByFirmFirm: "booking.moved-by-firm.firm",
} as const;

/** The booking mails' kinds (every kind above but the inquiry's two). */
export const {
  inquiry: firmMailKind,
  acknowledgment: acknowledgmentKind,
  ...bookingMailKinds
} = mailKinds;

/** To the address a data request gives: the link that proves it is theirs (server/privacy/mails.ts). */
export const proofKind = "request.prove";

/**
 * The mails anyone can have sent to any address by typing it into one of the site's forms: the
 * contact form's acknowledgment and the privacy page's proof link. Together, at most
 * `formMailsPerDay` go to one address in 24 hours (DECISIONS.md): the forms are no mail cannon.
 * The rest answer what the firm did, or what the person did through a link mailed to them.
 */
export const formMailKinds = [mailKinds.acknowledgment, proofKind] as const;
export const formMailsPerDay = 3;

/**
 * The outbox's dedupe key of a mail about one time of a booking: the store sends one mail per
 * kind, record and key, so a consultation rescheduled and confirmed again gets its new
 * confirmation, and a mail about an earlier time than the booking's is known as such.
 */
export function rescheduleKey(reschedules: number): string {
  return reschedules > 0 ? `move-${reschedules}` : "";
}

/** Whether a mail queued under `rescheduleKey` is about the booking's time now, not an earlier one. */
export function aboutCurrentTime(
  message: { dedupe: string },
  booking: { reschedules: number },
): boolean {
  return message.dedupe === rescheduleKey(booking.reschedules);
}
