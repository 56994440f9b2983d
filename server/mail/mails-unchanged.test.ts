// @vitest-environment node
// Every mail the site sends, both languages, word for word as the golden file has it (issue 34,
// point 5): moving the words from code to content files, or reshaping the code that composes
// them, must not change a letter a visitor or the firm reads. The mails are composed from a
// fixed copy of the content (server/test/mail-content/), so the firm's own edits never fail it.
// After an intended change to a mail: UPDATE_MAIL_GOLDEN=1 npx vitest run server/mail/mails-unchanged.test.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contentDir } from "../../app/content/files.server";
import { readLiveContent, switchLiveContent } from "../../app/content/live.server";
import { sampleMails } from "../mail-samples";

const golden = join(import.meta.dirname, "mails-unchanged.golden.json");
const fixture = join(import.meta.dirname, "../test/mail-content");

let served: string;
beforeAll(() => {
  served = contentDir;
  switchLiveContent(readLiveContent(fixture));
});
afterAll(() => switchLiveContent(readLiveContent(served)));

const composed = () =>
  Object.fromEntries(
    sampleMails().map(({ name, mail }) => [
      name,
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.icalEvent ? { ics: mail.icalEvent } : {}),
      },
    ]),
  );

it("composes every sample mail exactly as the golden file has it", () => {
  const mails = composed();
  if (process.env.UPDATE_MAIL_GOLDEN === "1" || !existsSync(golden))
    writeFileSync(golden, `${JSON.stringify(mails, null, 2)}\n`);
  const expected = JSON.parse(readFileSync(golden, "utf8")) as typeof mails;
  expect(Object.keys(mails)).toEqual(Object.keys(expected));
  for (const [name, mail] of Object.entries(expected)) expect(mails[name], name).toEqual(mail);
}, 120_000);

it("composes the same mails twice (nothing in them depends on the clock or chance)", () => {
  expect(composed()).toEqual(composed());
}, 120_000);
