import { attorneyPath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { Link } from "react-router";
import { ForwardArrow } from "../ui/directional";
import type { PortraitImage } from "~/content/portraits";
import { AttorneyPortrait } from "./attorney-portrait";

interface AttorneyCardProps {
  attorney: {
    name: string;
    title: string;
    expertise: string;
    initials: string;
    portrait: PortraitImage | null;
  };
  to: string;
  /** The link's accessible name, e.g. "View profile of Khaled Nasser". */
  label: string;
  /** The name's heading level where the card sits. */
  heading: "h2" | "h3";
  /** A visible "View profile" line at the foot of the card. */
  more?: string;
}

/** An attorney's card linking to the profile: the home team preview and the attorney list. */
export function AttorneyCard({ attorney, to, label, heading: Heading, more }: AttorneyCardProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="group flex h-full flex-col overflow-hidden rounded-sm border border-navy-100 bg-white transition-shadow hover:shadow-xl"
    >
      <AttorneyPortrait portrait={attorney.portrait} initials={attorney.initials} />
      <div className="flex grow flex-col p-6">
        <Heading className="font-display text-xl font-semibold text-navy-900 group-hover:text-navy-700">
          {attorney.name}
        </Heading>
        <p className="mt-1 text-sm font-semibold text-gold-700">{attorney.title}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{attorney.expertise}</p>
        {more ? (
          <span className="mt-auto flex items-center gap-2 pt-5 text-sm font-semibold text-navy-800 group-hover:text-navy-600">
            {more}
            <ForwardArrow className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
          </span>
        ) : null}
      </div>
    </Link>
  );
}

type Attorney = ReturnType<typeof useSite>["firm"]["attorneys"][number];

/** Three to a row from `md`; two side by side, no wider than two of those (no empty column). */
const columns = (count: number) =>
  count >= 3 ? "md:grid-cols-3" : count === 2 ? "md:grid-cols-2 lg:max-w-4xl" : "md:max-w-sm";

/**
 * The firm's attorneys (or those `only` keeps) as a row of cards (one column on phones),
 * entering one after another.
 */
export function AttorneyGrid({
  label,
  heading,
  more,
  only = () => true,
  className = "",
}: {
  /** The accessible name of each card's link, given the attorney's name. */
  label: (name: string) => string;
  heading: AttorneyCardProps["heading"];
  more?: string;
  only?: (attorney: Attorney) => boolean;
  className?: string;
}) {
  const { lang, firm } = useSite();
  const attorneys = firm.attorneys.filter(only);
  return (
    <ul className={`grid gap-8 ${columns(attorneys.length)} ${className}`}>
      {attorneys.map((attorney, index) => (
        <li
          key={attorney.id}
          style={{ "--i": index, "--stagger": "0.1s" } as React.CSSProperties}
          className="reveal"
        >
          <AttorneyCard
            attorney={attorney}
            to={attorneyPath(lang, attorney.id)}
            label={label(attorney.name)}
            heading={heading}
            more={more}
          />
        </li>
      ))}
    </ul>
  );
}
