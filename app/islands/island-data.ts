import type { LocalizedFirm } from "~/content/firm";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages";
import type { RootData } from "~/root-data";

/** What an island needs to render again in the browser: the page's frame and only its own words. */
export interface IslandData<M> {
  lang: Lang;
  firm: LocalizedFirm;
  year: number;
  messages: M;
}

/** An island's data from the page's root data, with the words `pick` chooses. */
export function islandData<M>(root: RootData, pick: (messages: Messages) => M): IslandData<M> {
  return { lang: root.lang, firm: root.firm, year: root.year, messages: pick(root.messages) };
}
