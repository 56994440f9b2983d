import { ContactResult } from "~/components/sections/contact-result";
import { contactSentContent } from "~/content/contact-result";
import { fillFirm } from "~/i18n/firm-text";
import { pagePath, pagePaths } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/contact-sent";

/** Where the plain HTML form lands once the server has accepted the inquiry. */
export function loader({ request }: Route.LoaderArgs) {
  return contactSentContent[requestLang(request)];
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths.contactSent,
        title: loaderData.meta.title,
        description: fillFirm(loaderData.meta.description, root.firm, root.lang),
        noindex: true,
      }))
    : [];

export default function ContactSent({ loaderData: content }: Route.ComponentProps) {
  const { lang } = useSite();
  return (
    <ContactResult
      copy={content}
      outcome="sent"
      actions={{
        primary: { label: content.links.primary, to: pagePath(lang, "home") },
        secondary: { label: content.links.secondary, to: pagePath(lang, "contact") },
      }}
    />
  );
}
