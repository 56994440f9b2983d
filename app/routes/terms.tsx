import { LegalDocument } from "~/components/sections/legal-document";
import { termsContent, termsUpdated } from "~/content/terms";
import { fillFirm } from "~/i18n/firm-text";
import { formatLongDate } from "~/i18n/format";
import { pagePaths } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/terms";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    content: termsContent[lang],
    updated: { iso: termsUpdated, text: formatLongDate(lang, termsUpdated) },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths.terms,
        title: loaderData.content.meta.title,
        description: fillFirm(loaderData.content.meta.description, root.firm, root.lang),
        breadcrumbs: [{ name: loaderData.content.breadcrumb, path: pagePaths.terms }],
      }))
    : [];

export default function Terms({ loaderData: { content, updated } }: Route.ComponentProps) {
  return <LegalDocument copy={content} updated={updated} />;
}
