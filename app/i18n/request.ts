import { langFromPath, type Lang } from "./locales";

/** The language of a loader's request, from its URL. */
export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
