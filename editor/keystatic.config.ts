import { type Config, collection, config, fields, singleton } from "@keystatic/core";
import { collections, singletons } from "../app/content/schema";
import { fieldsFor } from "./fields-from-schema";

/**
 * What the firm edits in the browser (decision 0012): every file of content/, on this server's
 * disk (Keystatic's local mode, whose folder is content/ itself, so paths here start inside it),
 * with the fields the content's own schemas describe.
 */
const singletonKey = (path: string) =>
  path.replace(/\.json$/, "").replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase());

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Nasser & Partners" },
    navigation: {
      "The firm": ["firm", "attorneys", "services", "insights"],
      Pages: [
        "home",
        "pagesServices",
        "pagesAttorneys",
        "pagesContact",
        "pagesInsights",
        "pagesContactSent",
        "pagesContactSentNoSlot",
        "pagesContactNotSent",
        "legalPrivacy",
        "legalTerms",
      ],
      Booking: ["bookingSettings", "bookingClosedDates"],
      Interface: ["interface"],
      "Mails and booking pages": [
        "mailsVisitor",
        "mailsFirm",
        "mailsBookingPages",
        "mailsWords",
        "mailsSignIn",
        "mailsDesk",
      ],
    },
  },
  singletons: Object.fromEntries(
    Object.entries(singletons).map(([path, { label, schema }]) => [
      singletonKey(path),
      singleton({
        label,
        path: path.replace(/\.json$/, ""),
        format: { data: "json" },
        schema: fieldsFor(schema),
      }),
    ]),
  ),
  collections: Object.fromEntries(
    Object.entries(collections).map(([folder, { label, schema }]) => [
      folder,
      collection({
        label,
        path: `${folder}/*`,
        format: { data: "json" },
        slugField: "id",
        // Beside each id, what tells the entries apart at a glance (Keystatic shows plain values
        // only): an attorney's email, a service's place, an article's date.
        columns: ["email", "order", "published"].filter(
          (key) => key in ((schema as { shape?: object }).shape ?? {}),
        ) as never,
        schema: {
          id: fields.text({
            label: "Id (the page's address)",
            description: "Letters, digits or -. Never change it once the page is published.",
            validation: {
              isRequired: true,
              pattern: { regex: /^[A-Za-z0-9-]+$/, message: "Letters, digits or - only" },
            },
          }),
          ...fieldsFor(schema),
        },
      }),
    ]),
  ),
}) as Config;
