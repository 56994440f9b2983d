import { bi, words } from "./fields";

/** `{{name}}` in a text: a value the site fills in when it sends or shows it. */
export const placeholder = /\{\{(\w+)\}\}/g;

/** The placeholders a text uses, in order: "Hello {{name}}" gives ["name"]. */
export const placeholdersIn = (text: string) => [...text.matchAll(placeholder)].map((m) => m[1]!);

/**
 * Words in both languages with placeholders the site fills in (`{{ref}}`): each key of `fills`
 * is one the text may use, its value what the site puts there (listed under the field in the
 * editor). A text that uses any other placeholder is refused, naming it, since the site would
 * send it as it is.
 */
export function template(fills: Record<string, string>) {
  const listed = Object.entries(fills)
    .map(([name, what]) => `{{${name}}}: ${what}`)
    .join("; ");
  return bi(filled(Object.keys(fills))).describe(`Placeholders: ${listed}.`);
}

/** Words in both languages that the site sends as written: no placeholder. */
export const text = () => bi(filled([]));

function filled(known: string[]) {
  const may = known.length
    ? `it may use ${known.map((name) => `{{${name}}}`).join(", ")}`
    : "it takes no placeholder";
  return words.superRefine((value, ctx) => {
    const unknown = placeholdersIn(value).find((name) => !known.includes(name));
    if (unknown)
      ctx.addIssue({
        code: "custom",
        message: `uses {{${unknown}}}, which the site cannot fill here (${may})`,
      });
  });
}

/** Fills a text's placeholders; one with no value stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
