import { AttorneyApproach } from "~/components/sections/attorney-approach";
import { AttorneyList } from "~/components/sections/attorney-list";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHeader } from "~/components/ui/page-header";
import { attorneysPage } from "~/content/attorney-pages";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/attorneys";

/** Only this language's copy reaches the page; the attorneys' names come with the firm's facts. */
export function loader({ request }: Route.LoaderArgs) {
  return attorneysPage(requestLang(request));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (_, t) => ({
        path: "/attorneys",
        title: loaderData.meta.title,
        description: loaderData.meta.description,
        breadcrumbs: [{ name: t("nav.attorneys"), path: "/attorneys" }],
      }))
    : [];

export default function Attorneys({ loaderData }: Route.ComponentProps) {
  const { header, viewProfile, profileLink, adviser, approach, cta } = loaderData;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <AttorneyList viewProfile={viewProfile} profileLink={profileLink} adviser={adviser} />
      <AttorneyApproach approach={approach} />
      <CallToAction id="attorneys-cta" heading={cta.heading} body={cta.body} button={cta.button} />
    </>
  );
}
