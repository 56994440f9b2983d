import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { localizedFirm } from "~/content/firm";
import { i18nFor } from "~/i18n/i18n";
import type { Lang } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import type { RootData } from "~/root-data";
import { SiteProvider } from "~/site-context";

/**
 * For tests: a page or a section as the build renders it, inside the root's providers and a
 * router that holds the root's data, parsed into a document (the test's environment is jsdom).
 */
export function renderPage(lang: Lang, page: React.ReactNode): Document {
  const root: RootData = {
    lang,
    messages: messages[lang],
    firm: localizedFirm(lang),
    year: 2026,
    origin: "https://example.jo",
  };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: (
          <I18nextProvider i18n={i18nFor(lang, root.messages)}>
            <SiteProvider lang={lang} firm={root.firm} year={root.year}>
              <main>{page}</main>
            </SiteProvider>
          </I18nextProvider>
        ),
      },
    ],
    { hydrationData: { loaderData: { root } } },
  );
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return new DOMParser().parseFromString(html, "text/html");
}
