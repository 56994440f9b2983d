import { localize } from "../../app/content/bilingual";
import { liveCopy, mailWords } from "../../app/content/mails.server";
import type { BookingPagesFile } from "../../app/content/schema/booking-pages";
import { fill } from "../../app/content/schema/template";
import { formatHours } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";

/** The longest note the firm may add when it declines; the page and the route both hold to it. */
export const noteMaxLength = 500;

/**
 * The pages behind the links in the booking mails: content/mails/booking-pages.json, its
 * placeholders filled here. Confirm and decline speak to the firm (in FIRM_LANGUAGE); cancel
 * speaks to the visitor (in the language of their form). In Arabic a number or a phone number
 * is isolated left to right, so it keeps its order inside the sentence.
 */
function pageCopyOf(file: BookingPagesFile, lang: Lang) {
  const t = localize(file, lang);
  const ltr = (value: string | number) => (lang === "ar" ? `\u2066${value}\u2069` : String(value));
  const notice = (body: string) => (hours: number, phone: string) =>
    fill(body, { hours: formatHours(lang, hours), phone: ltr(phone) });
  const counted = (one: string, many: string) => (count: number) =>
    fill(count === 1 ? one : many, { count: ltr(count) });
  return {
    ...t,
    ammanTime: mailWords[lang].ammanTime,
    noteLabel: fill(t.noteLabel, { max: noteMaxLength }),
    notice: { ...t.notice, body: notice(t.notice.body) },
    release: {
      title: t.release.title,
      lead: counted(t.release.leadOne, t.release.leadMany),
      none: t.release.none,
      button: t.release.button,
      done: counted(t.release.doneOne, t.release.doneMany),
    },
    move: {
      ...t.move,
      notice: { ...t.move.notice, body: notice(t.move.notice.body) },
      limit: {
        ...t.move.limit,
        body: (moves: number, phone: string) =>
          fill(t.move.limit.body, { moves: ltr(moves), phone: ltr(phone) }),
      },
    },
    errors: {
      ...t.errors,
      note: { ...t.errors.note, body: fill(t.errors.note.body, { max: noteMaxLength }) },
    },
  };
}

export type PageCopy = ReturnType<typeof pageCopyOf>;

export const pageCopy: Record<Lang, PageCopy> = liveCopy((content) => content.pages, pageCopyOf);
