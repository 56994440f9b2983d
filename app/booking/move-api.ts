import { z } from "zod";

/**
 * What the "Choose another time" page's API takes and answers: the server's route schemas
 * (server/bookings/move-route.ts) and what the page parses (components/sections/booking-move.tsx).
 */

/** The signed link's parts: a reference of the store's alphabet, a base64url token. */
export const moveParams = z.object({ id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{12}$/) });
export const moveQuery = z.object({ t: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/** A consultation as the page receives it: only the firm's facts, never a word the visitor typed. */
export const movableBooking = z.object({
  reference: z.string(),
  attorney: z.string(),
  /** ISO 8601 with Amman's offset. */
  start: z.string(),
  meeting: z.enum(["office", "phone", "video"]),
  status: z.enum([
    "requested",
    "confirmed",
    "declined",
    "cancelled",
    "expired",
    "released",
    "attended",
    "absent",
  ]),
  /** How many more times it may be moved online. */
  movesLeft: z.number().int().min(0),
  /** How many hours before the start online changes close. */
  noticeHours: z.number().int().min(0),
});

/** `GET`: the booking, and why it cannot move online now (null when it can). */
export const bookingAnswer = z.object({
  booking: movableBooking,
  closed: z.enum(["past", "closed", "limit", "notice", "missing"]).nullable(),
});

/** `POST` …/move: the new start the visitor chose. */
export const moveBody = z.object({ slot: z.string().max(40) });
export const movedAnswer = z.object({ moved: z.literal(true), booking: movableBooking });

/** A refusal: a stable word, the field at fault, and the booking as it stays. */
export const moveRefusal = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  booking: movableBooking.optional(),
});
