import type { LocalizedFirm } from "~/content/firm";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages";

/** What the contact form needs to render again in the browser: no more of the page's copy. */
export interface ContactFormData {
  lang: Lang;
  firm: LocalizedFirm;
  year: number;
  messages: ContactFormMessages;
}

export interface ContactFormMessages {
  contact: { form: Messages["contact"]["form"] };
  /** What a consultation is, said in the booking part. */
  consultation: Messages["consultation"];
  services: { items: Record<keyof Messages["services"]["items"], { title: string }> };
}

export function contactFormMessages(messages: Messages): ContactFormMessages {
  const items = Object.fromEntries(
    Object.entries(messages.services.items).map(([key, item]) => [key, { title: item.title }]),
  ) as ContactFormMessages["services"]["items"];
  return {
    contact: { form: messages.contact.form },
    consultation: messages.consultation,
    services: { items },
  };
}
