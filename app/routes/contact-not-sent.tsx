import { ContactResult } from "~/components/sections/contact-result";
import { contactNotSentContent } from "~/content/contact-result";
import { fillFirm } from "~/i18n/firm-text";
import { pagePath, pagePaths } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/contact-not-sent";

/** Where the plain HTML form lands when the server could not accept the inquiry. */
export function loader({ request }: Route.LoaderArgs) {
  return contactNotSentContent[requestLang(request)];
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths.contactNotSent,
        title: loaderData.meta.title,
        description: fillFirm(loaderData.meta.description, root.firm, root.lang),
        noindex: true,
      }))
    : [];

export default function ContactNotSent({ loaderData: content }: Route.ComponentProps) {
  const { lang } = useSite();
  return (
    <ContactResult
      copy={content}
      outcome="not-sent"
      actions={{
        primary: { label: content.links.primary, to: pagePath(lang, "contact") },
        secondary: { label: content.links.secondary, to: pagePath(lang, "home") },
      }}
    />
  );
}
