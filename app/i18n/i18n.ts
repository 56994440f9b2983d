import { createInstance, type i18n } from "i18next";
import type { Lang } from "./locales";

const instances = new Map<Lang, i18n>();

/**
 * One i18next instance per language, initialised synchronously from the messages the page
 * was rendered with (in the browser, only those of the part being hydrated), so the server's
 * HTML and the first client render agree.
 */
export function i18nFor(lang: Lang, messages: object): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: messages } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
