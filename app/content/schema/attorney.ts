import { z } from "zod";
import { bi, day, hour, id, list, order, weekday, whole } from "./fields";

const year = whole.min(1940, { error: "must be a year" }).max(2100, { error: "must be a year" });

/**
 * Where the portraits live: the folder under content/images/ the editor's image field uploads to
 * (editor/fields-from-schema.ts: `images/attorneys`, named `attorneys/<id>/...`).
 */
export const portraitsFolder = "attorneys";

/**
 * A portrait's path, as written in the file: inside content/images/attorneys/, one plain name per
 * folder. No `..`, `.`, empty, absolute or backslash part, so a path cannot name a file elsewhere
 * on the server (the build would publish it).
 */
export const portraitPath = new RegExp(
  `^${portraitsFolder}(?:/[\\w-][\\w.-]*)+$`,
);

/**
 * An uploaded portrait: a picture under content/images/attorneys/ (JPEG, PNG or WebP, at least
 * 800 pixels wide; the build makes the AVIF and WebP sizes) and what it shows, in both languages.
 */
const portrait = z
  .strictObject({
    image: z
      .string()
      .regex(/\.(jpe?g|png|webp)$/i, { error: "must be a .jpg, .png or .webp file" })
      .regex(portraitPath, { error: `must be a picture in content/images/${portraitsFolder}/` })
      .nullish(),
    alt: z.strictObject({ en: z.string().trim().optional(), ar: z.string().trim().optional() }),
  })
  .superRefine(({ image, alt }, context) => {
    if (!image) return;
    for (const lang of ["en", "ar"] as const)
      if (!alt[lang])
        context.addIssue({ code: "custom", path: ["alt", lang], message: "is empty: describe the picture" });
  });

/**
 * When a bookable attorney takes consultations, in Amman time and inside the office's week and
 * hours (content/firm.json): no rows means all of the office's hours. Each row is some days with
 * one span of hours; a consultation must fit wholly inside a row.
 */
const consultationHours = z.array(
  z
    .strictObject({
      days: z.array(weekday).min(1, { error: "must name at least one day" }),
      fromHour: hour,
      toHour: hour,
    })
    .refine((row) => row.fromHour < row.toHour, {
      error: "ends before it starts",
      path: ["toHour"],
    }),
  { error: "must be a list" },
);

/** Days off (leave, a hearing abroad): no consultation is offered from the first to the last. */
const timeOff = z.array(
  z
    .strictObject({
      firstDay: day,
      lastDay: day,
      /** For the firm's own record; never shown to visitors. */
      reason: z.string().trim(),
    })
    .refine((row) => row.firstDay <= row.lastDay, {
      error: "is before the first day",
      path: ["lastDay"],
    }),
  { error: "must be a list" },
);

/**
 * The person's standing with the Jordanian Bar Association, shown on their profile: the
 * register they are on, in words, and their number in it; no number for someone who is not
 * registered as a practising lawyer (the status says so).
 */
const bar = z.strictObject({
  status: bi().describe(
    "In words, agreeing with the gender: “محامٍ أستاذ مزاول” / “محامية أستاذة مزاولة”, or that the person is not a practising lawyer",
  ),
  number: id
    .nullish()
    .describe("Number in the Bar's register; empty for someone not registered as a practising lawyer"),
});

/**
 * content/attorneys/<id>.json: one attorney, every profile field in both languages. The file's
 * name is the id in the profile's address (/attorneys/2); never change it once published.
 */
export const attorneySchema = z
  .strictObject({
  order,
  email: z.email({ error: "must be an email address" }),
  /**
   * Whether visitors may book a consultation with this attorney. Consultations are lawyers'
   * work under the Bar Association Law: only an attorney registered with the Bar is bookable.
   */
  bookable: z.boolean(),
  /** When not bookable: the bookable attorney whom "Schedule Consultation" on this profile books. */
  bookWith: z.string().trim().nullish(),
  consultationHours,
  timeOff,
  name: bi(),
  /** Arabic agrees with it: «المحامي خالد ناصر», «المحامية رانيا حداد», «نفسه» or «نفسها». */
  gender: z
    .enum(["m", "f"], { error: 'must be "m" or "f"' })
    .describe("Grammatical gender in Arabic: m (المحامي) or f (المحامية)"),
  /** The letters on the portrait's placeholder, shown while there is no portrait. */
  initials: bi(),
  portrait,
  title: bi(),
  bar,
  /** The card's one line of fields. */
  expertise: bi(),
  years: whole.min(0),
  /** One line under the name: what the attorney is retained for. */
  specializations: bi(),
  /** Time in practice, in words, beside the title badge. */
  experience: bi(),
  biography: list(bi()),
  education: list(z.strictObject({ degree: bi(), institution: bi(), year })),
  /** Newest first; no `end` means to the present day. */
  career: list(
    z.strictObject({ role: bi(), organization: bi(), start: year, end: year.nullish() }),
  ),
  /** One comma-separated list, split into items for display. */
  expertiseList: bi(),
  achievements: list(bi()),
  positions: list(bi()),
  certifications: list(bi()),
  metaDescription: bi(),
})
  .superRefine(({ bookable, bookWith, bar }, context) => {
    if (bookable && !bar.number)
      context.addIssue({
        code: "custom",
        path: ["bar", "number"],
        message: "is empty: only a lawyer registered with the Bar may take consultations",
      });
    if (!bookable && !bookWith)
      context.addIssue({
        code: "custom",
        path: ["bookWith"],
        message: "is empty: name the bookable attorney who takes this attorney's consultations",
      });
  });

export type AttorneyFile = z.infer<typeof attorneySchema>;
