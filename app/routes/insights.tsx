import { data, Link } from "react-router";
import { InsightCard } from "~/components/sections/insight-card";
import { PageHeader } from "~/components/ui/page-header";
import {
  areasIn,
  articlesIn,
  articlesPerPage,
  insightCards,
  insightsText,
} from "~/content/insights";
import { insightsListPath } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/insights";

/**
 * The Insights list in one language, newest first, twelve to a page (`/insights/page/2`), or
 * the articles of one practice area (`/insights/area/banking`). Every one is prerendered; a page
 * or an area without articles is the 404 page.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const text = insightsText[lang];
  const areas = areasIn(lang);
  const area = params.area ? (areas.find((a) => a.id === params.area) ?? null) : null;
  if (params.area && !area) throw data(null, { status: 404 });
  const all = articlesIn(lang).filter(
    (article) => !area || article.areas.some((a) => a.id === area.id),
  );
  const pages = Math.max(1, Math.ceil(all.length / articlesPerPage));
  // Page 1 is /insights itself: /insights/page/1, a page past the last or not a number is a 404.
  const page = params.page === undefined ? 1 : Number(params.page);
  const pageExists = params.page === undefined || (Number.isInteger(page) && page >= 2);
  if (!pageExists || page > pages) throw data(null, { status: 404 });
  // An area's page lists all its articles; the whole list is paginated.
  const shown = area ? all : all.slice((page - 1) * articlesPerPage, page * articlesPerPage);
  return {
    text,
    area,
    areas: areas.map(({ id, title, path }) => ({ id, title, path })),
    page,
    pages: Array.from({ length: pages }, (_, i) => ({
      number: i + 1,
      path: insightsListPath(lang, i + 1),
    })),
    path: area ? `/insights/area/${area.id}` : page > 1 ? `/insights/page/${page}` : "/insights",
    articles: insightCards(lang, shown),
    allPath: insightsListPath(lang),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (_, t) => {
        const { text, area, page, path } = loaderData;
        const title = area
          ? text.areaTitle.replace("{area}", area.title)
          : page > 1
            ? text.pageTitle.replace("{page}", String(page))
            : text.meta.title;
        return {
          path,
          title,
          description: area
            ? text.areaDescription.replace("{area}", area.title)
            : text.meta.description,
          feed: { title: t("nav.insights"), path: "/insights/feed.xml" },
          breadcrumbs: [
            { name: t("nav.insights"), path: "/insights" },
            ...(path === "/insights" ? [] : [{ name: title, path }]),
          ],
        };
      })
    : [];

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { text, area, areas, articles, page, pages, allPath } = loaderData;
  const title = area ? text.areaTitle.replace("{area}", area.title) : text.header.title;
  return (
    <>
      <PageHeader eyebrow={text.header.eyebrow} title={title} intro={text.header.intro} />
      <div className="bg-ivory py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
          <nav aria-labelledby="areas-heading" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="areas-heading"
              className="text-sm font-semibold tracking-[0.14em] text-gold-700 uppercase rtl:tracking-normal"
            >
              {text.filterHeading}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-0 lg:border-s lg:border-navy-100">
              {[{ id: "", title: text.allAreas, path: allPath }, ...areas].map((item) => {
                const current = item.id ? area?.id === item.id : !area;
                return (
                  <li key={item.id || "all"}>
                    <Link
                      to={item.path}
                      aria-current={current ? "page" : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm lg:-ms-px lg:rounded-none lg:border-0 lg:border-s-2 lg:px-0 lg:ps-4 ${
                        current
                          ? "border-navy-900 bg-navy-900 text-white lg:border-gold-500 lg:bg-transparent lg:font-semibold lg:text-navy-900"
                          : "border-navy-200 bg-white text-slate-700 hover:border-navy-400 lg:border-transparent lg:bg-transparent lg:hover:border-gold-500 lg:hover:text-navy-900"
                      }`}
                    >
                      {item.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div>
            {articles.length === 0 ? (
              <p className="text-lg text-slate-700">{text.empty}</p>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2">
                {articles.map((article) => (
                  <li key={article.slug}>
                    <InsightCard article={article} heading="h2" readMore={text.readMore} />
                  </li>
                ))}
              </ul>
            )}
            {pages.length > 1 && !area ? (
              <nav aria-label={text.pagination.label} className="mt-12">
                <ul className="flex flex-wrap items-center gap-2">
                  {pages.map((p) => (
                    <li key={p.number}>
                      <Link
                        to={p.path}
                        aria-current={p.number === page ? "page" : undefined}
                        aria-label={text.pagination.page.replace("{page}", String(p.number))}
                        className={`inline-flex size-11 items-center justify-center rounded-sm border text-sm font-semibold ${
                          p.number === page
                            ? "border-navy-900 bg-navy-900 text-white"
                            : "border-navy-200 bg-white text-navy-900 hover:border-navy-500"
                        }`}
                      >
                        {p.number}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
