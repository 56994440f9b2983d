import { Link } from "react-router";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ForwardArrow } from "../ui/directional";
import type { PortraitImage } from "~/content/portraits";
import { AttorneyPortrait } from "./attorney-portrait";

interface AttorneyProfileHeaderProps {
  attorney: {
    name: string;
    title: string;
    initials: string;
    portrait: PortraitImage | null;
    experience: string;
    specializations: string;
  };
  back: string;
}

/** The navy band opening a profile: back link, portrait, title badge and the name as the page's h1. */
export function AttorneyProfileHeader({ attorney, back }: AttorneyProfileHeaderProps) {
  const { lang } = useSite();
  return (
    <section className="hero-pattern bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-28 pb-14 sm:px-6 sm:pt-36 lg:px-8 lg:pb-20">
        <Link
          to={pagePath(lang, "attorneys")}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-gold-200 hover:text-white"
        >
          {/* A forward arrow turned round: it points left in English and right in Arabic. */}
          <ForwardArrow className="size-4 rotate-180" />
          {back}
        </Link>
        <div className="mt-6 grid items-center gap-8 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
          <div className="w-56 border border-gold-400/50 p-2 md:w-auto">
            <AttorneyPortrait portrait={attorney.portrait} initials={attorney.initials} size="lg" />
          </div>
          <div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="rounded-full bg-gold-400 px-4 py-1.5 text-sm font-semibold text-navy-950">
                {attorney.title}
              </p>
              <p className="text-sm font-medium text-gold-200">{attorney.experience}</p>
            </div>
            <h1 className="mt-5 font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl">
              {attorney.name}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85">
              {attorney.specializations}
            </p>
          </div>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600"
      />
    </section>
  );
}
