/**
 * Runs the Nu Html Checker (vnu.jar) over every prerendered page and every mail the site sends
 * (each kind in both languages, from server/mail-samples.ts), in one run of Java, and fails on
 * any error. Needs Java: `scripts/ensure-system-packages.sh` installs Debian's headless JRE where
 * it is missing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { sampleMails } from "../server/mail-samples";

const jar = createRequire(import.meta.url)("vnu-jar") as string;
const client = new URL("../build/client/", import.meta.url).pathname;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const pages = htmlFiles(client);
if (pages.length === 0) {
  console.error("check:html: no prerendered pages found; run `npm run build` first");
  process.exit(1);
}
const mailDir = mkdtempSync(join(tmpdir(), "mail-html-"));
const mails = sampleMails().map(({ name, mail }) => {
  const file = join(mailDir, `${name}.html`);
  writeFileSync(file, mail.html);
  return file;
});

/*
 * One short run of Java: its quick compiler only (the optimising one spent more processor time
 * compiling than it saved, 17 to 20 core-seconds against 6.5 for the same report), which needs a
 * deeper stack than the default for the checker's schema, and one thread collecting garbage.
 */
const javaOptions = ["-XX:TieredStopAtLevel=1", "-Xss4m", "-XX:+UseSerialGC"];

let output: string;
try {
  output = execFileSync(
    "java",
    [...javaOptions, "-jar", jar, "--errors-only", "--format", "json", ...pages, ...mails],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
} catch (error) {
  const failure = error as { stderr?: string; stdout?: string; code?: string };
  if (failure.code === "ENOENT") {
    console.error(
      "check:html: Java is not installed (Debian: apt-get install default-jre-headless)",
    );
    process.exit(1);
  }
  // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
  output = failure.stderr || failure.stdout || "";
} finally {
  rmSync(mailDir, { recursive: true, force: true });
}

const report = JSON.parse(output.trim() || '{"messages":[]}') as {
  messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
};
/*
 * Each page carries the stylesheet rules its elements use (scripts/inline-styles.ts), which
 * Tailwind and Lightning CSS write and check. The checker's CSS grammar predates some of them
 * (`@property`, `margin-trim` inside `@supports`), so a page's CSS messages are left out; the
 * HTML around them is still checked in full. A mail's styles are checked with the rest.
 */
const isPageCss = (m: { url: string; message: string }) =>
  m.message.startsWith("CSS: ") && new URL(m.url).pathname.startsWith(client);
const errors = report.messages.filter(
  (m) => (m.type === "error" || m.type === "non-document-error") && !isPageCss(m),
);
for (const error of errors) {
  const path = new URL(error.url).pathname;
  const file = path.startsWith(client) ? relative(client, path) : `mail ${relative(mailDir, path)}`;
  console.error(
    `${file}:${error.lastLine ?? "?"}  ${error.message}${error.extract ? `\n    ${error.extract.trim().slice(0, 160)}` : ""}`,
  );
}
console.log(
  `check:html: ${pages.length} pages and ${mails.length} mails checked, ${errors.length} errors`,
);
process.exit(errors.length ? 1 : 0);
