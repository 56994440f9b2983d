import type { MetaDescriptor } from "react-router";
import { i18nFor } from "./i18n/i18n";
import { langs, type Lang } from "./i18n/locales";
import { localize } from "./i18n/paths";
import type { RootData } from "./root-data";

export const shareImage = { width: 1200, height: 630 } as const;

export interface PageSeo {
  /** The page's unprefixed path, e.g. "/services". */
  path: string;
  /** The page's own title; the firm's name is appended. Omit on the home page. */
  title?: string;
  /** A complete title, used as is (the home page's). */
  fullTitle?: string;
  description: string;
  /** Pages that must not appear in search results (confirmations). */
  noindex?: boolean;
  /** Structured data for the page, beyond the breadcrumbs. */
  jsonLd?: object[];
  /** Breadcrumb trail below Home, e.g. [{ name: "Our Attorneys", path: "/attorneys" }]. */
  breadcrumbs?: { name: string; path: string }[];
  /** The languages the page exists in (an article may have one): hreflang pairs only those. */
  languages?: readonly Lang[];
  /** Open Graph's type: an article, or (by default) a website page. */
  type?: "website" | "article";
  /** The page's own share card (an article's), instead of the site's card of the language. */
  image?: { path: string; alt: string };
  /** A feed of the page's section (the Insights' Atom feed), for feed readers to find. */
  feed?: { title: string; path: string };
}

type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * Builds a route's meta from the root data: title, description, canonical URL, hreflang
 * alternates (en, ar, x-default), Open Graph and Twitter cards, and JSON-LD.
 */
export function routeMeta(
  matches: MetaMatches,
  build: (root: RootData, t: ReturnType<typeof i18nFor>["t"]) => PageSeo,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [];
  const t = i18nFor(root.lang, root.messages).t;
  const seo = build(root, t);
  const { origin, lang, firm } = root;
  const url = (l: Lang, path = seo.path) => `${origin}${localize(l, path)}`;
  const title = seo.fullTitle ?? `${seo.title} | ${firm.name}`;
  const twins = langs.filter((l) => !seo.languages || seo.languages.includes(l));
  const image = `${origin}${seo.image?.path ?? `/og/${lang}.png`}`;
  const breadcrumbs = seo.breadcrumbs?.length
    ? [
        {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [{ name: t("nav.home"), path: "/" }, ...seo.breadcrumbs].map(
            (crumb, index) => ({
              "@type": "ListItem",
              position: index + 1,
              name: crumb.name,
              item: url(lang, crumb.path),
            }),
          ),
        },
      ]
    : [];

  return [
    { title },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url(lang) },
    ...(seo.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            title: seo.feed.title,
            href: url(lang, seo.feed.path),
          },
        ]
      : []),
    ...(twins.length > 1
      ? [
          ...twins.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: url(l) })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(twins[0]!) },
        ]
      : []),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: firm.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url(lang) },
    { property: "og:locale", content: lang === "ar" ? "ar_JO" : "en_US" },
    ...(twins.length > 1
      ? [{ property: "og:locale:alternate", content: lang === "ar" ? "en_US" : "ar_JO" }]
      : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: seo.image?.alt ?? firm.legalName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    ...[...(seo.jsonLd ?? []), ...breadcrumbs].map((data) => ({ "script:ld+json": data })),
  ];
}

/** The firm as a schema.org LegalService: for the home and contact pages. */
export function legalServiceJsonLd(root: RootData): object {
  const { firm, origin, lang } = root;
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": `${origin}/#firm`,
    name: firm.legalName,
    url: `${origin}${localize(lang, "/")}`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og/${lang}.png`,
    telephone: firm.phone.e164,
    email: firm.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: firm.address.street,
      addressLocality: firm.address.city,
      addressRegion: firm.address.district,
      postalCode: firm.postalCode,
      addressCountry: firm.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: firm.geo.lat, longitude: firm.geo.lng },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: firm.hours.days,
        opens: firm.hours.opens,
        closes: firm.hours.closes,
      },
    ],
    areaServed: { "@type": "Country", name: lang === "ar" ? "الأردن" : "Jordan" },
    availableLanguage: ["en", "ar"],
    foundingDate: String(firm.foundedYear),
  };
}
