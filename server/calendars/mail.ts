import type { Lang } from "../../app/i18n/locales";
import { localize } from "../../app/content/bilingual";
import { firm } from "../../app/content/firm";
import { liveCopy } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import {
  type Composer,
  headerText,
  type MailContext,
  outboxMessageId,
  renderBlocks,
} from "../mail";
import type { CalendarStore } from "./store";

/** To the firm, once per calendar: a calendar address that has never been read. */
export const unreadableKind = "calendar.unreadable";

/** The outbox record of a calendar: its key (a hash), never its address. */
export const calendarRecordId = (key: string) => `calendar-${key}`;

const isolate = (text: string) => `\u2068${text}\u2069`;
/** The server setting that lists the calendars. */
const setting = "BUSY_CALENDARS";

/** content/mails/firm.json's `unreadableCalendar`, in one language, its placeholders filled. */
const words = liveCopy(
  (content) => content.firm.unreadableCalendar,
  (file, lang: Lang) => {
    const t = localize(file, lang);
    // In Arabic the Latin names keep their order inside the sentence.
    const latin = (text: string) => (lang === "ar" ? isolate(text) : text);
    return {
      wholeFirm: t.wholeFirm,
      subject: (who: string) => fill(t.subject, { who }),
      intro: (who: string, host: string, reason: string) =>
        fill(t.intro, { who, host: latin(host), setting: latin(setting), reason: latin(reason) }),
      effect: t.effect,
      fix: fill(t.fix, {
        setting: latin(setting),
        docs: latin("docs/booking.md"),
        command: latin("npm run calendar -- --status"),
      }),
    };
  },
);

function ownerName(owner: string, lang: Lang): string {
  if (owner === "firm") return words[lang].wholeFirm;
  return firm.attorneys.find((a) => a.id === owner)?.name[lang] ?? owner;
}

/** The firm's mail about a calendar never read; nothing once it has been read since. */
export function calendarComposers(
  calendars: CalendarStore,
  context: MailContext,
): Record<string, Composer> {
  return {
    [unreadableKind]: (message) => {
      const row = calendars.get(message.recordId.slice("calendar-".length));
      if (!row || row.body !== null) return null;
      const lang = context.firmLanguage;
      const text = words[lang];
      const who = ownerName(row.owner, lang);
      const body = renderBlocks(lang, [
        { p: text.intro(who, row.label, row.last_failure ?? "?") },
        { p: text.effect },
        { p: text.fix },
      ]);
      return {
        to: context.firmTo,
        subject: headerText(text.subject(who), 160),
        ...body,
        messageId: outboxMessageId(context, message),
      };
    },
  };
}
