import { z } from "zod";
import { bi, day, list } from "./fields";

/**
 * The providers that handle personal data for the firm, in the privacy policy: what each does,
 * who it is, where it keeps the data and the basis for any transfer out of Jordan. The firm
 * fills them in; `labels` are the words the page puts before each of the last three.
 */
const processors = z.strictObject({
  labels: z.strictObject({ provider: bi(), country: bi(), transfer: bi() }),
  items: list(
    z.strictObject({
      service: bi().describe("What it does with the data, e.g. “Email delivery”"),
      provider: bi().describe("The company, as its contract names it, and the product"),
      country: bi().describe("Where it keeps the data"),
      transfer: bi().describe(
        "The basis for sending the data out of Jordan (or that it stays in Jordan), as the Personal Data Protection Law allows it",
      ),
    }),
  ),
});

/** A paragraph, a bulleted list, a list of terms with their explanations, or the providers (the editor's blocks). */
const block = z.discriminatedUnion(
  "discriminant",
  [
    z.strictObject({ discriminant: z.literal("paragraph"), value: bi() }),
    z.strictObject({ discriminant: z.literal("list"), value: list(bi()) }),
    z.strictObject({
      discriminant: z.literal("definitions"),
      value: list(z.strictObject({ term: bi(), detail: bi() })),
    }),
    z.strictObject({ discriminant: z.literal("processors"), value: processors }),
  ],
  { error: "must be a paragraph, a list, a list of definitions or the providers" },
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
