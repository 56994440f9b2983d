import type { Lang } from "~/i18n/locales";
import { bookingPath, vcardPath } from "~/i18n/paths";
import { vcardFileName } from "~/lib/vcard";
import { attorneyProfiles } from "./attorney-profiles";
import { approachItems, profileStats } from "./attorney-types";
import { attorneysContent, profilePageText, profileStatValues } from "./attorneys";
import { type AttorneyId, consultationAttorney, firm } from "./firm";
import { portraitImage } from "./portraits.server";

/** What the attorney list receives: its words, with the approach items in order. */
export function attorneysPage(lang: Lang) {
  const { approach, ...page } = attorneysContent[lang];
  return {
    ...page,
    approach: {
      ...approach,
      items: approachItems.map(({ id, icon }) => ({ id, icon, ...approach.items[id] })),
    },
  };
}

/** Items of a comma-separated list, in either language's comma. */
export function splitList(list: string): string[] {
  return list
    .split(/[,،]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** What a profile page receives: the firm's facts and the profile's words, in one language. */
export function attorneyProfilePage(lang: Lang, id: AttorneyId) {
  const facts = firm.attorneys.find((a) => a.id === id);
  const profiles = attorneyProfiles[id];
  if (!facts || !profiles) throw new Error(`No attorney with id ${id} in content/attorneys/`);
  const { expertiseList, ...profile } = profiles[lang];
  const text = profilePageText[lang];
  return {
    text,
    attorney: {
      id,
      name: facts.name[lang],
      title: facts.title[lang],
      /** Their standing with the Bar: in words, and their number (none if not practising). */
      bar: { status: facts.bar.status[lang], number: facts.bar.number ?? null },
      initials: facts.initials[lang],
      portrait: facts.portrait.image
        ? portraitImage(facts.portrait.image, facts.portrait.alt[lang] ?? "", "profile")
        : null,
      email: facts.email,
      ...profile,
      areas: splitList(expertiseList),
    },
    stats: profileStats.map(({ id: stat, icon }) => ({
      id: stat,
      value: profileStatValues[stat],
      icon,
      label: text.stats[stat],
    })),
    vcard: { href: vcardPath(lang, id), fileName: vcardFileName(facts.name.en) },
    /** Schedule Consultation: the booking with this attorney, or with whom their profile names. */
    booking: bookingPath(lang, consultationAttorney(id)),
  };
}

export type AttorneysPageData = ReturnType<typeof attorneysPage>;
export type ProfilePageData = ReturnType<typeof attorneyProfilePage>;
