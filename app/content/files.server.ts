import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";

/**
 * The content files (the folder `content/` at the repository's root, or CONTENT_DIR): read and
 * checked against their collection's schema when a page, the server or a command needs them. A
 * bad file stops the build (or the server's start) with one line naming the file, the field and
 * the reason; the live site keeps the build it has.
 */
export let contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), "content");

/** The server's step of a publish: later reads read this folder. */
export function switchContentDir(dir: string) {
  contentDir = dir;
}

/** A content file that does not hold what its schema asks. `message` is the one line to show. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** The file as the firm knows it: `content/attorneys/khaled-nasser.json`, wherever the folder is. */
function where(file: string) {
  const inside = file.split("/content/").at(-1) ?? file;
  return `content/${inside}`;
}

/** `biography.1.ar` with its language spelled out, so the firm sees which side is wrong. */
function fieldName(path: readonly PropertyKey[]) {
  const last = path.at(-1);
  const name = path.map(String).join(".");
  if (last === "ar") return `${name} (Arabic)`;
  if (last === "en") return `${name} (English)`;
  return name;
}

export function describeIssue(file: string, issue: z.core.$ZodIssue) {
  const field = issue.path.length ? fieldName(issue.path) : "the file";
  const reason =
    issue.code === "unrecognized_keys"
      ? `has unknown fields ${issue.keys.join(", ")}`
      : issue.message;
  return `${where(file)}: ${field}: ${reason}`;
}

function parseFile<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  if (!existsSync(file)) throw new ContentError(`${where(file)}: the file is missing`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${where(file)}: is not valid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(describeIssue(file, result.error.issues[0]!));
  return result.data;
}

/** One file: `content/firm.json` is `readContent("firm.json", firmSchema)`. */
export function readContent<S extends z.ZodType>(path: string, schema: S, dir = contentDir) {
  return parseFile(join(dir, path), schema) as z.infer<S>;
}

/** An entry's file in a collection: its name is its address, letters, digits or - only. */
export const entryFileName = /^[A-Za-z0-9-]+\.json$/;

/**
 * A collection: every `.json` file of a folder, each with its file's name as `id` (the editor
 * names the file; the id is the entry's address, e.g. /attorneys/2), in the entries' `order`
 * when they have one, else by id. `optional`: a collection that may be empty (Insights).
 */
export function readCollection<S extends z.ZodType<object>>(
  folder: string,
  schema: S,
  root = contentDir,
  { optional = false } = {},
) {
  const dir = join(root, folder);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  const badName = names.find((name) => !entryFileName.test(name));
  if (badName)
    throw new ContentError(`content/${folder}/${badName}: the name must be letters, digits or -`);
  const lower = names.map((name) => name.toLowerCase());
  const repeated = names.find((_, i) => lower.indexOf(lower[i]!) !== i);
  if (repeated)
    throw new ContentError(`content/${folder}/${repeated}: another entry has the same address`);
  if (names.length === 0 && !optional) throw new ContentError(`content/${folder}: has no entries`);
  const entries = names.sort().map((name) => ({
    id: name.slice(0, -".json".length),
    ...(parseFile(join(dir, name), schema) as z.infer<S>),
  }));
  const order = (entry: object) => ("order" in entry ? Number(entry.order) : 0);
  return entries.sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
}
