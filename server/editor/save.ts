import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { describeIssue, entryFileName } from "../../app/content/files.server";
import { checkPicture } from "../../app/content/picture-check.server";
import { collections, singletons } from "../../app/content/schema";
import type { Author, ContentHistory } from "./git";

/**
 * What the editor asks the server to write (Keystatic's local "update"): files added or changed
 * with their bytes in base64url, and files deleted, named inside content/ ("firm.json").
 */
const updateSchema = z.object({
  additions: z.array(z.object({ path: z.string(), contents: z.string() })).max(200),
  deletions: z.array(z.object({ path: z.string() })).max(200),
});

/**
 * The version of each file the editor's page had when it made the save (`x-content-base`, set
 * by editor/main.tsx from the trees Keystatic read): git's blob id, or null for "no such file".
 */
const baseSchema = z.record(
  z.string(),
  z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .nullable(),
);

/** How a save ended: the commit (null when nothing changed), or the code and one-line reason. */
export type SaveResult =
  { ok: true; commit: string | null } | { ok: false; status: 400 | 409 | 428; reason: string };

/**
 * What a file under content/ is: a JSON file with its schema, a picture, or null for anything the
 * site does not read (a stray file, a name with other characters, a path out of the folder).
 */
export function contentFileKind(inside: string): z.ZodType | "picture" | null {
  if (inside.includes("\\") || inside.split("/").some((part) => part === "" || /^\.+$/.test(part)))
    return null;
  if (singletons[inside]) return singletons[inside].schema;
  const [folder, name, ...rest] = inside.split("/");
  if (rest.length === 0 && name && entryFileName.test(name) && folder && folder in collections)
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

/** git's id of a file's bytes (as Keystatic's tree gives it), or null when there is no file. */
function blobId(file: string): string | null {
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

const parseJson = (bytes: Buffer): unknown => {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
};

interface Write {
  /** content/firm.json */
  path: string;
  /** The new bytes; null for a deletion. */
  bytes: Buffer | null;
  data?: unknown;
}

/** Checks every file against what the site reads, before anything is written. */
async function plan(
  body: unknown,
  root: string,
): Promise<{ writes: Write[] } | { reason: string }> {
  const update = updateSchema.safeParse(body);
  if (!update.success) return { reason: "The editor sent a save this server cannot read" };
  const writes: Write[] = [];
  for (const { path: inside, contents } of update.data.additions) {
    const path = `content/${inside}`;
    const kind = contentFileKind(inside);
    if (!kind) return { reason: `${path}: is not a file the site reads` };
    const bytes = Buffer.from(contents, "base64url");
    if (kind === "picture") {
      const refused = await checkPicture(path, bytes);
      if (refused) return { reason: refused };
      writes.push({ path, bytes });
      continue;
    }
    const data = parseJson(bytes);
    if (data === undefined) return { reason: `${path}: is not valid JSON` };
    const checked = kind.safeParse(data);
    // Every problem of the file at once (up to five), so that one save shows what to mend.
    if (!checked.success)
      return {
        reason: checked.error.issues
          .slice(0, 5)
          .map((issue) => describeIssue(join(root, path), issue))
          .join("; "),
      };
    writes.push({ path, bytes, data });
  }
  for (const { path: inside } of update.data.deletions) {
    if (!contentFileKind(inside))
      return { reason: `content/${inside}: is not a file the site reads` };
    writes.push({ path: `content/${inside}`, bytes: null });
  }
  return { writes };
}

/**
 * The editor's one way to change the content (issue 33): the files are checked against their
 * schemas, each must still be the version the editor's page started from (else 409, naming who
 * changed it and what), then they are written and committed with the editor as author, all while
 * no other save, undo or publish snapshot runs. A refused save writes nothing; a failed commit
 * puts the files back.
 */
export async function saveContent(
  history: ContentHistory,
  { body, base, editor }: { body: unknown; base: string | undefined; editor: Author },
): Promise<SaveResult> {
  const root = history.workingCopy;
  const planned = await plan(body, root);
  if ("reason" in planned) return { ok: false, status: 400, reason: planned.reason };
  const { writes } = planned;
  let versions: z.infer<typeof baseSchema>;
  try {
    versions = baseSchema.parse(JSON.parse(base ?? "null"));
  } catch {
    return {
      ok: false,
      status: 428,
      reason: "The editor did not say which version it changed: reload the editor and save again",
    };
  }
  return history.exclusive(async () => {
    for (const { path } of writes) {
      const file = join(root, path);
      const was = versions[path.slice("content/".length)] ?? null;
      if (blobId(file) === was) continue;
      return { ok: false, status: 409, reason: await conflict(history, path, was) };
    }
    const lines: string[] = [];
    for (const { path, bytes, data } of writes) {
      const file = join(root, path);
      if (bytes === null) lines.push(`Delete ${path}`);
      else if (!existsSync(file))
        lines.push(data === undefined ? `Add picture ${path}` : `Add ${path}`);
      else {
        const fields =
          data === undefined ? ["the picture"] : changedFields(parseJson(readFileSync(file)), data);
        if (fields.length) lines.push(`Edit ${path}: ${summary(fields)}`);
      }
    }
    const paths = writes.map((write) => write.path);
    try {
      for (const { path, bytes } of writes) {
        const file = join(root, path);
        if (bytes === null) rmSync(file, { force: true });
        else {
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, bytes);
        }
      }
      const message =
        lines.length === 0
          ? "Save without changes"
          : lines.length === 1
            ? lines[0]!
            : `${lines[0]} (and ${lines.length - 1} more files)\n\n${lines.join("\n")}`;
      return { ok: true, commit: await history.commit(paths, editor, message) };
    } catch (error) {
      await history.restore(paths);
      throw error;
    }
  });
}

/** Says who changed a file since the editor's page read it, and which fields. */
async function conflict(history: ContentHistory, path: string, was: string | null) {
  const now = join(history.workingCopy, path);
  const who = await history.lastAuthor(path);
  const by = who ? `${who} has` : "Someone else has";
  if (!existsSync(now)) return `${by} deleted ${path} since you opened it. Reload the editor.`;
  if (was === null)
    return `${by} created ${path} since you opened the editor. Reload it and save again under another name.`;
  const before = await history.blob(was);
  const fields = before ? changedFields(parseJson(before), parseJson(readFileSync(now))) : [];
  const what = fields.length ? ` (${summary(fields)})` : "";
  return `${by} saved ${path} since you opened it${what}. Copy what you typed, reload the editor to see their change, and make yours again.`;
}
