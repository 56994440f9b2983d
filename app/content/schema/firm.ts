import { z } from "zod";
import { bi, hour, id, weekday, whole, words } from "./fields";

const phone = z.strictObject({
  /** As the firm writes it: "+962 6 555 0123". */
  display: id,
  /** The same number in digits for links: "+96265550123". */
  e164: z.string().regex(/^\+\d{8,15}$/, { error: "must be + and 8 to 15 digits" }),
});

/**
 * The firm's standing with the Jordanian Bar Association: shown in every page's footer, and
 * beside each lawyer's own registration on their profile.
 */
const bar = z.strictObject({
  /** The Bar's name: the heading of the Bar section on a profile. */
  name: bi(),
  /** The firm's number in the Bar's register of law firms. */
  registrationNumber: id,
  registration: bi(
    words.includes("{number}", { error: "must contain {number}, the registration number" }),
  ).describe("The firm's registration, in a sentence; {number} stands for the number above"),
  /** The words before a lawyer's own number on their profile. */
  memberNumber: bi(),
  /** The law and rules the firm's lawyers are bound by. */
  rules: bi(),
  /** Where a client may complain about a lawyer's professional conduct. */
  complaints: bi(),
});

/** content/firm.json: the firm's names, Bar registration, contact details, address, map point and working week. */
export const firmSchema = z.strictObject({
  name: bi(),
  /** The full name registered with the Bar: under every page and every mail. */
  legalName: bi(),
  bar,
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
  /** The short confidentiality notice at the foot of every mail, under the name, address and phone. */
  mailNotice: bi(),
});

export type FirmFile = z.infer<typeof firmSchema>;
