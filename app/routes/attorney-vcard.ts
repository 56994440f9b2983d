import { firm as firmFacts, isAttorneyId, localizedFirm } from "~/content/firm";
import { attorneyPath } from "~/i18n/paths";
import { requestLang } from "~/i18n/request";
import { buildVCard, vcardFileName } from "~/lib/vcard";
import { siteUrl } from "~/site-url";
import type { Route } from "./+types/attorney-vcard";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * An attorney's contact card as a vCard file, in the language of its URL. Prerendered, so the
 * build writes it as a static file beside the profile page.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isAttorneyId(params.id)) throw notFound();
  const lang = requestLang(request);
  const firm = localizedFirm(lang);
  const attorney = firm.attorneys.find((a) => a.id === params.id);
  if (!attorney) throw notFound();
  // One file name in both languages, from the English name, which every file system can hold.
  const englishName = firmFacts.attorneys.find((a) => a.id === params.id)?.name.en ?? params.id;
  const card = buildVCard({
    name: attorney.name,
    title: attorney.title,
    organization: firm.legalName,
    email: attorney.email,
    phone: firm.phone.e164,
    address: { ...firm.address, postalCode: firm.postalCode },
    url: `${siteUrl()}${attorneyPath(lang, params.id)}`,
  });
  return new Response(card, {
    headers: {
      "Content-Type": "text/vcard; charset=utf-8",
      "Content-Disposition": `attachment; filename="${vcardFileName(englishName)}"`,
    },
  });
}
