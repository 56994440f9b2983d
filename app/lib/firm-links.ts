import type { LocalizedFirm } from "~/content/firm";

/** Where the firm's (or an attorney's) phone, email, WhatsApp and map location lead. */

export const telHref = ({ phone }: Pick<LocalizedFirm, "phone">) => `tel:${phone.e164}`;

export const mailtoHref = ({ email }: { email: string }) => `mailto:${email}`;

/** WhatsApp's click-to-chat link takes the number as digits only. */
export const whatsappHref = (firm: LocalizedFirm) =>
  `https://wa.me/${firm.whatsapp.e164.replace(/\D/g, "")}`;

/** The office in Google Maps, which most phones hand to their navigation app. */
export const googleMapsHref = ({ geo }: LocalizedFirm) =>
  `https://www.google.com/maps/search/?api=1&query=${geo.lat},${geo.lng}`;

/** OpenStreetMap's embeddable map, centred on the office with a marker: no key, no cookies. */
export function openStreetMapEmbed({ geo }: LocalizedFirm): string {
  const [dLng, dLat] = [0.008, 0.005];
  const bbox = [geo.lng - dLng, geo.lat - dLat, geo.lng + dLng, geo.lat + dLat]
    .map((n) => n.toFixed(4))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${geo.lat},${geo.lng}`;
}
