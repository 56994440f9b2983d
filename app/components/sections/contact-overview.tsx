import { Clock, Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { OfficeHoursText } from "~/i18n/format";
import { useSite } from "~/site-context";
import { Ltr } from "../ui/ltr";
import { ContactFormIsland } from "./contact-form-island";
import { mailtoHref, telHref, whatsappHref } from "~/lib/firm-links";

export interface ContactOverviewCopy {
  form: { heading: string; intro: string };
  direct: { heading: string; phone: string; whatsapp: string; email: string; note: string };
  hours: { heading: string; days: string; byAppointment: string; note: string };
}

/** The top of the contact page: direct lines and office hours beside the contact form. */
export function ContactOverview({
  copy,
  hours,
}: {
  copy: ContactOverviewCopy;
  hours: OfficeHoursText;
}) {
  return (
    <section className="bg-ivory-200 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:px-8">
        <DirectLines copy={copy} hours={hours} />
        <div>
          <h2 className="font-display text-3xl leading-tight font-semibold text-navy-900 sm:text-4xl">
            {copy.form.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{copy.form.intro}</p>
          <div className="mt-8">
            <ContactFormIsland />
          </div>
        </div>
      </div>
    </section>
  );
}

function DirectLines({ copy, hours }: { copy: ContactOverviewCopy; hours: OfficeHoursText }) {
  const { t } = useTranslation();
  const { firm } = useSite();
  const days = copy.hours.days.replace("{first}", hours.firstDay).replace("{last}", hours.lastDay);

  return (
    <div className="hero-pattern self-start rounded-sm bg-navy-900 p-6 text-white shadow-xl shadow-navy-900/10 sm:p-8">
      <h2 className="font-display text-2xl font-semibold">{copy.direct.heading}</h2>
      <ul className="mt-6 space-y-5">
        <DirectLine
          icon={Phone}
          label={copy.direct.phone}
          href={telHref(firm)}
          value={firm.phone.display}
        />
        <DirectLine
          icon={MessageCircle}
          label={copy.direct.whatsapp}
          href={whatsappHref(firm)}
          value={firm.whatsapp.display}
          newTab={t("a11y.opensInNewTab")}
        />
        <DirectLine
          icon={Mail}
          label={copy.direct.email}
          href={mailtoHref(firm)}
          value={firm.email}
        />
      </ul>
      <p className="mt-6 text-sm leading-relaxed text-white/80">{copy.direct.note}</p>

      <div className="mt-8 border-t border-white/15 pt-8">
        <h2 className="flex items-center gap-3 font-display text-2xl font-semibold">
          <Clock aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
          {copy.hours.heading}
        </h2>
        <dl className="mt-5 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <dt className="text-white/80">{days}</dt>
            <dd className="font-semibold">{hours.time}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <dt className="text-white/80">{hours.otherDays}</dt>
            <dd className="font-semibold">{copy.hours.byAppointment}</dd>
          </div>
        </dl>
        <p className="mt-5 text-sm leading-relaxed text-white/80">{copy.hours.note}</p>
      </div>
    </div>
  );
}

function DirectLine({
  icon: Icon,
  label,
  href,
  value,
  newTab,
}: {
  icon: LucideIcon;
  label: string;
  href: string;
  value: string;
  /** The screen-reader note for a link that opens a new tab. */
  newTab?: string;
}) {
  return (
    <li>
      <a
        href={href}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="group flex items-center gap-4 rounded-sm"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/60 text-gold-300">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-white/75">{label}</span>
          <span className="block text-lg font-semibold break-words group-hover:text-gold-200">
            <Ltr>{value}</Ltr>
          </span>
          {newTab ? <span className="sr-only"> {newTab}</span> : null}
        </span>
      </a>
    </li>
  );
}
