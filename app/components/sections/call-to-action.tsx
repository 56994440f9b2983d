import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";

interface CallToActionProps {
  id: string;
  heading: string;
  body: string;
  /** The label of the button to the contact page. */
  button: string;
  /** Where the button leads, when not the contact page itself. */
  to?: string;
  /** An optional second, quieter link. */
  secondary?: { to: string; label: string };
  /** A line under the body that the button needs (whom a profile's consultation is with). */
  note?: string | null;
}

/** The navy band that closes an inner page: one heading, one line, the way to /contact. */
export function CallToAction({
  id,
  heading,
  body,
  button,
  to,
  secondary,
  note,
}: CallToActionProps) {
  const { lang } = useSite();
  return (
    <section aria-labelledby={id} className="hero-pattern bg-navy-900 text-white">
      <div className="reveal mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <h2
          id={id}
          className="max-w-3xl font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/85">{body}</p>
        {note ? (
          <p id={`${id}-note`} className="mt-3 max-w-2xl leading-relaxed text-white/85">
            {note}
          </p>
        ) : null}
        <div className="mt-9 flex flex-col gap-4 sm:flex-row">
          <ButtonLink
            to={to ?? pagePath(lang, "contact")}
            variant="gold"
            aria-describedby={note ? `${id}-note` : undefined}
          >
            {button}
            <ForwardArrow className="size-5" />
          </ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.to} variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
