import type { MeetingMode } from "../../app/booking/meeting";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";

/**
 * The words every booking mail and page uses for who and how, in one place: an attorney's name,
 * and how the consultation takes place, for the visitor ("At our office", the form's own words)
 * or for the firm ("At the office").
 */
export function attorneyName(id: string, lang: Lang): string {
  return firm.attorneys.find((a) => a.id === id)?.name[lang] ?? id;
}

const firmMeetingWords: Record<Lang, Record<MeetingMode, string>> = {
  en: { office: "At the office", phone: "Phone call", video: "Video call" },
  ar: { office: "في المكتب", phone: "مكالمة هاتفية", video: "مكالمة فيديو" },
};

export function meetingLabel(
  mode: MeetingMode,
  lang: Lang,
  reader: "visitor" | "firm" = "visitor",
): string {
  return reader === "firm"
    ? firmMeetingWords[lang][mode]
    : messages[lang].contact.form.booking.meetingModes[mode];
}
