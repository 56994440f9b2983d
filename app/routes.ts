import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { langs, locales } from "./i18n/locales";

/** Each page module serves every language: `/services` and `/ar/services` are one module. */
const pages: { id: string; path: string; file: string }[] = [
  { id: "home", path: "", file: "routes/home.tsx" },
  { id: "services", path: "services", file: "routes/services.tsx" },
  { id: "attorneys", path: "attorneys", file: "routes/attorneys.tsx" },
  { id: "attorney", path: "attorneys/:id", file: "routes/attorney.tsx" },
  { id: "attorney-vcard", path: "attorneys/:id/vcard.vcf", file: "routes/attorney-vcard.ts" },
  { id: "contact", path: "contact", file: "routes/contact.tsx" },
  // Where the plain HTML form lands: one module, the page chosen by its address.
  { id: "contact-sent", path: "contact/sent", file: "routes/contact-result.tsx" },
  { id: "contact-sent-held", path: "contact/sent/held", file: "routes/contact-result.tsx" },
  { id: "contact-sent-no-slot", path: "contact/sent/no-slot", file: "routes/contact-result.tsx" },
  { id: "contact-not-sent", path: "contact/not-sent", file: "routes/contact-result.tsx" },
  { id: "insights", path: "insights", file: "routes/insights.tsx" },
  { id: "insights-page", path: "insights/page/:page", file: "routes/insights.tsx" },
  { id: "insights-area", path: "insights/area/:area", file: "routes/insights.tsx" },
  { id: "insight", path: "insights/:slug", file: "routes/insight.tsx" },
  { id: "privacy", path: "privacy", file: "routes/privacy.tsx" },
  // Where the booking mails' "Choose another time" lands (the server adds the booking's reference).
  { id: "booking-move", path: "booking/move", file: "routes/booking-move.tsx" },
  { id: "terms", path: "terms", file: "routes/terms.tsx" },
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

export default langs.flatMap((lang) => {
  const prefix = locales[lang].prefix.slice(1);
  return pages.map(({ id, path, file }) => {
    const full = [prefix, path].filter(Boolean).join("/");
    return full ? route(full, file, { id: `${lang}/${id}` }) : index(file, { id: `${lang}/${id}` });
  });
}) satisfies RouteConfig;
