import { z } from "zod";
import { errorCodes } from "./fields";

/**
 * What `POST /api/contact` answers a JSON caller: the route's response schemas
 * (server/inquiries/route.ts), and what the contact form parses (send-inquiry.ts).
 */

/** The consultation the server holds for the visitor until the firm confirms it. */
export const bookingReceipt = z.object({
  /** ISO 8601 with the Amman offset. */
  start: z.string(),
  attorney: z.string(),
  meeting: z.string(),
  status: z.string(),
});
export type BookingReceipt = z.infer<typeof bookingReceipt>;

/** 201: stored, with the time held if one was asked for. */
export const inquiryStored = z.object({ id: z.string(), booking: bookingReceipt.optional() });

/** 400: the fields at fault, each with the code the form words in the visitor's language. */
export const inquiryInvalid = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.enum(errorCodes)),
});

/** 409: the time went to someone else, or this visitor already has as many waiting as allowed. */
export const timeNotHeld = z.object({ error: z.enum(["slot_taken", "hold_limit"]) });

/** 413, 415, 429 and the like: a short reason. */
export const contactRefusal = z.object({ error: z.string() });
