import { ExternalLink, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fillFirm } from "~/i18n/firm-text";
import { useSite } from "~/site-context";
import { googleMapsHref, openStreetMapEmbed } from "~/lib/firm-links";

/** The spec's map frame height, in CSS pixels. */
export const MAP_FRAME_HEIGHT = 450;

export interface OfficeLocationCopy {
  heading: string;
  intro: string;
  addressHeading: string;
  postalCode: string;
  mapTitle: string;
  openInMaps: string;
}

/**
 * The office on a map, with its postal address and a link that opens the same point in Google Maps.
 * Nothing is fetched from the map service until the visitor scrolls to the map (see MapFrame).
 */
export function OfficeLocation({ copy }: { copy: OfficeLocationCopy }) {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const fill = (text: string) => fillFirm(text, firm, lang);

  return (
    <section aria-labelledby="office-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="office-heading"
          className="font-display text-3xl leading-tight font-semibold text-navy-900 sm:text-4xl"
        >
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{fill(copy.intro)}</p>

        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
          <MapFrame title={fill(copy.mapTitle)} src={openStreetMapEmbed(firm)} />

          <div className="self-start rounded-sm border border-navy-100 bg-ivory p-6 sm:p-8">
            <h3 className="flex items-center gap-3 font-display text-xl font-semibold text-navy-900">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
              {copy.addressHeading}
            </h3>
            <address className="mt-4 leading-relaxed text-slate-700 not-italic">
              <span className="font-semibold text-navy-900">{firm.legalName}</span>
              <br />
              {firm.address.street}
              <br />
              {firm.address.locality}
              <br />
              {copy.postalCode} {firm.postalCode}
            </address>
            <a
              href={googleMapsHref(firm)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
            >
              {copy.openInMaps}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t("a11y.opensInNewTab")}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The map frame. The frame itself sits in a <noscript>: a visitor without JavaScript gets it with
 * the browser's own lazy loading, which starts iframes thousands of pixels early; otherwise the
 * page's script (app/enhance/map.ts) creates it from that markup once its box is on screen.
 */
function MapFrame({ title, src }: { title: string; src: string }) {
  return (
    <div
      data-map-frame=""
      style={{ minHeight: MAP_FRAME_HEIGHT }}
      className="relative overflow-hidden rounded-sm border border-navy-100 bg-navy-50"
    >
      <MapPin
        data-map-placeholder=""
        aria-hidden="true"
        className="absolute inset-0 m-auto size-10 text-navy-200"
      />
      <noscript>
        <iframe
          title={title}
          src={src}
          height={MAP_FRAME_HEIGHT}
          loading="lazy"
          className="relative block w-full"
        />
      </noscript>
    </div>
  );
}
