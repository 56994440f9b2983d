import { useContext } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  UNSAFE_FrameworkContext,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { scriptOnly } from "./components/layout/constants";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { LanguageSwitcher } from "./components/layout/language-switcher";
import { ErrorPage, NotFound } from "./components/sections/not-found";
import { i18nFor } from "./i18n/i18n";
import { languageRedirectScript } from "./i18n/language-redirect";
import { langFromPath, locales } from "./i18n/locales";
import { type RootData, rootData } from "./root-data";
import { SiteProvider } from "./site-context";
import { fontStyles, fontsPendingScript } from "./styles/fonts";
import "./styles/app.css";
import favicon from "../public/favicon.svg?raw";

export const links: Route.LinksFunction = () => [
  // Written into the page (313 bytes), so that the browser fetches nothing while the page paints.
  { rel: "icon", href: `data:image/svg+xml,${encodeURIComponent(favicon)}`, type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function loader({ request }: Route.LoaderArgs): RootData {
  return rootData(request);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang = data?.lang ?? langFromPath(location.pathname);
  const { dir } = locales[lang];

  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          // Runs before paint: sends a visitor whose language is Arabic to the /ar twin.
          dangerouslySetInnerHTML={{ __html: languageRedirectScript }}
        />
        <meta name="theme-color" content="#0f2140" />
        <script
          // Runs before paint: a visitor's first page is drawn in fitted system faces (styles/fonts.ts).
          dangerouslySetInnerHTML={{ __html: fontsPendingScript(lang) }}
        />
        <style dangerouslySetInnerHTML={{ __html: fontStyles(lang) }} />
        <noscript>
          {/* What only a script makes work goes: its buttons give way to links (header.tsx, language-switcher.tsx). */}
          <style
            dangerouslySetInnerHTML={{
              __html: `[${Object.keys(scriptOnly)[0]}]{display:none}`,
            }}
          />
        </noscript>
        <Meta />
        <Links />
      </head>
      <body className="bg-ivory font-sans text-slate-800 antialiased">
        {data ? (
          <I18nextProvider i18n={i18nFor(lang, data.messages)}>
            <SiteProvider lang={lang} firm={data.firm} year={data.year}>
              <Header />
              <main id="main" tabIndex={-1} className="outline-none">
                {children}
              </main>
              <Footer />
              <LanguageSwitcher />
            </SiteProvider>
          </I18nextProvider>
        ) : (
          <main id="main">{children}</main>
        )}
        <PageScript />
      </body>
    </html>
  );
}

/**
 * The page's one script, app/entry.client.tsx, instead of React Router's <Scripts />: the pages
 * are complete HTML, so the router's client runtime and the route modules stay on the server
 * (docs/decisions/0005-static-pages-with-one-island.md). In development the module graph also
 * needs Vite's hot-reload runtime first.
 */
function PageScript() {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!framework) return null;
  const { entry, hmr } = framework.manifest;
  if (hmr?.runtime) {
    const source = `import ${JSON.stringify(hmr.runtime)};import(${JSON.stringify(entry.module)});`;
    return <script type="module" dangerouslySetInnerHTML={{ __html: source }} />;
  }
  // Loaded once the page's first text is on screen: nothing on the first screen waits for it
  // (docs/decisions/0016-first-paint-needs-only-the-page.md). A browser that does not report its
  // paints (or a page opened in a background tab) loads it a second after the page's load.
  const load = `(function(){var started=false;function start(){if(!started){started=true;import(${JSON.stringify(entry.module)})}}try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}catch(e){}addEventListener("load",function(){setTimeout(start,1000)})})()`;
  return <script dangerouslySetInnerHTML={{ __html: load }} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage />;
}
