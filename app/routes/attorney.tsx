import { data } from "react-router";
import { AttorneyBiography } from "~/components/sections/attorney-biography";
import { AttorneyContactCard } from "~/components/sections/attorney-contact-card";
import { AttorneyCredentials } from "~/components/sections/attorney-credentials";
import { AttorneyProfileHeader } from "~/components/sections/attorney-profile-header";
import { AttorneyStats } from "~/components/sections/attorney-stats";
import { CallToAction } from "~/components/sections/call-to-action";
import { InsightCard } from "~/components/sections/insight-card";
import { attorneyProfilePage, type ProfilePageData } from "~/content/attorney-pages";
import { profilePageText } from "~/content/attorneys";
import {
  type AttorneyId,
  attorneyFiles,
  attorneyWithTitle,
  consultationAttorney,
  isAttorneyId,
} from "~/content/firm";
import type { Lang } from "~/i18n/locales";
import { articlesBy, insightCards, insightsText } from "~/content/insights";
import { attorneyPath, pagePath } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import type { RootData } from "~/root-data";
import { routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/attorney";

/** Ids 2, 3 and 4 have a profile; any other id is the localized 404 page (root error boundary). */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isAttorneyId(params.id)) throw data(null, { status: 404 });
  const lang = requestLang(request);
  const page = attorneyProfilePage(lang, params.id);
  return {
    ...page,
    /**
     * "Our team in numbers" only on the profile of someone a visitor can book: beside the
     * academic adviser, who does not practise, the lawyers' figures would read as his.
     */
    stats: attorneyFiles.find((entry) => entry.id === params.id)?.bookable ? page.stats : null,
    consultationsWith: consultationsWith(lang, params.id),
    /** Their articles in this language (the Insights section), newest first. */
    articles: {
      heading: insightsText[lang].byAttorney.heading,
      readMore: insightsText[lang].readMore,
      list: insightCards(lang, articlesBy(lang, params.id)),
    },
  };
}

/**
 * Said by Schedule Consultation when this person takes no consultations and their file names who
 * does (`bookWith`): their consultations are held with that attorney, who the button books.
 */
function consultationsWith(lang: Lang, id: AttorneyId): string | null {
  const person = attorneyFiles.find((entry) => entry.id === id);
  const other = consultationAttorney(id);
  if (!person || other === id) return null;
  return profilePageText[lang].contact.consultationsWith[person.gender]
    .replace("{name}", person.name[lang])
    .replace("{attorney}", attorneyWithTitle(other, lang));
}

function personJsonLd(
  { origin, lang, firm }: RootData,
  attorney: ProfilePageData["attorney"],
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: attorney.name,
    jobTitle: attorney.title,
    worksFor: { "@type": "LegalService", "@id": `${origin}/#firm`, name: firm.legalName },
    knowsAbout: attorney.areas,
    email: attorney.email,
    telephone: firm.phone.e164,
    url: `${origin}${attorneyPath(lang, attorney.id)}`,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root, t) => {
        const { attorney } = loaderData;
        const path = `/attorneys/${attorney.id}`;
        return {
          path,
          title: attorney.name,
          description: attorney.metaDescription,
          breadcrumbs: [
            { name: t("nav.attorneys"), path: "/attorneys" },
            { name: attorney.name, path },
          ],
          jsonLd: [personJsonLd(root, attorney)],
        };
      })
    : [];

export default function AttorneyProfile({ loaderData }: Route.ComponentProps) {
  const { text, attorney, stats, vcard, articles, booking, consultationsWith } = loaderData;
  const { lang } = useSite();
  return (
    <>
      <AttorneyProfileHeader attorney={attorney} back={text.back} />
      <div className="bg-ivory py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
          {/* First in reading order, so a phone shows how to get in touch before the long sections. */}
          <div className="lg:order-last">
            <div className="lg:sticky lg:top-28">
              <AttorneyContactCard
                text={text.contact}
                booking={booking}
                email={attorney.email}
                vcard={vcard}
                consultationsWith={consultationsWith}
              />
            </div>
          </div>
          <div className="min-w-0 space-y-14">
            <AttorneyBiography heading={text.biography} paragraphs={attorney.biography} />
            {stats ? <AttorneyStats heading={text.statsHeading} stats={stats} /> : null}
            <AttorneyCredentials attorney={attorney} text={text} />
            {articles.list.length > 0 ? (
              <section aria-labelledby="articles-heading">
                <h2
                  id="articles-heading"
                  className="font-display text-2xl font-semibold text-navy-900 sm:text-3xl"
                >
                  {articles.heading.replace("{name}", attorney.name)}
                </h2>
                <ul className="mt-6 grid gap-6 md:grid-cols-2">
                  {articles.list.map((article) => (
                    <li key={article.slug}>
                      <InsightCard article={article} heading="h3" readMore={articles.readMore} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </div>
      <CallToAction
        id="profile-cta"
        heading={text.closing.heading}
        body={text.closing.body}
        button={text.closing.button}
        to={booking}
        note={consultationsWith}
        secondary={{ to: pagePath(lang, "attorneys"), label: text.closing.attorneys }}
      />
    </>
  );
}
