// @vitest-environment jsdom
/**
 * "The people who will handle your matter" on the home page lists the lawyers a visitor can
 * book, not the academic adviser, who does not practise (issue 37, point 1); the attorney list
 * still shows everyone.
 */
import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { langs } from "~/i18n/locales";
import { AttorneyList } from "./attorney-list";
import { TeamPreview } from "./team-preview";
import { renderPage } from "./test-render";

const names = (doc: Document) =>
  [...doc.querySelectorAll("li h2, li h3")].map((heading) => heading.textContent);

describe.each(langs)("the team on the home page (%s)", (lang) => {
  const bookable = firm.attorneys.filter((a) => a.bookable).map((a) => a.name[lang]);
  const others = firm.attorneys.filter((a) => !a.bookable).map((a) => a.name[lang]);

  it("lists only the attorneys who take consultations, two to a row with no empty column", () => {
    expect(others.length, "the seed has someone who is not bookable").toBeGreaterThan(0);
    const doc = renderPage(lang, <TeamPreview />);
    expect(names(doc)).toEqual(bookable);
    for (const name of others) expect(doc.body.textContent).not.toContain(name);
    const grid = doc.querySelector("#team ul")!;
    expect(grid.className).toContain("md:grid-cols-2");
    expect(grid.className).not.toContain("md:grid-cols-3");
  });

  it("the attorney list keeps everyone, three to a row", () => {
    const doc = renderPage(lang, <AttorneyList viewProfile="{name}" profileLink="View" />);
    expect(names(doc)).toEqual(firm.attorneys.map((a) => a.name[lang]));
    expect(doc.querySelector("ul")!.className).toContain("md:grid-cols-3");
  });
});
