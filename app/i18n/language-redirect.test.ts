// @vitest-environment jsdom
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { languageRedirectScript, redirectToPreferredLanguage } from "./language-redirect";

/** Runs the head script as the browser would, on a given path, storage and browser languages. */
function visit(path: string, { stored, languages }: { stored?: string; languages: string[] }) {
  window.history.replaceState(null, "", path);
  localStorage.clear();
  if (stored) localStorage.setItem("language", stored);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  const replace = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({
    ...window.location,
    pathname: new URL(path, "http://x").pathname,
    search: "",
    hash: new URL(path, "http://x").hash,
    replace,
  } as unknown as Location);
  redirectToPreferredLanguage("language", "/ar");
  return { replace, stored: localStorage.getItem("language") };
}

describe("the inline language script", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("sends an Arabic browser from / to /ar and remembers it", () => {
    const { replace, stored } = visit("/", { languages: ["ar-JO", "en"] });
    expect(replace).toHaveBeenCalledWith("/ar");
    expect(stored).toBe("ar");
  });

  it("keeps the page and the anchor when redirecting", () => {
    const { replace } = visit("/attorneys/3#contact", { stored: "ar", languages: ["en-US"] });
    expect(replace).toHaveBeenCalledWith("/ar/attorneys/3#contact");
  });

  it("leaves an English browser on the English page and stores en", () => {
    const { replace, stored } = visit("/services", { languages: ["en-GB"] });
    expect(replace).not.toHaveBeenCalled();
    expect(stored).toBe("en");
  });

  it("lets a stored English choice win over an Arabic browser", () => {
    const { replace } = visit("/", { stored: "en", languages: ["ar"] });
    expect(replace).not.toHaveBeenCalled();
  });

  it("stores an English browser's language, not the page's, when it lands on an /ar page first", () => {
    expect(visit("/ar/insights", { languages: ["en-US"] })).toMatchObject({ stored: "en" });
    const { replace } = visit("/services", { stored: "en", languages: ["en-US"] });
    expect(replace).not.toHaveBeenCalled();
    expect(visit("/ar/insights", { languages: ["ar-JO"] })).toMatchObject({ stored: "ar" });
  });

  it("never moves a visitor off an /ar page, nor overwrites their stored choice", () => {
    const { replace, stored } = visit("/ar/services", { stored: "en", languages: ["en"] });
    expect(replace).not.toHaveBeenCalled();
    expect(stored).toBe("en");
  });
});

/**
 * Runs the served script text in a bare context whose only globals are a window stub (the global
 * object itself, with its location), document, localStorage and navigator: anything else the
 * script reached for would be a ReferenceError, which its own try/catch would turn into doing nothing.
 */
function runInline(
  url: string,
  {
    stored,
    languages,
    language = "en-US",
  }: { stored?: string; languages?: string[]; language?: string },
) {
  const { pathname, search, hash } = new URL(url, "https://example.test");
  const storage = new Map<string, string>(stored ? [["language", stored]] : []);
  const replaced: string[] = [];
  const documentElement = { style: { visibility: "" } };
  const context = vm.createContext({
    location: { pathname, search, hash, replace: (to: string) => replaced.push(to) },
    document: { documentElement },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, String(value)),
    },
    navigator: { languages, language },
  });
  context.window = vm.runInContext("this", context);
  vm.runInContext(languageRedirectScript, context);
  return { replaced, stored: storage.get("language"), hidden: documentElement.style.visibility };
}

describe("the inline script as served, in a bare context", () => {
  it("sends a visitor whose stored language is Arabic to the /ar twin, keeping query and anchor", () => {
    const result = runInline("/attorneys/3?ref=card#contact", { stored: "ar", languages: ["en"] });
    expect(result.replaced).toEqual(["/ar/attorneys/3?ref=card#contact"]);
    expect(result.hidden).toBe("hidden");
    expect(result.stored).toBe("ar");
  });

  it("detects an Arabic browser on the home page, stores ar and redirects to /ar", () => {
    const result = runInline("/", { languages: ["fr-FR", "ar-JO", "en"] });
    expect(result.replaced).toEqual(["/ar"]);
    expect(result.stored).toBe("ar");
  });

  it("falls back to navigator.language when the browser gives no list", () => {
    const result = runInline("/services", { language: "ar" });
    expect(result.replaced).toEqual(["/ar/services"]);
    expect(result.stored).toBe("ar");
  });

  it("does nothing to an English visitor but store en", () => {
    const result = runInline("/services", { languages: ["en-GB", "ar"] });
    expect(result.replaced).toEqual([]);
    expect(result.hidden).toBe("");
    expect(result.stored).toBe("en");
  });

  it("keeps a visitor on an /ar page and stores their browser's language when nothing was stored", () => {
    const result = runInline("/ar/contact", { languages: ["en"] });
    expect(result.replaced).toEqual([]);
    expect(result.stored).toBe("en");
  });

  it("stays on the page as served when storage is blocked", () => {
    const context = vm.createContext({
      location: { pathname: "/", search: "", hash: "", replace: vi.fn() },
      document: { documentElement: { style: {} } },
      localStorage: {
        getItem: () => {
          throw new Error("SecurityError");
        },
      },
      navigator: { languages: ["ar"] },
    });
    context.window = vm.runInContext("this", context);
    expect(() => vm.runInContext(languageRedirectScript, context)).not.toThrow();
    expect(context.location.replace).not.toHaveBeenCalled();
  });
});

describe("the spec's detection order", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the first browser language the site speaks", () => {
    expect(visit("/", { languages: ["fr-FR", "ar-JO", "en"] }).stored).toBe("ar");
  });

  it("ignores a stored value the site does not speak", () => {
    expect(visit("/", { stored: "fr", languages: ["ar"] }).stored).toBe("ar");
  });

  it("falls back to English", () => {
    const { replace, stored } = visit("/", { languages: ["de-DE"] });
    expect(replace).not.toHaveBeenCalled();
    expect(stored).toBe("en");
  });
});
