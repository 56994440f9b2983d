import { createContext, useContext } from "react";
import type { LocalizedFirm } from "./content/firm";
import type { Lang } from "./i18n/locales";

interface Site {
  lang: Lang;
  firm: LocalizedFirm;
  year: number;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ children, lang, firm, year }: Site & { children: React.ReactNode }) {
  return <SiteContext.Provider value={{ lang, firm, year }}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used inside SiteProvider");
  return site;
}
