import { z } from "zod";
import { bi, day, whole } from "./fields";

/** content/booking/settings.json: consultation booking's settings. */
export const bookingSchema = z.strictObject({
  /** Length of a consultation; starts fall on a grid of this many minutes from opening. */
  slotMinutes: z.union(
    [
      z.literal(15),
      z.literal(20),
      z.literal(30),
      z.literal(45),
      z.literal(60),
      z.literal(90),
      z.literal(120),
    ],
    {
      error: "must be 15, 20, 30, 45, 60, 90 or 120 minutes",
    },
  ),
  /**
   * Nothing sooner than this many full working days of office time ahead is offered: the firm
   * replies within 24 hours on working days, so at least one.
   */
  leadWorkingDays: whole
    .min(1, { error: "must be at least 1: the firm needs a working day to read a request" })
    .max(10),
  /** How many days ahead a visitor may book. */
  horizonDays: whole.min(1).max(365),
  /** The consultation's fee in Jordanian dinars; 0 when it is free of charge. */
  consultationFeeJod: whole.min(0).max(100_000),
});

/**
 * content/booking/closed-dates.json: Jordan's public holidays and any other day the office is
 * closed, one entry per day (a file of its own: only the code that checks dates downloads it).
 */
export const closedDatesSchema = z.strictObject({
  dates: z.array(
    z.strictObject({
      date: day,
      name: bi(),
      /** An Islamic holiday before its announcement: moon sighting may move it by a day. */
      expected: z.boolean(),
      /** Where the date comes from, for whoever checks it next year. */
      source: z.string().trim().min(1, { error: "is empty" }),
    }),
  ),
});

export type BookingFile = z.infer<typeof bookingSchema>;
export type ClosedDatesFile = z.infer<typeof closedDatesSchema>;
