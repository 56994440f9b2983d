import { createContext, useContext, useEffect, useState } from "react";
import type { LocalizedFirm } from "./content/firm";
import type { Lang } from "./i18n/locales";

interface Site {
  lang: Lang;
  firm: LocalizedFirm;
  year: number;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ children, lang, firm, year }: Site & { children: React.ReactNode }) {
  // The page was rendered at build time; the copyright shows the visitor's current year.
  const [currentYear, setCurrentYear] = useState(year);
  useEffect(() => setCurrentYear(new Date().getFullYear()), []);
  return (
    <SiteContext.Provider value={{ lang, firm, year: currentYear }}>
      {children}
    </SiteContext.Provider>
  );
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used inside SiteProvider");
  return site;
}
