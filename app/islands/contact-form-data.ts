import type { Messages } from "~/i18n/messages";
import type { IslandData } from "./island-data";

/** What the contact form needs to render again in the browser: no more of the page's copy. */
export type ContactFormData = IslandData<ContactFormMessages>;

export interface ContactFormMessages {
  contact: { form: Messages["contact"]["form"] };
  /** What a consultation is, said in the booking part. */
  consultation: Messages["consultation"];
  services: { items: Record<keyof Messages["services"]["items"], { title: string }> };
  /** The consent's link says it opens a new tab. */
  a11y: Pick<Messages["a11y"], "opensInNewTab">;
}

export function contactFormMessages(messages: Messages): ContactFormMessages {
  const items = Object.fromEntries(
    Object.entries(messages.services.items).map(([key, item]) => [key, { title: item.title }]),
  ) as ContactFormMessages["services"]["items"];
  return {
    contact: { form: messages.contact.form },
    consultation: messages.consultation,
    services: { items },
    a11y: { opensInNewTab: messages.a11y.opensInNewTab },
  };
}
