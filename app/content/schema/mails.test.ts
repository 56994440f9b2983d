import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "../check";
import { contentDir } from "../files.server";
import { fill, placeholdersIn } from "./template";

/** A copy of the content folder whose mails the test breaks, as the firm's editor might. */
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "mail-check-")), "content");
  cpSync(contentDir, dir, { recursive: true });
});
afterEach(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of any file
type Json = any;

function edit(path: string, change: (data: Json) => void) {
  const data = JSON.parse(readFileSync(join(dir, path), "utf8"));
  change(data);
  writeFileSync(join(dir, path), JSON.stringify(data, null, 2));
}

describe("the check of the mails' words before every build", () => {
  it("passes the mails as they are", () => {
    expect(checkContent(dir)).toEqual([]);
  });

  it("stops on a mail missing its Arabic, naming the file and the field", () => {
    edit("mails/visitor.json", (data) => delete data.confirmed.intro.ar);
    expect(checkContent(dir)).toEqual([
      "content/mails/visitor.json: confirmed.intro.ar (Arabic): is missing",
    ]);
  });

  it("stops on a booking page or the sign-in page left empty in Arabic", () => {
    edit("mails/booking-pages.json", (data) => (data.errors.token.title.ar = " "));
    edit("mails/sign-in.json", (data) => delete data.submit.ar);
    expect(checkContent(dir)).toEqual([
      "content/mails/booking-pages.json: errors.token.title.ar (Arabic): is empty",
      "content/mails/sign-in.json: submit.ar (Arabic): is missing",
    ]);
  });

  it("refuses a placeholder the site cannot fill there, naming the ones it can", () => {
    edit("mails/visitor.json", (data) => {
      data.ack.subject.ar = "استلمنا رسالتكم ({{reference}})";
    });
    edit("mails/firm.json", (data) => {
      data.inquiry.replyHint.en = "Reply to {{name}}.";
    });
    expect(checkContent(dir)).toEqual([
      "content/mails/visitor.json: ack.subject.ar (Arabic): uses {{reference}}, which the site cannot fill here (it may use {{ref}})",
      "content/mails/firm.json: inquiry.replyHint.en (English): uses {{name}}, which the site cannot fill here (it takes no placeholder)",
    ]);
  });

  it("refuses an Arabic text that leaves out the English's placeholder, or writes it with one brace", () => {
    edit("mails/visitor.json", (data) => {
      data.ack.subject.ar = "استلمنا رسالتكم (الرقم المرجعي {ref})";
    });
    expect(checkContent(dir)).toEqual([
      "content/mails/visitor.json: ack.subject.ar (Arabic): uses {ref}, which the site does not fill in (a misspelt name, or {{ref}}?)",
    ]);
    edit("mails/visitor.json", (data) => (data.ack.subject.ar = "استلمنا رسالتكم"));
    expect(checkContent(dir)).toEqual([
      "content/mails/visitor.json: ack.subject.ar (Arabic): leaves out {{ref}}, which the English has",
    ]);
  });

  it("refuses a page's misspelt token, and one the Arabic leaves out; Arabic may isolate more", () => {
    edit("legal/privacy.json", (data) => {
      data.meta.description.ar = data.meta.description.ar.replace("{firm}", "{firrm}");
    });
    expect(checkContent(dir)).toEqual([
      "content/legal/privacy.json: meta.description.ar (Arabic): uses {firrm}, which the site does not fill in (a misspelt name, or {{firrm}}?)",
    ]);
    edit("legal/privacy.json", (data) => {
      data.meta.description.ar = data.meta.description.ar.replace("{firrm}", "المكتب");
    });
    expect(checkContent(dir)).toEqual([
      "content/legal/privacy.json: meta.description.ar (Arabic): leaves out {firm}, which the English has",
    ]);
    edit("legal/privacy.json", (data) => {
      data.meta.description.ar = `{ltr|Nasser & Partners} ${data.meta.description.ar.replace("المكتب", "{firm}")}`;
    });
    expect(checkContent(dir)).toEqual([]);
  });

  it("refuses the notice written out in words where the setting fills it in", () => {
    edit("mails/booking-pages.json", (data) => {
      data.notice.body.en = "Online cancellation closes {{notice}} before the consultation.";
    });
    expect(checkContent(dir)).toEqual([
      "content/mails/booking-pages.json: notice.body.en (English): uses {{notice}}, which the site cannot fill here (it may use {{hours}}, {{phone}})",
    ]);
  });
});

describe("templates", () => {
  it("fill every placeholder they name and leave an unknown one as written", () => {
    expect(placeholdersIn("{{id}}: {{when}} - {{name}}")).toEqual(["id", "when", "name"]);
    expect(fill("Consultation {{id}} with {{name}} ({{other}})", { id: "K7", name: "Rania" })).toBe(
      "Consultation K7 with Rania ({{other}})",
    );
  });
});
