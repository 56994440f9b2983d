import { type LocalizedFirm, localizedFirm } from "./content/firm";
import type { Lang } from "./i18n/locales";
import { messages } from "./i18n/messages";
import type { Messages } from "./i18n/messages";
import { requestLang } from "./i18n/request";
import { siteUrl } from "./site-url";

/** What the root loader gives every page (root.tsx): its language, words, the firm, the origin. */
export interface RootData {
  lang: Lang;
  messages: Messages;
  firm: LocalizedFirm;
  year: number;
  origin: string;
}

export function rootData(request: Request): RootData {
  const lang = requestLang(request);
  return {
    lang,
    messages: messages[lang],
    firm: localizedFirm(lang),
    year: new Date().getFullYear(),
    origin: siteUrl(),
  };
}
