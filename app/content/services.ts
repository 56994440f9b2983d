import type { Lang } from "~/i18n/locales";
import { bothLanguages, localize } from "./bilingual";
import { readCollection, readContent } from "./files.server";
import { servicesPageSchema } from "./schema/pages";
import { serviceSchema } from "./schema/service";

export type { ServiceIcon } from "./schema/service";

/**
 * The services page: its words (content/pages/services.json) and its cards, one file each in
 * content/services/, in the order the firm gives them.
 */
const cards = readCollection("services", serviceSchema);
const page = readContent("pages/services.json", servicesPageSchema);

/** "exclusive": the flagship, badged; "featured": set apart without a badge. */
export type ServiceHighlight = "exclusive" | "featured";

export const servicesContent = bothLanguages(page);

/** What the services page receives: its words in one language and the cards in order. */
export function servicesPage(lang: Lang) {
  return {
    ...servicesContent[lang],
    cards: cards.map((card) => ({
      id: card.id,
      icon: card.icon,
      highlight: card.highlight === "none" ? null : card.highlight,
      title: localize(card.title, lang),
      description: localize(card.description, lang),
    })),
  };
}

export type ServicesPageData = ReturnType<typeof servicesPage>;
export type ServiceCard = ServicesPageData["cards"][number];
