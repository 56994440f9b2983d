/**
 * Writes every mail the site sends, both languages, to `mail-previews/` (HTML and plain text),
 * from sample records through the real composers, for people to open in a browser. It reads the
 * content of CONTENT_DIR (else content/): the editor's preview runs it on the saved, unpublished
 * files (server/editor/mail-preview.ts).
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

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** One row per mail: its English and its Arabic side by side, each with its subject. */
const kinds = [...new Set(mails.map(({ name }) => name.replace(/-(en|ar)$/, "")))];
const subject = (name: string) => mails.find((mail) => mail.name === name)?.mail.subject ?? "";
const cell = (name: string, lang: "en" | "ar") =>
  `<td lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><a href="${name}.html">${escape(subject(name))}</a> <small>(<a href="${name}.txt">${lang === "ar" ? "نص" : "text"}</a>)</small></td>`;
writeFileSync(
  join(dir, "index.html"),
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Mail previews</title></head><body>
<h1>Mail previews <span lang="ar" dir="rtl">· معاينة الرسائل</span></h1>
<p>Every mail the site sends, composed from sample records with the content as saved (not yet published), in English and in Arabic. <span lang="ar" dir="rtl">كل رسالة يرسلها الموقع، من طلبات نموذجية وبالنصوص المحفوظة قبل نشرها، بالإنجليزية والعربية.</span></p>
<table><thead><tr><th>Mail</th><th>English</th><th lang="ar">العربية</th></tr></thead><tbody>
${kinds.map((kind) => `<tr><th scope="row"><code>${escape(kind)}</code></th>${cell(`${kind}-en`, "en")}${cell(`${kind}-ar`, "ar")}</tr>`).join("\n")}
</tbody></table></body></html>`,
);
console.log(`mails:preview: ${mails.length} mails written to ${dir}/`);
