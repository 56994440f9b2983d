import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ConsultationWords } from "~/content/booking";
import { shownConsultationTerms } from "~/content/free-consultation";
import { firmFacts, linkTokens, splitTokens } from "~/i18n/firm-text";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { Ltr } from "../ui/ltr";
import { mailtoHref, telHref, whatsappHref } from "~/lib/firm-links";

export const proseLinkClass =
  "font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-600";

const isPageToken = (name: string): name is (typeof linkTokens)[number] =>
  (linkTokens as readonly string[]).includes(name);

/**
 * A line of page copy with its tokens filled: `{phone}`, `{email}` and `{whatsapp}` become links
 * kept left to right, `{privacy|label}` a link to that page, `{firm}` the firm's name.
 */
export function RichText({ text }: { text: string }) {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const facts = firmFacts(firm, lang);

  return splitTokens(text).map((part, index) => {
    if (part.kind === "text") return <Fragment key={index}>{part.text}</Fragment>;
    const { name, label } = part;
    // What a consultation is, in the words the booking part and the mails use.
    if (name === "consultation") {
      const words = t("consultation", { returnObjects: true }) as ConsultationWords;
      return <Fragment key={index}>{shownConsultationTerms(words).join(" ")}</Fragment>;
    }
    if (name === "phone" || name === "email") {
      return (
        <a
          key={index}
          href={name === "phone" ? telHref(firm) : mailtoHref(firm)}
          className={proseLinkClass}
        >
          {/* A phone number never breaks across lines; an email may, on a narrow phone. */}
          <Ltr className={name === "phone" ? "whitespace-nowrap" : undefined}>{facts[name]}</Ltr>
        </a>
      );
    }
    if (name === "whatsapp") {
      return (
        <a
          key={index}
          href={whatsappHref(firm)}
          target="_blank"
          rel="noopener noreferrer"
          className={proseLinkClass}
        >
          <Ltr className="whitespace-nowrap">{facts.whatsapp}</Ltr>
          <span className="sr-only"> {t("a11y.opensInNewTab")}</span>
        </a>
      );
    }
    if (isPageToken(name)) {
      return (
        <Link key={index} to={pagePath(lang, name)} className={proseLinkClass}>
          {label}
        </Link>
      );
    }
    return <Fragment key={index}>{facts[name] ?? `{${name}}`}</Fragment>;
  });
}
