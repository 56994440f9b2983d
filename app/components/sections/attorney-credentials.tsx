import {
  BadgeCheck,
  Briefcase,
  Check,
  GraduationCap,
  IdCard,
  Landmark,
  Scale,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import type { ProfilePageData } from "~/content/attorney-pages";
import type { ProfileSectionId } from "~/content/attorney-types";
import { useSite } from "~/site-context";
import { Ltr } from "../ui/ltr";

type Attorney = ProfilePageData["attorney"];
type Text = ProfilePageData["text"];
/** The six sections of the page's copy, and the Bar's, whose words are the firm's facts. */
type SectionId = ProfileSectionId | "bar";

const icons = {
  bar: IdCard,
  education: GraduationCap,
  career: Briefcase,
  areas: Scale,
  achievements: Trophy,
  positions: Landmark,
  certifications: BadgeCheck,
} satisfies Record<SectionId, LucideIcon>;

/** One section: its heading on the start side, its content beside it from `md` up. */
function Block({
  id,
  title,
  children,
}: {
  id: SectionId;
  title: string;
  children: React.ReactNode;
}) {
  const Icon = icons[id];
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-section={id}
      className="grid gap-5 border-t border-navy-100 py-8 first:border-t-0 first:pt-0 last:pb-0 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8"
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          strokeWidth={1.5}
          className="mt-0.5 size-6 shrink-0 text-gold-600"
        />
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-navy-900">
          {title}
        </h2>
      </div>
      <div>{children}</div>
    </section>
  );
}

/** A list whose items each carry a small gold mark. */
function MarkedList({ items, check = false }: { items: string[]; check?: boolean }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          {check ? (
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-600" />
          ) : (
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 bg-gold-500" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile's sections: the lawyer's standing with the Bar (the register they are on, their
 * number, the rules that bind them and where to complain), then education, experience, areas of
 * practice, achievements, positions, certifications.
 */
export function AttorneyCredentials({ attorney, text }: { attorney: Attorney; text: Text }) {
  const { sections } = text;
  const { bar } = useSite().firm;
  return (
    <div className="rounded-sm border border-navy-100 bg-white p-6 sm:p-8">
      <Block id="bar" title={bar.name}>
        <p className="font-semibold text-navy-900">{attorney.bar.status}</p>
        {attorney.bar.number ? (
          <p className="mt-1 text-sm text-slate-600">
            {bar.memberNumber}: <Ltr>{attorney.bar.number}</Ltr>
          </p>
        ) : null}
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          {bar.rules} {bar.complaints}
        </p>
      </Block>
      <Block id="education" title={sections.education}>
        <ul className="space-y-4">
          {attorney.education.map(({ degree, institution, year }) => (
            <li key={degree}>
              <p className="font-semibold text-navy-900">{degree}</p>
              <p className="text-sm text-slate-600">
                {institution} · {year}
              </p>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="career" title={sections.career}>
        <ol className="space-y-5">
          {attorney.career.map(({ role, organization, start, end }) => (
            <li key={`${role}-${start}`} className="border-s-2 border-gold-400 ps-4">
              <p className="text-sm font-semibold text-gold-700">
                {start} – {end ?? text.present}
              </p>
              <p className="font-semibold text-navy-900">{role}</p>
              <p className="text-sm text-slate-600">{organization}</p>
            </li>
          ))}
        </ol>
      </Block>
      <Block id="areas" title={sections.areas}>
        <ul className="flex flex-wrap gap-2">
          {attorney.areas.map((area) => (
            <li
              key={area}
              className="rounded-full border border-navy-100 bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800"
            >
              {area}
            </li>
          ))}
        </ul>
      </Block>
      <Block id="achievements" title={sections.achievements}>
        <MarkedList items={attorney.achievements} check />
      </Block>
      <Block id="positions" title={sections.positions}>
        <MarkedList items={attorney.positions} />
      </Block>
      <Block id="certifications" title={sections.certifications}>
        <MarkedList items={attorney.certifications} />
      </Block>
    </div>
  );
}
