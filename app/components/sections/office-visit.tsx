import { Building2, CalendarCheck, Navigation, SquareParking, type LucideIcon } from "lucide-react";
import { fillFirm } from "~/i18n/firm-text";
import { useSite } from "~/site-context";

interface VisitItem {
  title: string;
  body: string;
}

export interface OfficeVisitCopy {
  heading: string;
  intro: string;
  items: { directions: VisitItem; parking: VisitItem; building: VisitItem; meeting: VisitItem };
}

const icons: Record<keyof OfficeVisitCopy["items"], LucideIcon> = {
  directions: Navigation,
  parking: SquareParking,
  building: Building2,
  meeting: CalendarCheck,
};

/** What a visitor needs to know before coming to the office: the way, parking, the building, the meeting. */
export function OfficeVisit({ copy }: { copy: OfficeVisitCopy }) {
  const { lang, firm } = useSite();
  const keys = Object.keys(icons) as (keyof typeof icons)[];

  return (
    <section aria-labelledby="visit-heading" className="bg-ivory py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="visit-heading"
          className="font-display text-3xl leading-tight font-semibold text-navy-900 sm:text-4xl"
        >
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{copy.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {keys.map((key, index) => {
            const Icon = icons[key];
            const item = copy.items[key];
            return (
              <li
                key={key}
                className="reveal flex gap-5 rounded-sm border border-navy-100 bg-white p-6 sm:p-8"
                style={{ "--i": index, "--stagger": "0.08s" } as React.CSSProperties}
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-display text-xl font-semibold text-navy-900">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-700">
                    {fillFirm(item.body, firm, lang)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
