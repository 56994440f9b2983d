import { ContactResult } from "~/components/sections/contact-result";
import { contactSentNoSlotContent } from "~/content/contact-result";
import { fillFirm } from "~/i18n/firm-text";
import { pagePath, pagePaths } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/contact-sent-no-slot";

/** Where the plain HTML form lands when the inquiry was stored but the time asked for was not free. */
export function loader({ request }: Route.LoaderArgs) {
  return contactSentNoSlotContent[requestLang(request)];
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths.contactSentNoSlot,
        title: loaderData.meta.title,
        description: fillFirm(loaderData.meta.description, root.firm, root.lang),
        noindex: true,
      }))
    : [];

export default function ContactSentNoSlot({ loaderData: content }: Route.ComponentProps) {
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
