import { GraduationCap, HeartHandshake, UsersRound, type LucideIcon } from "lucide-react";
import type { AttorneysPageData } from "~/content/attorney-pages";
import type { ApproachIcon } from "~/content/attorney-types";
import { SectionHeading } from "../ui/section-heading";

const icons = {
  "graduation-cap": GraduationCap,
  "users-round": UsersRound,
  "heart-handshake": HeartHandshake,
} satisfies Record<ApproachIcon, LucideIcon>;

/** How the firm works: deep expertise, team collaboration, client commitment. */
export function AttorneyApproach({ approach }: { approach: AttorneysPageData["approach"] }) {
  return (
    <section
      aria-labelledby="approach-heading"
      className="border-t border-navy-100 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="approach-heading"
          eyebrow={approach.eyebrow}
          title={approach.heading}
          intro={approach.intro}
        />
        <ul className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {approach.items.map(({ id, icon, title, text }, index) => {
            const Icon = icons[icon];
            return (
              <li
                key={id}
                style={{ "--i": index, "--stagger": "0.1s" } as React.CSSProperties}
                className="reveal border-s-2 border-gold-400 ps-6"
              >
                <Icon aria-hidden="true" strokeWidth={1.5} className="size-9 text-gold-600" />
                <h3 className="mt-5 font-display text-xl font-semibold text-navy-900">{title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
