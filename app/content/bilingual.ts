import type { Lang } from "~/i18n/locales";

/**
 * The content files keep English and Arabic side by side: every value that changes with the
 * language is a pair `{ "en": …, "ar": … }` at the place it is used, so the two can never drift
 * apart. A page receives one language: `localize` replaces every pair by its side.
 */
export interface Pair<T = string> {
  en: T;
  ar: T;
}

/** The type a page of one language receives: every pair replaced by one side. */
export type Localized<T> = T extends { en: infer E; ar: unknown }
  ? Localized<E>
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

export function isPair(value: unknown): value is Pair<unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && "en" in value && "ar" in value;
}

export function localize<T>(value: T, lang: Lang): Localized<T> {
  if (isPair(value)) return localize(value[lang], lang) as Localized<T>;
  if (Array.isArray(value)) return value.map((item) => localize(item, lang)) as Localized<T>;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([key, child]) => [key, localize(child, lang)]);
    return Object.fromEntries(entries) as Localized<T>;
  }
  return value as Localized<T>;
}

/** Both languages of a content file, each as its pages receive it. */
export function bothLanguages<T>(value: T): Record<Lang, Localized<T>> {
  return { en: localize(value, "en"), ar: localize(value, "ar") };
}
