import {
  BriefcaseBusiness,
  Briefcase,
  Building2,
  ChartCandlestick,
  DoorOpen,
  FolderKanban,
  Gavel,
  HandCoins,
  Handshake,
  House,
  KeyRound,
  Landmark,
  Languages,
  Lightbulb,
  Merge,
  Scale,
  Scroll,
  ShieldCheck,
  Stamp,
  Umbrella,
  type LucideIcon,
} from "lucide-react";
import type { ServiceCard, ServiceIcon } from "~/content/services";
import { ExclusiveBadge } from "../ui/exclusive-badge";

const icons = {
  "chart-candlestick": ChartCandlestick,
  handshake: Handshake,
  landmark: Landmark,
  merge: Merge,
  "shield-check": ShieldCheck,
  house: House,
  gavel: Gavel,
  lightbulb: Lightbulb,
  briefcase: Briefcase,
  scale: Scale,
  "door-open": DoorOpen,
  "key-round": KeyRound,
  umbrella: Umbrella,
  "briefcase-business": BriefcaseBusiness,
  "folder-kanban": FolderKanban,
  "hand-coins": HandCoins,
  stamp: Stamp,
  "building-2": Building2,
  scroll: Scroll,
  languages: Languages,
} satisfies Record<ServiceIcon, LucideIcon>;

const cardStyle = {
  // The flagship: navy and gold, as on the home page.
  exclusive: "border-gold-400 bg-navy-900 text-white shadow-xl shadow-navy-900/20",
  // Set apart on the light surface: a gold frame and a gold rule along the top.
  featured: "border-gold-400 border-t-4 bg-white shadow-lg shadow-navy-900/10",
  plain: "border-navy-100 bg-white",
} as const;

/**
 * The full list of services: 1 column on phones, 2 from `md`, 3 from `lg`, entering 0.05 s apart.
 * The flagship ("exclusive") card opens with `claim` and carries the badge labelled
 * `exclusiveLabel`; either is null while the firm has switched that claim off.
 */
export function ServicesGrid({
  cards,
  exclusiveLabel,
  claim,
}: {
  cards: ServiceCard[];
  exclusiveLabel: string | null;
  claim: string | null;
}) {
  return (
    <section className="bg-ivory py-16 sm:py-24">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
        {cards.map(({ id, icon, highlight, title, description }, index) => {
          const Icon = icons[icon];
          const dark = highlight === "exclusive";
          return (
            <li
              key={id}
              data-highlight={highlight ?? undefined}
              style={{ "--i": index, "--stagger": "0.05s" } as React.CSSProperties}
              className={`reveal relative flex flex-col rounded-sm border p-7 sm:p-8 ${cardStyle[highlight ?? "plain"]}`}
            >
              {dark && exclusiveLabel ? <ExclusiveBadge label={exclusiveLabel} /> : null}
              <Icon
                aria-hidden="true"
                strokeWidth={1.5}
                className={`size-9 ${dark ? "text-gold-300" : "text-gold-600"}`}
              />
              <h2
                className={`mt-6 font-display text-xl leading-snug font-semibold text-balance ${dark ? "text-white" : "text-navy-900"}`}
              >
                {title}
              </h2>
              <p className={`mt-3 leading-relaxed ${dark ? "text-white/85" : "text-slate-600"}`}>
                {dark && claim ? `${claim} ` : null}
                {description}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
