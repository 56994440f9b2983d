import type { Lang } from "../../app/i18n/locales";
import { firm } from "../../app/content/firm";
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

function ownerName(owner: string, lang: Lang): string {
  if (owner === "firm") return lang === "ar" ? "المكتب" : "the whole firm";
  return firm.attorneys.find((a) => a.id === owner)?.name[lang] ?? owner;
}

const copy = {
  en: {
    subject: (who: string) => `Busy-time calendar of ${who} cannot be read`,
    intro: (who: string, host: string, reason: string) =>
      `The website could not read the calendar address set for ${who} (${host}) in BUSY_CALENDARS: ${reason}.`,
    effect:
      "Until it is read once, the website offers consultation times as if this calendar were empty, so a visitor may ask for a time when the attorney is busy. The website keeps trying every few minutes; this mail is sent once.",
    fix: "Check the address in the server's BUSY_CALENDARS setting (see docs/booking.md), then see the state with: npm run calendar -- --status",
  },
  ar: {
    subject: (who: string) => `تعذّرت قراءة تقويم ${who}`,
    intro: (who: string, host: string, reason: string) =>
      `لم يتمكن الموقع من قراءة تقويم ${who} (${isolate(host)}) المحدَّد في الإعداد ${isolate("BUSY_CALENDARS")}، والسبب: ${isolate(reason)}.`,
    effect:
      "إلى أن تتم قراءته مرة واحدة على الأقل، يعرض الموقع مواعيد الاستشارات كما لو كان هذا التقويم خالياً، فقد يطلب زائر موعداً يكون فيه المحامي مشغولاً. يواصل الموقع المحاولة كل بضع دقائق، ولا تُرسَل هذه الرسالة إلا مرة واحدة.",
    fix: `يُرجى التحقق من العنوان في إعداد الخادم ${isolate("BUSY_CALENDARS")} (انظر ${isolate("docs/booking.md")})، ثم الاطلاع على الحالة بالأمر: ${isolate("npm run calendar -- --status")}`,
  },
} satisfies Record<Lang, unknown>;

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
      const text = copy[lang];
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
