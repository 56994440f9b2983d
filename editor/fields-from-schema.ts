import { type ComponentSchema, fields } from "@keystatic/core";
import type { z } from "zod";
import { entryChecklist, entryPicker } from "./entry-pickers";
import { languageField } from "./language-field";
import { yearField } from "./year-field";

/**
 * The editor's fields, made from the content's zod schemas (app/content/schema/), so the editor
 * and the build can never disagree on what a file holds. A pair `{ en, ar }` becomes two fields
 * side by side, "English" and "العربية" (./direction.ts turns the Arabic one right to left).
 * The build checks the saved files with the same schemas, and the server refuses a save they
 * refuse (server/editor/save.ts).
 */

export const englishLabel = "English";
export const arabicLabel = "العربية";

type Schema = z.ZodType;
/** zod keeps each schema's definition here; only the parts the walk needs are typed. */
interface Definition {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  /** A pipe's input: what the file holds before the schema transforms it as it is read. */
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number } } }[];
}

const definition = (schema: Schema) =>
  (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The schema's own description (`.describe()`), shown under the field. */
const describe = (schema: Schema) => schema.description;

/** Names clearer to the firm than the field's key. */
const labels: Record<string, string> = {
  e164: "In digits with the country code, for links",
  display: "As written on the site",
  whatsapp: "WhatsApp",
  geo: "Map point",
  lat: "Latitude",
  lng: "Longitude",
  meta: "Search engines and shared links",
  metaDescription: "Search description",
  cta: "Call to action",
  bookable: "Takes consultations booked on the site (only an attorney registered with the Bar)",
  bookWith: "If not: the id of the attorney who takes this profile's consultations",
  leadWorkingDays: "Earliest consultation, in full working days ahead",
  consultationFeeJod: "Consultation fee in Jordanian dinars (0: free of charge)",
  consultationHours:
    "Consultation hours, Amman time, within the office's week (none: all of the office's hours)",
  days: "Days (1 Monday, 2 Tuesday … 5 Friday, 6 Saturday, 7 Sunday)",
  fromHour: "From (hour, 0 to 24)",
  toHour: "To (hour, 0 to 24)",
  timeOff: "Days off: no consultation is offered on these days",
  firstDay: "First day off",
  lastDay: "Last day off (the same as the first for one day)",
  reason: "Reason (for the firm only; never shown on the site)",
  // content/home.json: the claims the Bar's rules restrict, each with its switch.
  shown: "Show this statistic",
  claims: "Claims the Bar's rules restrict",
  firstInJordan: "Show “the first firm in Jordan…”",
  exclusiveBadge: "Show the EXCLUSIVE badge",
  testimonialsSection: "Show the testimonials",
  freeConsultation: "Say that the consultation is free of charge",
  consultationsWith:
    "Said by the button on the profile of someone who takes no consultations ({name}: theirs; {attorney}: who takes them)",
  m: "When the person is a man (m)",
  f: "When the person is a woman (f)",
  // content/mails/: the mails, the pages behind their links, the sign-in page.
  ack: "Acknowledgment (every message a visitor sends)",
  signOff: "Sign-off",
  notYou: "Why they receive it (the small print of every visitor mail)",
  consultations: "Consultation mails",
  afterPublish: "After a publish: consultations to review",
  unreadableCalendar: "A busy-time calendar cannot be read",
  firmMeetings: "How the firm's mails and pages name the meeting",
  clock: "The visitor's own clock",
  arabicAgreement: "Arabic words that agree with a woman lawyer",
  sameAttorney: "“The same lawyer”",
  otherLanguage: "The link to the other language, named in that language",
  // Keys that say little on their own, and the words they stand for.
  primaryCta: "Main button",
  secondaryCta: "Second button",
  body2: "Body, second paragraph",
  notYouDesk: "Why they receive it, when the desk booked for them by phone",
  notEngaged: "Writing to us does not make us their lawyer",
  inEnglish: "In English",
  inArabic: "In Arabic",
  a11y: "For screen readers and keyboards",
  csv: "Columns of the spreadsheet (CSV) export",
  json: "The data as a file (JSON)",
  utc: "UTC (universal time)",
  families: "Service families",
  family: "Service family",
  gender: "Grammatical gender (in Arabic)",
  alt: "Description of the portrait (for those who cannot see it)",
  primary: "Main link",
  secondary: "Second link",
  any: "When any attorney will do",
  none: "When there is none",
  other: "Any other number",
  // Counted words in Arabic take a form for 1, for 2, for 3 to 10 and for 11 or more.
  one: "For 1",
  two: "For 2",
  few: "For 3 to 10",
  many: "For 11 or more",
  // The same key in another place means something else: "parent.key" wins over "key".
  "nextTimes.zone": "Note on the time zone",
  "nextTimes.see": "Link to all free times",
  "nextTimes.none": "When no time is free",
  "nextTimes.other": "Link to choose another time",
  "release.none": "When nothing is waiting for an answer",
  "actions.none": "When nothing more can be done",
  "move.none": "When no time is free on those days",
  "conflicts.none": "When no entry has the name",
  "copy.none": "When the site holds nothing about them",
};

/** Words of a key that the firm writes otherwise. */
const words: Record<string, string> = {
  cta: "button",
  nav: "menu",
  toc: "contents",
  csv: "CSV",
  json: "JSON",
  utc: "UTC",
  english: "English",
  arabic: "Arabic",
  amman: "Amman",
  jordan: "Jordan",
  whatsapp: "WhatsApp",
  jod: "JOD",
};

/** The key of an Arabic counted form at a key's end ("subjectMany"), and what it means. */
const countedForm = /^(.+?)(One|Two|Few|Many)$/;
const countedWords: Record<string, string> = {
  One: "for 1",
  Two: "for 2",
  Few: "for 3 to 10",
  Many: "for several",
};

/** A choice's words where its value is a code. */
const optionLabels: Record<string, string> = {
  m: "Man (المحامي)",
  f: "Woman (المحامية)",
};

/** Days picked from a calendar (written YYYY-MM-DD, as the schema wants them). */
const dateKeys = new Set(["firstDay", "lastDay", "date"]);

/**
 * The label of a key, `parent` being the key of the object that holds it: the table's words, else
 * the key's own words ("metaDescription" → "Meta description", "decline:another-time" →
 * "Decline: another time", "subjectMany" → "Subject (for several)").
 */
export function labelFor(key: string, parent?: string): string {
  const named = (parent && labels[`${parent}.${key}`]) || labels[key];
  if (named) return named;
  const counted = countedForm.exec(key);
  if (counted) return `${labelFor(counted[1]!)} (${countedWords[counted[2]!]})`;
  const phrase = key
    .replace(/([a-z])(\d+)$/, "$1 $2")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .replace(/:/g, ": ")
    .toLowerCase()
    .split(" ")
    .map((word) => words[word] ?? word)
    .join(" ");
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Fields whose words run to sentences: edited in a box that shows several lines. */
const longText =
  /^(body\d*|biography|intro|description|text|subtitle|quote|detail|note|specializations|expertiseList|metaDescription|value|paragraph|source|pending|notEngaged|notYou|holdNote|hint|effect|noOtherParties|wasConfirmed|rules|complaints|registration|mailNotice)$/;

function unwrap(schema: Schema): { schema: Schema; optional: boolean } {
  const def = definition(schema);
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
    const inner = unwrap(def.innerType!);
    return { schema: inner.schema, optional: true };
  }
  // A value transformed as it is read (an English and Arabic pair): the editor edits the file's.
  if (def.type === "pipe") return unwrap(def.in!);
  return { schema, optional: false };
}

function isPair(def: Definition) {
  const keys = def.type === "object" ? Object.keys(def.shape ?? {}) : [];
  return keys.length === 2 && keys.includes("en") && keys.includes("ar");
}

const minimum = (def: Definition, check: string) =>
  def.checks?.find((c) => c._zod.def.check === check)?._zod.def;

/** A short label for a list item: its first English words. */
function itemLabel(element: Schema): ((props: unknown) => string) | undefined {
  const def = definition(unwrap(element).schema);
  type Preview = { value?: unknown; fields?: Record<string, Preview> };
  const english = (preview: Preview | undefined) => {
    const text = preview?.fields?.en?.value;
    return typeof text === "string" && text ? text.slice(0, 80) : "…";
  };
  if (isPair(def)) return (props) => english(props as Preview);
  if (def.type === "object") {
    const first = Object.entries(def.shape ?? {}).find(([, child]) =>
      isPair(definition(unwrap(child).schema)),
    );
    if (first) return (props) => english((props as Preview).fields?.[first[0]]);
  }
  return undefined;
}

type Scalar = { value?: unknown };
type Row = { fields?: Record<string, Scalar & { elements?: Scalar[] }> };
const weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Lists whose rows are numbers and days: labelled by what they say, not "Item 1". */
const rowLabels: Record<string, (row: Row) => string> = {
  consultationHours: ({ fields = {} }) => {
    const days = (fields.days?.elements ?? []).map(
      ({ value }) => weekdayNames[Number(value) - 1] ?? "?",
    );
    return `${days.join(", ") || "No day"}: ${String(fields.fromHour?.value ?? "?")}:00 to ${String(fields.toHour?.value ?? "?")}:00`;
  },
  statistics: ({ fields = {} }) =>
    `${String(fields.value?.value ?? "?")}+ ${String(fields.label?.value ?? "")}${fields.shown?.value === false ? " (not shown)" : ""}`,
  // The home page's six families: "Corporate (highlighted)", not "Item 1".
  families: ({ fields = {} }) =>
    `${labelFor(String(fields.family?.value ?? "?"))}${fields.highlighted?.value === true ? " (highlighted)" : ""}`,
  // A working week's days, and an attorney's: "Mon", not "Item 1".
  days: (row) => weekdayNames[Number((row as Scalar).value) - 1] ?? "?",
  // Closed dates: the day first, as the firm looks for it.
  dates: ({ fields = {} }) => {
    const name = (fields.name as { fields?: Record<string, Scalar> } | undefined)?.fields?.en;
    const expected = fields.expected?.value === true ? " (expected)" : "";
    return `${String(fields.date?.value ?? "?")} · ${String(name?.value ?? "")}${expected}`;
  },
  timeOff: ({ fields = {} }) => {
    const first = String(fields.firstDay?.value ?? "?");
    const last = String(fields.lastDay?.value ?? "?");
    return first === last ? first : `${first} to ${last}`;
  },
};

/** The editor field for one value of a content file. */
export function fieldFor(schema: Schema, key: string, label = labelFor(key)): ComponentSchema {
  const { schema: inner, optional } = unwrap(schema);
  const def = definition(inner);
  const description = describe(schema) ?? describe(inner);
  switch (def.type) {
    case "object": {
      if (isPair(def)) {
        const side = (language: "en" | "ar") => {
          const label = language === "en" ? englishLabel : arabicLabel;
          const text = unwrap(def.shape![language]!);
          const textDef = definition(text.schema);
          if (textDef.type !== "string") return fieldFor(text.schema, key, label);
          return languageField({
            language,
            label,
            multiline: longText.test(key),
            isRequired: !text.optional && (minimum(textDef, "min_length")?.minimum ?? 0) > 0,
          });
        };
        return fields.object(
          { en: side("en"), ar: side("ar") },
          { label, description, layout: [6, 6] },
        );
      }
      return fields.object(fieldsFor(inner, key), { label, description });
    }
    case "string": {
      // An article's author is one of the attorneys.
      if (key === "author") return entryPicker({ label, description, collection: "attorneys" });
      if (dateKeys.has(key))
        return fields.date({ label, description, validation: { isRequired: !optional } });
      if (key === "image")
        return fields.image({
          label,
          description,
          directory: "images/attorneys",
          publicPath: "attorneys",
        });
      const required = !optional && (minimum(def, "min_length")?.minimum ?? 0) > 0;
      return fields.text({
        label,
        description,
        multiline: longText.test(key),
        validation: { isRequired: required },
      });
    }
    case "number":
      if (def.format === "safeint" && /Year$/.test(key)) return yearField({ label, description });
      return def.format === "safeint"
        ? fields.integer({ label, description, validation: { isRequired: !optional } })
        : fields.number({
            label,
            description,
            step: 0.0001,
            validation: { isRequired: !optional },
          });
    case "boolean":
      return fields.checkbox({ label, description });
    case "enum": {
      const values = Object.values(def.entries ?? {});
      return fields.select({
        label,
        description,
        options: values.map((value) => ({ label: optionLabels[value] ?? labelFor(value), value })),
        defaultValue: values[0]!,
      });
    }
    case "union": {
      // Numbers the schema lists (a consultation's length): a whole number the build checks.
      const literals = (def.options ?? []).map((option) => definition(option));
      if (literals.every((option) => option.type === "literal"))
        return fields.integer({ label, description, validation: { isRequired: true } });
      throw new Error(`${key}: a union the editor cannot show`);
    }
    case "array": {
      // An article's practice areas are services.
      if (key === "areas")
        return entryChecklist({
          label: "Practice areas",
          description,
          collection: "services",
          min: minimum(def, "min_length")?.minimum ?? 0,
        });
      const element = def.element!;
      const elementDef = definition(element);
      const validation = { length: { min: minimum(def, "min_length")?.minimum ?? 0 } };
      if (elementDef.type === "union" && elementDef.discriminator) {
        const kinds = Object.fromEntries(
          (elementDef.options ?? []).map((option) => {
            const shape = definition(option).shape!;
            const kind = String(definition(shape[elementDef.discriminator!]!).values?.[0]);
            return [kind, { label: labelFor(kind), schema: fieldFor(shape.value!, kind) }];
          }),
        );
        return fields.blocks(kinds, { label, description, validation });
      }
      const child = fieldFor(element, longText.test(key) ? "paragraph" : key, labelFor(key));
      return fields.array(child, {
        label,
        description,
        validation,
        itemLabel: (rowLabels[key] ?? itemLabel(element)) as never,
      });
    }
    default:
      throw new Error(`${key}: a ${def.type} the editor cannot show`);
  }
}

/** The editor's fields for every key of an object schema, in the file's order. */
export function fieldsFor(schema: Schema, parent?: string): Record<string, ComponentSchema> {
  const def = definition(unwrap(schema).schema);
  if (def.type !== "object") throw new Error("a content file's schema must be an object");
  return Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([key, child]) => [
      key,
      fieldFor(child, key, labelFor(key, parent)),
    ]),
  );
}
