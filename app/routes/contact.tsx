import { openOnArrivalScript } from "~/booking/arrival";
import { ContactOverview } from "~/components/sections/contact-overview";
import { OfficeLocation } from "~/components/sections/office-location";
import { OfficeVisit } from "~/components/sections/office-visit";
import { PageHeader } from "~/components/ui/page-header";
import { contactPageContent } from "~/content/contact-page";
import { firm } from "~/content/firm";
import { fillFirm } from "~/i18n/firm-text";
import { formatOfficeHours } from "~/i18n/format";
import { pagePaths } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { legalServiceJsonLd, routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { content: contactPageContent[lang], hours: formatOfficeHours(lang, firm.hours) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths.contact,
        title: loaderData.content.meta.title,
        description: fillFirm(loaderData.content.meta.description, root.firm, root.lang),
        breadcrumbs: [{ name: loaderData.content.breadcrumb, path: pagePaths.contact }],
        jsonLd: [legalServiceJsonLd(root)],
      }))
    : [];

export default function Contact({ loaderData: { content, hours } }: Route.ComponentProps) {
  const { lang, firm } = useSite();
  return (
    <>
      <PageHeader
        eyebrow={content.header.eyebrow}
        title={content.header.title}
        intro={fillFirm(content.header.intro, firm, lang)}
      />
      <script
        // Runs before the form is parsed: a visitor who came to book sees its booking part open.
        dangerouslySetInnerHTML={{ __html: openOnArrivalScript }}
      />
      <ContactOverview copy={content} hours={hours} />
      <OfficeLocation copy={content.location} />
      <OfficeVisit copy={content.visit} />
    </>
  );
}
