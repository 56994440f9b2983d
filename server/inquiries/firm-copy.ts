import { localize } from "../../app/content/bilingual";
import { liveCopy, mailWords } from "../../app/content/mails.server";
import type { FirmMailsFile } from "../../app/content/schema/mails";
import { fill } from "../../app/content/schema/template";
import type { Lang } from "../../app/i18n/locales";

/**
 * What the firm's own mails say, in FIRM_LANGUAGE (English unless set to Arabic):
 * content/mails/firm.json's `inquiry`, its placeholders filled here.
 */
function firmCopyOf(file: FirmMailsFile["inquiry"], lang: Lang) {
  const t = localize(file, lang);
  return {
    ...t,
    ammanTime: mailWords[lang].ammanTime,
    languageNames: { en: t.languageNames.english, ar: t.languageNames.arabic },
    newInquiry: (host: string) => fill(t.newInquiry, { host }),
    subject: (id: string, service: string, name: string) => fill(t.subject, { id, service, name }),
  };
}

export type FirmCopy = ReturnType<typeof firmCopyOf>;

export const firmCopy: Record<Lang, FirmCopy> = liveCopy(
  (content) => content.firm.inquiry,
  firmCopyOf,
);
