import { z } from "zod";
import { bi, hour, id, weekday, whole } from "./fields";

const phone = z.strictObject({
  /** As the firm writes it: "+962 6 555 0123". */
  display: id,
  /** The same number in digits for links: "+96265550123". */
  e164: z.string().regex(/^\+\d{8,15}$/, { error: "must be + and 8 to 15 digits" }),
});

/** content/firm.json: the firm's names, contact details, address, map point and working week. */
export const firmSchema = z.strictObject({
  name: bi(),
  legalName: bi(),
  foundedYear: whole.min(1900, { error: "must be a year" }),
  phone,
  whatsapp: phone,
  email: z.email({ error: "must be an email address" }),
  postalCode: id,
  countryCode: z.string().regex(/^[A-Z]{2}$/, { error: "must be two capital letters" }),
  geo: z.strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  address: z.strictObject({ street: bi(), district: bi(), city: bi(), country: bi() }),
  /** The office's week; the booking grid offers the same days and hours. */
  workingWeek: z
    .strictObject({
      /** ISO weekdays, Monday = 1, in the order of the firm's week. */
      days: z.array(weekday).min(1, { error: "must name at least one day" }),
      opensHour: hour,
      closesHour: hour,
    })
    .refine((week) => week.opensHour < week.closesHour, {
      error: "closes before it opens",
      path: ["closesHour"],
    }),
});

export type FirmFile = z.infer<typeof firmSchema>;
