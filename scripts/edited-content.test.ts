// @vitest-environment node
// Issue 36: the tests check invariants, never the values the firm edits. Here the firm edits: a
// copy of the project gets a new firm name and email, 30-minute consultations, one holiday fewer,
// every Bar-restricted claim switched off and its words reworded, saved through the editor's own
// save path (schema checks, version check, commit), and the content and unit suites run on that
// copy. They must stay green.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { factsToConfirm } from "../app/content/facts-to-confirm";
import { ContentHistory } from "../server/editor/git";
import { saveContent } from "../server/editor/save";
import { tempDir } from "../server/test/helpers";

const root = resolve(import.meta.dirname, "..");
const copy = tempDir("edited-content-");
afterAll(() => copy.remove());

/** The project's tracked files as they are in the working tree, in a git repository of its own. */
function copyProject(to: string) {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(root, file), join(to, file), { force: true });
  }
  symlinkSync(join(root, "node_modules"), join(to, "node_modules"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: to, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.test", "commit", "-qm", "copy");
}

/** This process's environment without what Vitest set for itself or a content folder. */
const ownEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(VITEST|TEST$|NODE_ENV$|CONTENT_DIR$|NODE_OPTIONS$)/.test(key),
    ),
  );

/**
 * The suites run on the edited copy: the content's own, the booking rules', the lifecycle's,
 * every mail's and the claims'. EDITED_SUITES="server app" runs others (a developer's wider check).
 */
const suites = process.env.EDITED_SUITES?.split(" ") ?? [
  "app/content",
  "app/i18n",
  "app/booking",
  "server/bookings/lifecycle",
  "server/mail/mails-unchanged.test.ts",
  "app/components/sections/claims.test.tsx",
];

/** The files of words: the mails', the pages', the legal pages' and the interface's. */
const wordFiles = (content: string) => [
  ...["mails", "pages", "legal"].flatMap((folder) =>
    readdirSync(join(content, folder))
      .filter((file) => file.endsWith(".json"))
      .map((file) => `${folder}/${file}`),
  ),
  "interface.json",
];

const factQuotes = factsToConfirm.flatMap((fact) => fact.where.map((where) => where.text));

/**
 * The firm's rewrite: the same words changed wherever they stand, as a firm keeps its repeated
 * sentences alike ("we" becomes "we indeed", «إلى» «إلى ذات»; some 180 texts). A text that the
 * facts to confirm quote keeps its words: that list names it by them, and fails, as it should,
 * when they change.
 */
function reword(data: unknown): boolean {
  if (Array.isArray(data)) return data.map(reword).some(Boolean);
  if (typeof data !== "object" || data === null) return false;
  const text = data as Record<string, unknown>;
  if (typeof text.en !== "string" || typeof text.ar !== "string")
    return Object.values(text).map(reword).some(Boolean);
  const { en, ar } = text as { en: string; ar: string };
  if (factQuotes.some((quote) => [en, ar].some((t) => t.includes(quote) || quote.includes(t))))
    return false;
  text.en = en.replaceAll(" we ", " we indeed ");
  text.ar = ar.replaceAll(" إلى ", " إلى ذات ");
  return text.en !== en || text.ar !== ar;
}

const blobId = (file: string) =>
  execFileSync("git", ["hash-object", file], { encoding: "utf8" }).trim();

describe("a project whose content the firm has edited", () => {
  it("saves the edits through the editor, and its content and unit suites stay green", async () => {
    copyProject(copy.path);
    const read = (path: string) =>
      JSON.parse(readFileSync(join(copy.path, "content", path), "utf8")) as Record<string, unknown>;
    const firm = read("firm.json");
    firm.name = { en: "Haddad Legal", ar: "حداد للمحاماة" };
    firm.email = "office@haddadlegal.jo";
    const settings = { ...read("booking/settings.json"), slotMinutes: 30 };
    const closed = read("booking/closed-dates.json") as { dates: unknown[] };
    closed.dates = closed.dates.slice(1);
    // The claims the Bar's rules restrict, switched off as the facts to confirm ask.
    const home = read("home.json") as { claims: Record<string, boolean> };
    for (const claim of Object.keys(home.claims)) home.claims[claim] = false;
    // And the words around a placeholder reworded, the placeholder kept, as the firm rewrites.
    const words = read("interface.json") as {
      contact: { form: { booking: { intro: { en: string; ar: string } } } };
    };
    const { intro } = words.contact.form.booking;
    intro.en = intro.en.replace(/[^.]*\{\{length\}\}/, " Each consultation takes {{length}}");
    intro.ar = intro.ar.replace(/[^.،]*\{\{length\}\}/, " مدة كل استشارة {{length}}");
    const edits: Record<string, unknown> = {
      "firm.json": firm,
      "booking/settings.json": settings,
      "booking/closed-dates.json": closed,
      "home.json": home,
    };
    for (const file of wordFiles(join(copy.path, "content"))) {
      const data = file === "interface.json" ? words : read(file);
      if (reword(data) || data === words) edits[file] = data;
    }
    expect(Object.keys(edits).length).toBeGreaterThan(10);

    const saved = await saveContent(new ContentHistory(copy.path), {
      body: {
        additions: Object.entries(edits).map(([path, data]) => ({
          path,
          contents: Buffer.from(`${JSON.stringify(data, null, 2)}\n`).toString("base64url"),
        })),
        deletions: [],
      },
      base: JSON.stringify(
        Object.fromEntries(
          Object.keys(edits).map((path) => [path, blobId(join(copy.path, "content", path))]),
        ),
      ),
      editor: { name: "Lina Saleh", email: "lina@example.test" },
    });
    expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true });

    const run = spawnSync("npx", ["vitest", "run", "--project=here", ...suites, "--reporter=dot"], {
      cwd: copy.path,
      encoding: "utf8",
      env: ownEnv(),
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`.slice(-4000)).toBe(0);
  }, 300_000);
});
