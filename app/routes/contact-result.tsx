import { ContactResult } from "~/components/sections/contact-result";
import {
  type ContactResultPage,
  contactNotSentContent,
  contactSentContent,
  contactSentHeldContent,
  contactSentNoSlotContent,
} from "~/content/contact-result";
import { fillFirm } from "~/i18n/firm-text";
import type { Lang } from "~/i18n/locales";
import { type PageName, pagePath, pagePaths, unlocalize } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { routeMeta } from "~/seo";
import { useSite } from "~/site-context";
import type { Route } from "./+types/contact-result";

type ResultName = "contactSent" | "contactSentHeld" | "contactSentNoSlot" | "contactNotSent";

/**
 * Where the plain HTML form lands (server/inquiries/form.ts's formLanding): the message sent,
 * sent with the time asked for held (not yet confirmed), sent without the time, or not sent.
 */
const results: Record<
  ResultName,
  {
    content: Record<Lang, ContactResultPage>;
    sent: boolean;
    primary: PageName;
    secondary: PageName;
  }
> = {
  contactSent: { content: contactSentContent, sent: true, primary: "home", secondary: "contact" },
  contactSentHeld: {
    content: contactSentHeldContent,
    sent: true,
    primary: "home",
    secondary: "contact",
  },
  contactSentNoSlot: {
    content: contactSentNoSlotContent,
    sent: true,
    primary: "home",
    secondary: "contact",
  },
  // Not sent: back to the form first.
  contactNotSent: {
    content: contactNotSentContent,
    sent: false,
    primary: "contact",
    secondary: "home",
  },
};

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const path = unlocalize(new URL(request.url).pathname).replace(/\/$/, "");
  const name = (Object.keys(results) as ResultName[]).find((key) => pagePaths[key] === path);
  if (!name) throw new Error(`No contact result page at ${path}`);
  const { content, sent, primary, secondary } = results[name];
  return { name, copy: content[lang], sent, primary, secondary };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? routeMeta(matches, (root) => ({
        path: pagePaths[loaderData.name],
        title: loaderData.copy.meta.title,
        description: fillFirm(loaderData.copy.meta.description, root.firm, root.lang),
        noindex: true,
      }))
    : [];

export default function ContactResultRoute({ loaderData }: Route.ComponentProps) {
  const { lang } = useSite();
  const { copy, sent, primary, secondary } = loaderData;
  return (
    <ContactResult
      copy={copy}
      outcome={sent ? "sent" : "not-sent"}
      actions={{
        primary: { label: copy.links.primary, to: pagePath(lang, primary) },
        secondary: { label: copy.links.secondary, to: pagePath(lang, secondary) },
      }}
    />
  );
}
