import { z } from "zod";

/**
 * What `GET /api/slots` and `GET /api/next-times` take and answer: the server's route schemas
 * (server/bookings/slots-route.ts), and what the booking picker parses (fetch-slots.ts).
 */

/** The most days one query may cover. */
export const maxSlotDays = 31;

export const slotsQuery = z.object({
  /** "any" (the default) or a bookable attorney's id; which ids are bookable, the server says. */
  attorney: z.string().max(64).optional(),
  /** The first day, in Amman; the default is today. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** How many days from `from`; the default is the booking horizon. */
  days: z.coerce.number().int().min(1).max(maxSlotDays).optional(),
});

export const slotsAnswer = z.object({
  timeZone: z.string(),
  attorney: z.string(),
  /** Free starts, ISO 8601 with Amman's offset. */
  slots: z.array(z.string()),
  /** The days asked for that the office would open but closes for a holiday, with its name. */
  closed: z.array(
    z.object({ date: z.string(), name: z.object({ en: z.string(), ar: z.string() }) }),
  ),
});
export type ClosedDay = SlotsAnswer["closed"][number];
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

export const nextTimesQuery = z.object({ lang: z.enum(["en", "ar"]) });

export const nextTimesAnswer = z.object({
  timeZone: z.string(),
  /** One per bookable attorney; null when they have no free time before the horizon. */
  times: z.array(
    z.object({
      attorney: z.string(),
      slot: z.string().nullable(),
      /** "Fri 27 Nov, 9:00 AM", «الجمعة، 27 تشرين الثاني، 9:00 ص». */
      label: z.string().nullable(),
    }),
  ),
});
export type NextTimesAnswer = z.infer<typeof nextTimesAnswer>;

/** Any refusal of the API: a short reason, and on an invalid inquiry the fields at fault. */
export const refusal = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
