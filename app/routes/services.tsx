import { CallToAction } from "~/components/sections/call-to-action";
import { ServicesGrid } from "~/components/sections/services-grid";
import { PageHeader } from "~/components/ui/page-header";
import { flagshipClaims } from "~/content/home";
import { servicesPage } from "~/content/services";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/services";

/** Only this language's copy reaches the page, with the flagship's claims the firm makes. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { ...servicesPage(lang), flagship: flagshipClaims(lang) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (_, t) => ({
        path: "/services",
        title: loaderData.meta.title,
        description: loaderData.meta.description,
        breadcrumbs: [{ name: t("nav.services"), path: "/services" }],
      }))
    : [];

export default function Services({ loaderData }: Route.ComponentProps) {
  const { header, cards, exclusive, flagship, cta } = loaderData;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <ServicesGrid
        cards={cards}
        exclusiveLabel={flagship.badge ? exclusive : null}
        claim={flagship.claim}
      />
      <CallToAction id="services-cta" heading={cta.heading} body={cta.body} button={cta.button} />
    </>
  );
}
