import type { MeetingMode } from "../../app/booking/meeting";
import type { Db } from "../db";

export type BookingStatus =
  | "requested"
  | "confirmed"
  | "declined"
  | "cancelled"
  /** The firm neither confirmed nor declined it before its hold ran out. */
  | "expired"
  /** The firm released every open request of one person at once. */
  | "released"
  /** After its time, the firm marked that the visitor came (or called, or joined). */
  | "attended"
  /** After its time, the firm marked that the visitor did not come. */
  | "absent";

/** Why the firm declined: pick another time, or it cannot take the matter (a conflict). */
export type DeclineOutcome = "another-time" | "cannot-act";

/** The statuses that hold a time: no other booking may have it for that attorney. */
export const holdingStatuses: readonly BookingStatus[] = ["requested", "confirmed"];

/** How many times a visitor may reschedule one consultation. */
export const maxReschedules = 3;

/** How many more times the visitor may move it online: the firm's own moves are not theirs. */
export const movesLeft = (booking: Pick<Booking, "reschedules" | "firmMoves">) =>
  Math.max(0, maxReschedules - (booking.reschedules - booking.firmMoves));

export interface Booking {
  inquiryId: string;
  attorney: string;
  /** What the visitor asked for: an attorney's id or `any`. */
  requestedAttorney: string;
  /** Start and end instants, ms since the epoch. */
  start: number;
  end: number;
  meeting: MeetingMode;
  /** The visitor's IANA time zone, when their browser gave it. */
  timeZone: string;
  /**
   * The other parties to the matter, as the visitor named them ("" when not given), for the
   * firm's conflict-of-interest check before it confirms. Shown to the firm only.
   */
  otherParties: string;
  status: BookingStatus;
  /** How the firm declined it ("" unless declined). */
  declinedAs: DeclineOutcome | "";
  /**
   * RFC 5545 SEQUENCE of the calendar event, so calendars take the newer version: raised by every
   * move, and by a change of status once calendars hold the event (`invited`).
   */
  sequence: number;
  /** How many times it was moved, by the visitor or the firm (each move's mails are keyed by it). */
  reschedules: number;
  /** How many of those moves the firm made: not the visitor's (`movesLeft`). */
  firmMoves: number;
  /**
   * Whether an invitation for it has gone to the calendars (it was confirmed once): every later
   * change of its time or status then raises the SEQUENCE and goes to them as an update.
   */
  invited: boolean;
  /** The firm's note to the visitor when it declined. */
  note: string;
  createdAt: string;
  updatedAt: string;
  /** Until when a requested time is held (ms); past it the hold expires unless confirmed. */
  holdUntil: number;
}

/**
 * A booking's columns under the names of `Booking`: only `invited` is converted (0/1). The table is
 * named where a column of the same name is the inquiries' too (a query may join them).
 */
export const bookingColumns = `inquiry_id AS inquiryId, attorney, requested_attorney AS requestedAttorney,
  start_at AS start, end_at AS "end", meeting, time_zone AS timeZone, bookings.other_parties AS otherParties,
  status, declined_as AS declinedAs, sequence, reschedules, firm_moves AS firmMoves, invited, note, created_at AS createdAt,
  updated_at AS updatedAt, hold_until AS holdUntil`;
export type BookingRow = Omit<Booking, "invited"> & { invited: number };
export const bookingFromRow = (row: BookingRow): Booking => ({
  ...row,
  invited: row.invited === 1,
});

export interface HoldRequest {
  inquiryId: string;
  /** The attorneys who may take it, in order of preference (one for a named attorney). */
  candidates: readonly string[];
  requestedAttorney: string;
  start: number;
  end: number;
  meeting: MeetingMode;
  timeZone: string;
  /** The other parties to the matter; "" or left out when not given. */
  otherParties?: string;
  /** Until when the time is held unless the firm confirms it (ms); default its start. */
  holdUntil?: number;
  /** Who asks: the address key (server/mail/address.ts) and the device key (a keyed hash of the address it came from). */
  holder?: string;
  deviceKey?: string;
}

/** Whose open requests to count or release: one person's address key, or one device's key. */
export type Requester = { holder: string } | { deviceKey: string };

export type BookingStore = ReturnType<typeof bookingStore>;

/** The bookings table's queries. */
export function bookingStore(db: Db) {
  // DO NOTHING on the held-time index: a taken time is an answer, not an error.
  const insert = db.prepare(
    `INSERT INTO bookings (inquiry_id, attorney, requested_attorney, start_at, end_at, meeting, time_zone, other_parties, status, created_at, updated_at, hold_until, holder, device_key)
     VALUES (@inquiryId, @attorney, @requestedAttorney, @start, @end, @meeting, @timeZone, @otherParties, 'requested', @at, @at, @holdUntil, @holder, @deviceKey)
     ON CONFLICT DO NOTHING`,
  );
  const byId = db.prepare<[string], BookingRow>(
    `SELECT ${bookingColumns} FROM bookings WHERE inquiry_id = ?`,
  );
  const held = db.prepare<[number, number], { attorney: string; start_at: number }>(
    `SELECT attorney, start_at FROM bookings
     WHERE start_at >= ? AND start_at < ? AND status IN ('requested', 'confirmed')`,
  );
  // The WHERE clause is the transition's guard: a booking no longer in one of `from` (pressed
  // twice, or changed by another process meanwhile) is not changed. SET reads the row as it was.
  const setStatus = db.prepare<
    { id: string; from: string; to: BookingStatus; at: string; note: string; declinedAs: string },
    BookingRow
  >(
    `UPDATE bookings SET status = @to, updated_at = @at, declined_as = @declinedAs,
       note = CASE WHEN @note = '' THEN note ELSE @note END,
       sequence = sequence + (invited AND status <> @to), invited = invited OR @to = 'confirmed'
     WHERE inquiry_id = @id AND status IN (SELECT value FROM json_each(@from))
     RETURNING ${bookingColumns}`,
  );
  // One statement takes the new time and lets the old one go: the held-time index checks the
  // new time as the row changes, so the booking is never without a time, nor ever holds two.
  // The visitor's move waits for the firm again, within their limit; the firm's is confirmed.
  const relocate = db.prepare<{
    id: string;
    start: number;
    end: number;
    holdUntil: number;
    at: string;
    byFirm: number;
  }>(
    `UPDATE bookings SET start_at = @start, end_at = @end, hold_until = @holdUntil,
       status = CASE WHEN @byFirm THEN 'confirmed' ELSE 'requested' END,
       invited = invited OR @byFirm, firm_moves = firm_moves + @byFirm,
       sequence = sequence + 1, reschedules = reschedules + 1, updated_at = @at
     WHERE inquiry_id = @id AND status IN ('requested', 'confirmed')
       AND (@byFirm OR reschedules - firm_moves < ${maxReschedules})`,
  );
  const confirmedBetween = db.prepare<[number, number], BookingRow>(
    `SELECT ${bookingColumns} FROM bookings WHERE start_at >= ? AND start_at < ? AND status = 'confirmed' ORDER BY start_at`,
  );
  const heldFrom = db.prepare<[number], BookingRow>(
    `SELECT ${bookingColumns} FROM bookings WHERE start_at >= ? AND status IN ('requested', 'confirmed') ORDER BY start_at`,
  );

  // Two queries, not one with a column name: each uses its partial index.
  const open = {
    holder: db.prepare<[string], { inquiry_id: string }>(
      `SELECT inquiry_id FROM bookings WHERE status = 'requested' AND holder = ? AND holder != ''`,
    ),
    deviceKey: db.prepare<[string], { inquiry_id: string }>(
      `SELECT inquiry_id FROM bookings WHERE status = 'requested' AND device_key = ? AND device_key != ''`,
    ),
  };
  const due = db.prepare<[number], { inquiry_id: string }>(
    `SELECT inquiry_id FROM bookings WHERE status = 'requested' AND hold_until <= ? ORDER BY hold_until`,
  );
  const requester = db.prepare<[string], { holder: string; deviceKey: string }>(
    `SELECT holder, device_key AS deviceKey FROM bookings WHERE inquiry_id = ?`,
  );

  const get = (inquiryId: string): Booking | null => {
    const row = byId.get(inquiryId);
    return row ? bookingFromRow(row) : null;
  };

  return {
    get,

    /**
     * Holds the time for the first candidate attorney who does not already have it. Atomic: the
     * UNIQUE index decides, so two requests can never both hold one attorney's time, whatever the
     * concurrency or the number of processes. Null when every candidate's time is taken.
     */
    hold(request: HoldRequest, now = Date.now()): Booking | null {
      const at = new Date(now).toISOString();
      for (const attorney of request.candidates) {
        const row = {
          ...request,
          attorney,
          at,
          holdUntil: Math.min(request.holdUntil ?? request.start, request.start),
          otherParties: request.otherParties ?? "",
          holder: request.holder ?? "",
          deviceKey: request.deviceKey ?? "",
        };
        if (insert.run(row).changes === 1) return get(request.inquiryId);
      }
      return null;
    },

    /** The held times (requested or confirmed) starting in [from, to), with their attorney. */
    held(from: number, to: number): { attorney: string; start: number }[] {
      return held.all(from, to).map((row) => ({ attorney: row.attorney, start: row.start_at }));
    },

    /**
     * Sets a booking's status to `to` if it is one of `from`, in one statement; returns the booking
     * as it is now, or null when it was not in one of those statuses (nothing changed). The event's
     * SEQUENCE rises when calendars already hold it, so they take the new status.
     */
    transition(
      id: string,
      from: readonly BookingStatus[],
      to: BookingStatus,
      {
        note = "",
        declinedAs = "",
        now = Date.now(),
      }: { note?: string; declinedAs?: DeclineOutcome | ""; now?: number } = {},
    ): Booking | null {
      const at = new Date(now).toISOString();
      const row = setStatus.get({ id, from: JSON.stringify(from), to, at, note, declinedAs });
      return row ? bookingFromRow(row) : null;
    },

    /**
     * Moves a requested or confirmed booking to another start, with a new hold deadline and a
     * higher SEQUENCE: back to `requested` for the firm to confirm, or `confirmed` at once when
     * `byFirm`. "taken" when its attorney already has that time; "unmovable" when its status or
     * the visitor's number of moves forbids it. Nothing changes unless it moved.
     */
    relocate(
      inquiryId: string,
      {
        start,
        end,
        holdUntil,
        now = Date.now(),
        byFirm = false,
      }: { start: number; end: number; holdUntil: number; now?: number; byFirm?: boolean },
    ):
      | { moved: true; before: Booking; after: Booking }
      | { moved: false; why: "missing" | "unmovable" | "taken" } {
      return db
        .transaction(() => {
          const before = get(inquiryId);
          if (!before) return { moved: false as const, why: "missing" as const };
          try {
            const at = new Date(now).toISOString();
            const changed = relocate.run({
              id: inquiryId,
              start,
              end,
              holdUntil,
              at,
              byFirm: byFirm ? 1 : 0,
            }).changes;
            if (changed === 0) return { moved: false as const, why: "unmovable" as const };
          } catch (error) {
            if ((error as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE") throw error;
            return { moved: false as const, why: "taken" as const };
          }
          return { moved: true as const, before, after: get(inquiryId)! };
        })
        .immediate();
    },

    /** The ids of the waiting requests of this person or device. */
    openIds(who: Requester): string[] {
      const rows =
        "holder" in who ? open.holder.all(who.holder) : open.deviceKey.all(who.deviceKey);
      return rows.map((row) => row.inquiry_id);
    },

    /** Who asked for a booking (address key and device key), for releasing all of theirs. */
    requester(inquiryId: string): { holder: string; deviceKey: string } | null {
      return requester.get(inquiryId) ?? null;
    },

    /** The waiting requests whose hold has run out at `now`, oldest deadline first. */
    dueToExpire(now: number): string[] {
      return due.all(now).map((row) => row.inquiry_id);
    },

    /** Every consultation holding a time that starts at `from` or later, soonest first. */
    heldFrom(from: number): Booking[] {
      return heldFrom.all(from).map(bookingFromRow);
    },

    /** Confirmed consultations starting in [from, to), soonest first. */
    confirmedBetween(from: number, to: number): Booking[] {
      return confirmedBetween.all(from, to).map(bookingFromRow);
    },
  };
}
