import { data, Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { ForwardArrow } from "~/components/ui/directional";
import { PageHeader } from "~/components/ui/page-header";
import { TableOfContents } from "~/components/ui/table-of-contents";
import { attorneyWithTitle, consultationAttorney } from "~/content/firm";
import { articleIn, insightsText, readingTimeText } from "~/content/insights";
import { formatLongDate } from "~/i18n/format";
import { type Lang, langs } from "~/i18n/locales";
import { bookingPath, insightCardPath, insightPath, insightsListPath } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import type { RootData } from "~/root-data";
import { routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/insight";

/** One article in one language; an article not published in that language is the 404 page. */
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const text = insightsText[lang];
  const article = articleIn(lang, params.slug, text.tableLabel);
  if (!article) throw data(null, { status: 404 });
  return {
    text,
    article: {
      ...article,
      publishedText: formatLongDate(lang, article.published),
      updatedText: formatLongDate(lang, article.updated),
      readingTime: readingTimeText(lang, article.readingMinutes),
    },
    /** Where the language switcher leads: the twin article, or the other language's list. */
    languageLinks: Object.fromEntries(
      langs.map((l) => [
        l,
        article.languages.includes(l) ? insightPath(l, article.slug) : insightsListPath(l),
      ]),
    ),
    booking: bookingWith(lang, article.author.id),
  };
}

/**
 * The call to action books with the author, or, for an author who takes no consultations, with
 * the attorney their profile names: the heading names whom the reader will meet, in Arabic with
 * «المحامي» or «المحامية» before the name («ناقشوا مسألتكم مع المحامي خالد ناصر»).
 */
function bookingWith(lang: Lang, authorId: string) {
  const id = consultationAttorney(authorId);
  return { path: bookingPath(lang, id), name: attorneyWithTitle(id, lang) };
}

type ArticleData = Awaited<ReturnType<typeof loader>>["article"];

/** schema.org BlogPosting: the author is the attorney's profile, the publisher the firm. */
function articleJsonLd({ origin, lang, firm }: RootData, article: ArticleData): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.summary,
    inLanguage: lang === "ar" ? "ar-JO" : "en",
    datePublished: article.published,
    dateModified: article.updated,
    url: `${origin}${insightPath(lang, article.slug)}`,
    mainEntityOfPage: `${origin}${insightPath(lang, article.slug)}`,
    image: `${origin}${insightCardPath(lang, article.slug)}`,
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.title,
      url: `${origin}${article.author.path}`,
    },
    publisher: { "@type": "LegalService", "@id": `${origin}/#firm`, name: firm.legalName },
    about: article.areas.map((area) => area.title),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root, t) => {
        const { article } = loaderData;
        const path = `/insights/${article.slug}`;
        return {
          path,
          title: article.title,
          description: article.summary,
          languages: article.languages,
          image: { path: insightCardPath(root.lang, article.slug), alt: article.title },
          type: "article",
          feed: { title: t("nav.insights"), path: "/insights/feed.xml" },
          breadcrumbs: [
            { name: t("nav.insights"), path: "/insights" },
            { name: article.title, path },
          ],
          jsonLd: [articleJsonLd(root, article)],
        };
      })
    : [];

export default function Insight({ loaderData }: Route.ComponentProps) {
  const { text, article, booking } = loaderData;
  const { lang } = useSite();
  return (
    <>
      <PageHeader
        eyebrow={article.areas.map((area) => area.title).join(" · ")}
        title={article.title}
        intro={article.summary}
      >
        <Link
          to={insightsListPath(lang)}
          className="mb-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-gold-200 hover:text-white"
        >
          <ForwardArrow className="size-4 rotate-180" />
          {text.back}
        </Link>
      </PageHeader>
      <div className="bg-ivory py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
          <aside className="space-y-8 lg:sticky lg:top-28 lg:self-start">
            <div className="space-y-3 text-sm text-slate-700">
              <p>
                <Link
                  to={article.author.path}
                  className="font-semibold text-navy-900 underline decoration-gold-400 underline-offset-4 hover:decoration-navy-900"
                >
                  {text.by.replace("{name}", article.author.name)}
                </Link>
                <span className="block text-slate-600">{article.author.title}</span>
              </p>
              <p>
                {text.published}: <time dateTime={article.published}>{article.publishedText}</time>
              </p>
              {article.updated !== article.published ? (
                <p>
                  {text.updated}: <time dateTime={article.updated}>{article.updatedText}</time>
                </p>
              ) : null}
              <p>{article.readingTime}</p>
              <p>
                {text.areasLabel}:{" "}
                {article.areas.map((area, index) => (
                  <span key={area.id}>
                    {index > 0 ? (lang === "ar" ? "، " : ", ") : null}
                    <Link
                      to={area.path}
                      className="text-navy-900 underline decoration-gold-400 underline-offset-4 hover:decoration-navy-900"
                    >
                      {area.title}
                    </Link>
                  </span>
                ))}
              </p>
            </div>
            {article.toc.length >= 3 ? (
              <TableOfContents
                headingId="toc-heading"
                heading={text.tocHeading}
                items={article.toc}
              />
            ) : null}
          </aside>
          <article className="article-body max-w-[70ch] min-w-0">
            <div dangerouslySetInnerHTML={{ __html: article.html }} />
            <p className="mt-12 border-t border-navy-100 pt-6 text-sm text-slate-600">
              {text.disclaimer}
            </p>
          </article>
        </div>
      </div>
      <CallToAction
        id="insight-cta"
        heading={text.cta.heading.replace("{name}", booking.name)}
        body={text.cta.body}
        button={text.cta.button}
        to={booking.path}
        secondary={{
          to: article.author.path,
          label: text.cta.author[article.author.gender].replace("{name}", article.author.name),
        }}
      />
    </>
  );
}
