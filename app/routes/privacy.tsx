import { LegalDocument } from "~/components/sections/legal-document";
import { DataRequestForm } from "~/components/sections/data-request-form";
import { privacyContent, privacyUpdated, requestFormWords } from "~/content/privacy";
import { fillFirm } from "~/i18n/firm-text";
import { formatLongDate } from "~/i18n/format";
import { pagePaths, requestFormAnchor } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    lang,
    content: privacyContent[lang],
    requestForm: requestFormWords[lang],
    updated: { iso: privacyUpdated, text: formatLongDate(lang, privacyUpdated) },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths.privacy,
        title: loaderData.content.meta.title,
        description: fillFirm(loaderData.content.meta.description, root.firm, root.lang),
        breadcrumbs: [{ name: loaderData.content.breadcrumb, path: pagePaths.privacy }],
      }))
    : [];

export default function Privacy({
  loaderData: { lang, content, updated, requestForm },
}: Route.ComponentProps) {
  return (
    <LegalDocument
      copy={content}
      updated={updated}
      appendix={{
        id: requestFormAnchor,
        heading: requestForm.form.heading,
        content: <DataRequestForm lang={lang} words={requestForm} />,
      }}
    />
  );
}
