import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath, type PageName } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ForwardArrow } from "../ui/directional";

const destinations: { page: PageName; label: "home" | "attorneys" | "services" | "contact" }[] = [
  { page: "home", label: "home" },
  { page: "services", label: "services" },
  { page: "attorneys", label: "attorneys" },
  { page: "contact", label: "contact" },
];

/** The localized page for unknown paths and attorney ids, served with status 404. */
export function NotFound() {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  return (
    <>
      {/* Titled as every other page, with the firm's name: a tab or a bookmark says whose. */}
      <title>{`${t("meta.notFound.title")} | ${firm.name}`}</title>
      <meta name="description" content={t("meta.notFound.description")} />
      <meta name="robots" content="noindex" />
      <section className="hero-pattern bg-navy-900 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-36 pb-16 text-center sm:px-6 sm:pt-44">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">
            {t("notFound.eyebrow")}
          </p>
          <h1 className="mt-4 font-display text-4xl font-semibold text-balance sm:text-5xl">
            {t("notFound.heading")}
          </h1>
          <p className="mt-5 text-lg text-white/85">{t("notFound.body")}</p>
        </div>
      </section>
      <nav aria-labelledby="not-found-links" className="bg-ivory py-16">
        <h2 id="not-found-links" className="sr-only">
          {t("notFound.links")}
        </h2>
        <ul className="mx-auto grid max-w-3xl gap-4 px-4 sm:grid-cols-2 sm:px-6">
          {destinations.map(({ page, label }) => (
            <li key={page}>
              <Link
                to={pagePath(lang, page)}
                className="flex items-center justify-between gap-4 rounded-sm border border-navy-100 bg-white px-6 py-5 font-semibold text-navy-900 hover:border-navy-900"
              >
                {t(`notFound.${label}`)}
                <ForwardArrow className="size-5 text-gold-600" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** Any other failure: said plainly, without internals. */
export function ErrorPage() {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section className="bg-ivory">
      <div className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center sm:px-6">
        <h1 className="font-display text-4xl font-semibold text-navy-900">{t("error.heading")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("error.body")}</p>
        <Link
          to={pagePath(lang, "home")}
          className="mt-8 inline-block font-semibold text-navy-800 underline"
        >
          {t("error.home")}
        </Link>
      </div>
    </section>
  );
}
