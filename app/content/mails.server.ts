import type { Lang } from "~/i18n/locales";
import { localize } from "./bilingual";
import { contentDir, readContent } from "./files.server";
import { dataRequestsSchema } from "./schema/data-requests";
import { deskSchema } from "./schema/desk";
import { bookingPagesSchema, mailWordsSchema, signInSchema } from "./schema/booking-pages";
import { firmMailsSchema, visitorMailsSchema } from "./schema/mails";

/**
 * Every word the server sends (issue 34): the mails, the pages behind their links and the
 * editor's sign-in page, from content/mails/. Server only. A live binding, switched by a publish
 * with the rest of the content (./live.server.ts).
 */
export function readMailContent(dir: string) {
  return {
    visitor: readContent("mails/visitor.json", visitorMailsSchema, dir),
    firm: readContent("mails/firm.json", firmMailsSchema, dir),
    pages: readContent("mails/booking-pages.json", bookingPagesSchema, dir),
    signIn: readContent("mails/sign-in.json", signInSchema, dir),
    words: readContent("mails/words.json", mailWordsSchema, dir),
    desk: readContent("mails/desk.json", deskSchema, dir),
    dataRequests: readContent("mails/data-requests.json", dataRequestsSchema, dir),
  };
}
export type MailContent = ReturnType<typeof readMailContent>;

export let mailContent: MailContent = readMailContent(contentDir);

/** The server's step of a publish: the mails' words of the content it now serves. */
export function switchMailContent(next: MailContent) {
  mailContent = next;
}

/**
 * A copy module's words in both languages, made from the content that is live when they are
 * read (made once per publish): `copy.en.subject(ref)` always says what the firm last published.
 */
export function liveCopy<File extends object, Copy>(
  pick: (content: MailContent) => File,
  make: (file: File, lang: Lang) => Copy,
): Record<Lang, Copy> {
  const made = new WeakMap<File, Record<Lang, Copy>>();
  const current = () => {
    const file = pick(mailContent);
    let copy = made.get(file);
    if (!copy) made.set(file, (copy = { en: make(file, "en"), ar: make(file, "ar") }));
    return copy;
  };
  return {
    get en() {
      return current().en;
    },
    get ar() {
      return current().ar;
    },
  };
}

/** The words every mail and page shares (content/mails/words.json), in one language. */
export const mailWords = liveCopy(
  (content) => content.words,
  (file, lang) => localize(file, lang),
);
