import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { BookingMove } from "~/components/sections/booking-move";
import { i18nFor } from "~/i18n/i18n";
import { SiteProvider } from "~/site-context";
import type { BookingMoveData } from "./booking-move-data";

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** Hydrates the build's "Choose another time" page; resolves once it answers to the visitor. */
export function hydrate(container: HTMLElement, data: BookingMoveData): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <I18nextProvider i18n={i18nFor(data.lang, data.messages)}>
        <SiteProvider lang={data.lang} firm={data.firm} year={data.year}>
          <BookingMove />
          <Ready onReady={resolve} />
        </SiteProvider>
      </I18nextProvider>,
    );
  });
}
