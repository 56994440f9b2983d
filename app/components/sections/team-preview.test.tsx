// @vitest-environment jsdom
/**
 * "The people who will handle your matter" on the home page lists the lawyers a visitor can
 * book, not the academic adviser, who does not practise (issue 37, point 1); the attorney list
 * shows the lawyers, then the adviser in a block of his own that says he does not practise.
 */
import { describe, expect, it } from "vitest";
import { attorneysContent } from "~/content/attorneys";
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

  it("the attorney list shows the lawyers, then the academic adviser in a block of his own", () => {
    // Who is not a practising lawyer (not bookable, no Bar number) is not one of the attorneys
    // (the lawyer's reading, point M3): he comes after them, under the adviser's heading.
    const lawyers = firm.attorneys.filter((a) => a.bookable || a.bar.number);
    const advisers = firm.attorneys.filter((a) => !a.bookable && !a.bar.number);
    expect(advisers.length, "the seed has an academic adviser").toBeGreaterThan(0);
    const { adviser } = attorneysContent[lang];
    const doc = renderPage(
      lang,
      <AttorneyList viewProfile="{name}" profileLink="View" adviser={adviser} />,
    );
    const grids = [...doc.querySelectorAll("ul")];
    expect(grids).toHaveLength(2);
    expect([...grids[0]!.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(
      lawyers.map((a) => a.name[lang]),
    );
    expect(grids[0]!.className).toContain("md:grid-cols-2");
    const block = doc.querySelector("#adviser")!;
    expect(block.getAttribute("aria-labelledby")).toBe("adviser-heading");
    expect(block.querySelector("h2")!.textContent).toBe(adviser.heading);
    expect(block.querySelector("p")!.textContent).toBe(adviser.text);
    expect(block.contains(grids[1]!)).toBe(true);
    expect(grids[0]!.closest("#adviser")).toBeNull();
    expect([...grids[1]!.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(
      advisers.map((a) => a.name[lang]),
    );
  });
});
