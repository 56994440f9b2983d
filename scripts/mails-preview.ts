/**
 * Writes every mail the site sends, both languages, to `mail-previews/` (HTML and plain text),
 * from sample records through the real composers, for people to open in a browser.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sampleMails } from "../server/mail-samples";

const dir = process.argv[2] ?? "mail-previews";
mkdirSync(dir, { recursive: true });
const mails = sampleMails();
for (const { name, mail } of mails) {
  writeFileSync(join(dir, `${name}.html`), mail.html);
  writeFileSync(join(dir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
}
writeFileSync(
  join(dir, "index.html"),
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Mail previews</title></head><body><h1>Mail previews</h1><ul>${mails
    .map(
      ({ name }) => `<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">text</a>)</li>`,
    )
    .join("")}</ul></body></html>`,
);
console.log(`mails:preview: ${mails.length} mails written to ${dir}/`);
