import { z } from "zod";
import { bi, day, list } from "./fields";

/** A paragraph, a bulleted list, or a list of terms with their explanations (the editor's blocks). */
const block = z.discriminatedUnion(
  "discriminant",
  [
    z.strictObject({ discriminant: z.literal("paragraph"), value: bi() }),
    z.strictObject({ discriminant: z.literal("list"), value: list(bi()) }),
    z.strictObject({
      discriminant: z.literal("definitions"),
      value: list(z.strictObject({ term: bi(), detail: bi() })),
    }),
  ],
  { error: "must be a paragraph, a list or a list of definitions" },
);

/**
 * content/legal/privacy.json and terms.json. Text may use the firm tokens of
 * app/i18n/firm-text.ts ({firm}, {email}, {privacy|label}…).
 */
export const legalSchema = z.strictObject({
  /** The date the text last changed in substance, shown as "Last updated". */
  updated: day,
  meta: z.strictObject({ title: bi(), description: bi() }),
  breadcrumb: bi(),
  header: z.strictObject({ eyebrow: bi(), title: bi(), intro: bi() }),
  updatedLabel: bi(),
  summary: z.strictObject({ heading: bi(), items: list(bi()) }),
  tocHeading: bi(),
  sections: list(
    z.strictObject({
      /** The section's anchor, the same in both languages (`/ar/privacy#rights`). */
      id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower-case letters, digits or -" }),
      heading: bi(),
      body: list(block),
    }),
  ),
});

export type LegalFile = z.infer<typeof legalSchema>;
