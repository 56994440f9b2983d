import { describe, expect, it } from "vitest";
import { langFromPath } from "./locales";
import { attorneyPath, localize, pagePath, twinPath, unlocalize } from "./paths";

describe("language of a URL", () => {
  it.each([
    ["/", "en"],
    ["/services", "en"],
    ["/ar", "ar"],
    ["/ar/", "ar"],
    ["/ar/attorneys/2", "ar"],
    ["/arbitration", "en"],
    ["/area/ar", "en"],
  ])("%s is %s", (path, lang) => expect(langFromPath(path)).toBe(lang));
});

describe("localized paths", () => {
  it("prefixes Arabic paths and leaves English alone", () => {
    expect(localize("ar", "/")).toBe("/ar");
    expect(localize("ar", "/services")).toBe("/ar/services");
    expect(localize("ar", "/#about")).toBe("/ar#about");
    expect(localize("en", "/services")).toBe("/services");
    expect(pagePath("ar", "contact")).toBe("/ar/contact");
    expect(attorneyPath("en", "3")).toBe("/attorneys/3");
  });

  it("finds a page's twin in the other language", () => {
    expect(twinPath("/attorneys/4", "ar")).toBe("/ar/attorneys/4");
    expect(twinPath("/ar/attorneys/4", "en")).toBe("/attorneys/4");
    expect(twinPath("/ar", "en")).toBe("/");
    expect(twinPath("/", "en")).toBe("/");
    expect(unlocalize("/ar/")).toBe("/");
  });
});
