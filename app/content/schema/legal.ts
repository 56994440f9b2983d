import { z } from "zod";
import { requestFormAnchor } from "../../i18n/paths";
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
  ).superRefine((sections, context) => {
    sections.forEach(({ id }, index) => {
      if (sections.findIndex((section) => section.id === id) < index)
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `is "${id}" again: each section needs an id of its own, for its link`,
        });
    });
  }),
});

export type LegalFile = z.infer<typeof legalSchema>;

/**
 * A legal page that keeps the sections `ids`, whatever the firm's words in them: deleting one in
 * the editor is refused.
 */
const keeping = (ids: readonly string[], page: string) =>
  legalSchema.superRefine(({ sections }, context) => {
    for (const id of ids)
      if (!sections.some((section) => section.id === id))
        context.addIssue({
          code: "custom",
          path: ["sections"],
          message:
            `has no section with the id "${id}": ` +
            `${page} must keep it; its words are the firm's to change`,
        });
  });

/**
 * The sections the privacy policy keeps: what it tells a person about their data (who holds it,
 * what is collected, why and on what basis, who receives it and where, how long it is kept, their
 * rights and how to use them), and what the site does besides the form (the other ways to write
 * to the firm, what it keeps in the browser).
 */
export const privacySections = [
  "controller",
  "data-we-collect",
  "purposes",
  "legal-basis",
  "recipients",
  "retention",
  "rights",
  "exercise-your-rights",
  "other-channels",
  "cookies",
] as const;

/**
 * content/legal/privacy.json: the sections above, the providers listed under `recipients`, and no
 * section on the request form's anchor.
 */
export const privacySchema = keeping(privacySections, "the policy").superRefine(
  ({ sections }, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path: ["sections", ...path], message });
    const recipients = sections.find((section) => section.id === "recipients");
    if (recipients && !recipients.body.some((block) => block.discriminant === "processors"))
      issue(
        [sections.indexOf(recipients), "body"],
        "has no list of providers: the policy names each, where it keeps the data and why it may",
      );
    const form = sections.findIndex((section) => section.id === requestFormAnchor);
    if (form >= 0)
      issue([form, "id"], `is "${requestFormAnchor}", the anchor of the page's request form`);
  },
);

/**
 * The sections the terms keep: what the site is (with the link to the privacy policy), that it is
 * not legal advice and makes no lawyer-client relationship, and the law that governs them.
 */
export const termsSections = [
  "about",
  "not-legal-advice",
  "no-lawyer-client-relationship",
  "governing-law",
] as const;

/** content/legal/terms.json: the sections above. */
export const termsSchema = keeping(termsSections, "the terms");
