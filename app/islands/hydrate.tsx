import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "~/i18n/i18n";
import { SiteProvider } from "~/site-context";
import type { IslandData } from "./island-data";

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Hydrates an island's build HTML with its part of the page, inside the providers the build
 * rendered it in; resolves once it answers to the visitor.
 */
export function hydrateIsland(
  container: HTMLElement,
  data: IslandData<object>,
  part: ReactNode,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <I18nextProvider i18n={i18nFor(data.lang, data.messages)}>
        <SiteProvider lang={data.lang} firm={data.firm} year={data.year}>
          {part}
          <Ready onReady={resolve} />
        </SiteProvider>
      </I18nextProvider>,
    );
  });
}
