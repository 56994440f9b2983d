import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import { isolateText } from "./bidi";

/**
 * What closes every mail, the firm's and the visitor's alike: the full name registered with the
 * Bar, the office's address, the phone and email, and a short confidentiality notice
 * (content/firm.json). Read at send time, so a publish changes the next mail.
 */
export function firmFooter(lang: Lang) {
  const { street, district, city, country } = firm.address;
  return {
    legalName: firm.legalName[lang],
    address: [street, district, city, country]
      .map((part) => part[lang])
      .join(lang === "ar" ? "\u060c " : ", "),
    phone: firm.phone.display,
    /** The phone as a link a phone's mail app dials. */
    phoneHref: `tel:${firm.phone.e164}`,
    email: firm.email,
    notice: firm.mailNotice[lang],
  };
}

/** The same lines in the plain-text part, each isolated as the rest of an Arabic text is. */
export function firmFooterText(lang: Lang): string {
  const { legalName, address, phone, email, notice } = firmFooter(lang);
  const t = (text: string) => (lang === "ar" ? isolateText(text) : text);
  return [legalName, address, `${phone} · ${email}`, notice].map(t).join("\n");
}
