// @vitest-environment jsdom
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

  it("never moves a visitor off an /ar page, nor overwrites their stored choice", () => {
    const { replace, stored } = visit("/ar/services", { stored: "en", languages: ["en"] });
    expect(replace).not.toHaveBeenCalled();
    expect(stored).toBe("en");
  });

  it("is self-contained, so it can run inline before any bundle loads", () => {
    expect(languageRedirectScript).toMatch(/^\(function|^\(\w*\s*\(|^\(/);
    expect(() => new Function(languageRedirectScript)).not.toThrow();
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
