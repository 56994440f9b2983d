// @vitest-environment node
// Every mail's HTML passes the Nu Html Checker (vnu.jar, as `npm run check:html` runs it) with no
// error. Needs Java (scripts/ensure-system-packages.sh).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { sampleMails } from "../mail-samples";

const jar = createRequire(import.meta.url)("vnu-jar") as string;

it("every mail's HTML passes the Nu Html Checker", () => {
  const dir = mkdtempSync(join(tmpdir(), "mail-html-"));
  try {
    const files = sampleMails().map(({ name, mail }) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, mail.html);
      return file;
    });
    let output: string;
    try {
      output = execFileSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
      const failure = error as { stderr?: string; stdout?: string };
      output = failure.stderr || failure.stdout || "";
    }
    const report = JSON.parse(output.trim() || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map(
        (m) => `${m.url.split("/").pop()}: ${m.message} ${m.extract?.trim().slice(0, 120) ?? ""}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
