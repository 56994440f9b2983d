import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { ContactForm } from "~/components/sections/contact-form";
import { i18nFor } from "~/i18n/i18n";
import { SiteProvider } from "~/site-context";
import type { ContactFormData } from "./contact-form-data";

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** Hydrates the build's contact form; resolves once it answers to the visitor. */
export function hydrate(container: HTMLElement, data: ContactFormData): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <I18nextProvider i18n={i18nFor(data.lang, data.messages)}>
        <SiteProvider lang={data.lang} firm={data.firm} year={data.year}>
          <ContactForm />
          <Ready onReady={resolve} />
        </SiteProvider>
      </I18nextProvider>,
    );
  });
}
