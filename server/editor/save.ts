import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { describeIssue } from "../../app/content/files.server";
import { collections, singletons } from "../../app/content/schema";

/**
 * What the editor asks the server to write (Keystatic's local "update"): files added or changed
 * with their bytes in base64url, and files deleted, named inside content/ ("firm.json").
 */
const updateSchema = z.object({
  additions: z.array(z.object({ path: z.string(), contents: z.string() })).max(200),
  deletions: z.array(z.object({ path: z.string() })).max(200),
});

export type SaveCheck =
  { ok: true; paths: string[]; message: string } | { ok: false; reason: string };

/** The schema a content file must meet, or null for a picture (or a file the site does not read). */
function schemaFor(path: string): z.ZodType | "picture" | null {
  const inside = path.replace(/^content\//, "");
  if (inside.includes("\\") || inside.split("/").some((part) => part === "" || /^\.+$/.test(part)))
    return null;
  if (singletons[inside]) return singletons[inside].schema;
  const [folder, name, ...rest] = inside.split("/");
  if (rest.length === 0 && name?.endsWith(".json") && folder && folder in collections)
    return collections[folder as keyof typeof collections].schema;
  if (/^images\/[\w./-]+\.(jpe?g|png|webp)$/i.test(inside)) return "picture";
  return null;
}

/** The fields whose value differs, as `phone.display` or `biography.1.ar`. */
function changedFields(before: unknown, after: unknown, path = ""): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isTree = (value: unknown) => value !== null && typeof value === "object";
  if (!isTree(before) || !isTree(after)) return [path || "the whole file"];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  return [...keys].flatMap((key) =>
    changedFields(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}

function summary(fields: string[]) {
  const shown = fields.slice(0, 4).join(", ");
  return fields.length > 4 ? `${shown} and ${fields.length - 4} more` : shown;
}

/**
 * Checks a save before anything is written: every file under content/, every JSON file against
 * its collection's schema (the same check as the build's), no more. Answers the files it touches
 * and the commit message naming what changed, or the one-line reason it is refused.
 */
export function checkSave(body: unknown, workingCopy: string): SaveCheck {
  const update = updateSchema.safeParse(body);
  if (!update.success)
    return { ok: false, reason: "The editor sent a save this server cannot read" };
  const lines: string[] = [];
  const paths: string[] = [];
  for (const { path: inside, contents } of update.data.additions) {
    const path = `content/${inside}`;
    const schema = schemaFor(path);
    if (!schema) return { ok: false, reason: `${path}: is not a file the site reads` };
    paths.push(path);
    if (schema === "picture") {
      lines.push(`Add picture ${path}`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(Buffer.from(contents, "base64url").toString("utf8"));
    } catch {
      return { ok: false, reason: `${path}: is not valid JSON` };
    }
    const checked = schema.safeParse(data);
    if (!checked.success)
      return {
        ok: false,
        reason: describeIssue(join(workingCopy, path), checked.error.issues[0]!),
      };
    const file = join(workingCopy, path);
    if (!existsSync(file)) lines.push(`Add ${path}`);
    else {
      const fields = changedFields(JSON.parse(readFileSync(file, "utf8")), data);
      if (fields.length) lines.push(`Edit ${path}: ${summary(fields)}`);
    }
  }
  for (const { path: inside } of update.data.deletions) {
    const path = `content/${inside}`;
    if (!schemaFor(path)) return { ok: false, reason: `${path}: is not a file the site reads` };
    paths.push(path);
    lines.push(`Delete ${path}`);
  }
  const message =
    lines.length === 0
      ? "Save without changes"
      : lines.length === 1
        ? lines[0]!
        : `${lines[0]} (and ${lines.length - 1} more files)\n\n${lines.join("\n")}`;
  return { ok: true, paths, message };
}
