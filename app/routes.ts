import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { langs, locales } from "./i18n/locales";

/** Each page module serves every language: `/services` and `/ar/services` are one module. */
const pages: { id: string; path: string; file: string }[] = [
  { id: "home", path: "", file: "routes/home.tsx" },
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

export default langs.flatMap((lang) => {
  const prefix = locales[lang].prefix.slice(1);
  return pages.map(({ id, path, file }) => {
    const full = [prefix, path].filter(Boolean).join("/");
    return full ? route(full, file, { id: `${lang}/${id}` }) : index(file, { id: `${lang}/${id}` });
  });
}) satisfies RouteConfig;
