/** The outbox kinds of the booking mails (the `kind` column of server/schema.sql's outbox). */
export const bookingMailKinds = {
  /** To the visitor, with the invitation. */
  confirmed: "booking.confirmed",
  /** The same invitation, to the firm. */
  confirmedFirm: "booking.confirmed.firm",
  declined: "booking.declined",
  /** To the firm, with the calendar cancellation: only when its calendar held the event. */
  declinedFirm: "booking.declined.firm",
  /** To the visitor, with the calendar cancellation: only when their calendar held the event. */
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
} as const;

/**
 * The outbox's dedupe key of a mail about one state of a booking: the store sends one mail per
 * kind, record and key, so a consultation moved and confirmed again gets its new confirmation,
 * and a mail about an earlier time than the booking's is known as such.
 */
export function moveKey(moves: number): string {
  return moves > 0 ? `move-${moves}` : "";
}

/** Whether a mail queued under `moveKey` is about the booking's time now, not one since moved from. */
export function aboutCurrentTime(message: { dedupe: string }, booking: { moves: number }): boolean {
  return message.dedupe === moveKey(booking.moves);
}
