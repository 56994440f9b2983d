import { describe, expect, it } from "vitest";
import { localize, pagePaths } from "./i18n/paths";
import { prerenderPaths } from "./prerender-paths";

describe("prerendered paths", () => {
  it("prerenders every page once per language", () => {
    const paths = prerenderPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/ar");
    const english = paths.filter((p) => !p.startsWith("/ar"));
    const arabic = paths.filter((p) => p.startsWith("/ar"));
    expect(english).toEqual(expect.arrayContaining(Object.values(pagePaths)));
    expect(english).toContain("/attorneys/2/vcard.vcf");
    expect(arabic).toEqual(english.map((p) => localize("ar", p)));
  });
});
