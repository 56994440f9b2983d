import type { Lang } from "~/i18n/locales";
import { bothLanguages } from "./bilingual";
import { readContent } from "./files.server";
import { contactPageSchema } from "./schema/pages";

/**
 * The contact page's copy (content/pages/contact.json). Tokens such as {firm}, {district} or {phone} stand for the firm's facts
 * in firm.ts (see app/i18n/firm-text.ts); days and times come from firm.hours.
 */
export interface ContactPage {
  meta: { title: string; description: string };
  breadcrumb: string;
  header: { eyebrow: string; title: string; intro: string };
  form: { heading: string; intro: string };
  direct: {
    heading: string;
    phone: string;
    whatsapp: string;
    email: string;
    note: string;
  };
  hours: {
    heading: string;
    /** The open days, from {first} to {last}. */
    days: string;
    byAppointment: string;
    note: string;
  };
  location: {
    heading: string;
    intro: string;
    addressHeading: string;
    postalCode: string;
    /** The map frame's title: what a screen reader announces for it. */
    mapTitle: string;
    openInMaps: string;
  };
  visit: {
    heading: string;
    intro: string;
    items: { directions: VisitItem; parking: VisitItem; building: VisitItem; meeting: VisitItem };
  };
}

interface VisitItem {
  title: string;
  body: string;
}

export const contactPageContent: Record<Lang, ContactPage> = bothLanguages(
  readContent("pages/contact.json", contactPageSchema),
);
