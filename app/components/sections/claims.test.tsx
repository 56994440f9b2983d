// @vitest-environment jsdom
/**
 * The claims the Bar's rules restrict (issue 37, point 4): each is made as the spec has it until
 * the firm switches it off in the editor (content/home.json, `claims` and each statistic's
 * `shown`), and the home and services pages read well with any of them off: no empty section,
 * no heading left alone, no gap where the section was. The pages are rendered here as the build
 * renders them, in both languages, from the content with its switches set.
 */
import { describe, expect, it } from "vitest";
import { type ConsultationWords, consultationTerms } from "~/content/booking";
import { shownConsultationTerms } from "~/content/free-consultation";
import { type Claims, flagshipClaims, homeFacts, homeFile } from "~/content/home";
import { servicesPage } from "~/content/services";
import { type Lang, langs } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import Home from "~/routes/home";
import Services from "~/routes/services";
import { renderPage } from "./test-render";

type HomeData = typeof homeFacts;
/** Every claim made, as the spec has them: the tests start here, whatever today's switches. */
const on: Claims = {
  firstInJordan: true,
  exclusiveBadge: true,
  testimonialsSection: true,
  freeConsultation: true,
};
const allOff: Claims = {
  firstInJordan: false,
  exclusiveBadge: false,
  testimonialsSection: false,
  freeConsultation: false,
};
const allStatsOn = homeFacts.statistics.map((statistic) => ({ ...statistic, shown: true }));

function renderHome(lang: Lang, { claims = on, statistics = allStatsOn }: Partial<HomeData> = {}) {
  const loaderData = { ...homeFacts, claims, statistics };
  return renderPage(lang, <Home {...({ loaderData } as unknown as Parameters<typeof Home>[0])} />);
}

function renderServices(lang: Lang, claims: Claims) {
  const loaderData = { ...servicesPage(lang), flagship: flagshipClaims(lang, claims) };
  return renderPage(
    lang,
    <Services {...({ loaderData } as unknown as Parameters<typeof Services>[0])} />,
  );
}

const text = (doc: Document) => doc.body.textContent ?? "";
const claimLine = (lang: Lang) => homeFile.text.hero.claim[lang];
const statLabel = (lang: Lang, label: "years" | "cases" | "clients") =>
  homeFile.text.stats[label][lang];
const testimonialsHeading = (lang: Lang) => homeFile.text.testimonials.heading[lang];
const badge = (lang: Lang) => homeFile.text.services.exclusive[lang];
const servicesBadge = (lang: Lang) => servicesPage(lang).exclusive;
const allStatsOff = homeFacts.statistics.map((statistic) => ({ ...statistic, shown: false }));
const only = (label: string) =>
  homeFacts.statistics.map((statistic) => ({ ...statistic, shown: statistic.label !== label }));

/**
 * What makes a page read well with parts taken away: every section is named by a heading that
 * is there, and holds more than that heading; no list is left empty.
 */
function expectWholeSections(doc: Document) {
  const sections = [...doc.querySelectorAll("section")];
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections) {
    const id = section.getAttribute("aria-labelledby");
    const heading = id ? doc.getElementById(id) : section.querySelector("h1, h2");
    expect(heading, `${section.outerHTML.slice(0, 80)} has its heading`).not.toBeNull();
    expect(heading!.textContent?.trim(), "a heading with words").not.toBe("");
    const rest = (section.textContent ?? "").replace(heading!.textContent ?? "", "").trim();
    expect(rest, `section ${id} holds more than its heading`).not.toBe("");
  }
  for (const list of doc.querySelectorAll("ul, ol"))
    expect(list.children.length, `an empty list in ${list.outerHTML.slice(0, 80)}`).toBeGreaterThan(
      0,
    );
}

describe.each(langs)("the claims the firm may switch off (%s)", (lang) => {
  it("are all made while switched on, as the spec has them (DECISIONS.md)", () => {
    const home = renderHome(lang);
    expect(text(home)).toContain(claimLine(lang));
    for (const label of ["years", "cases", "clients"] as const)
      expect(text(home)).toContain(statLabel(lang, label));
    expect(home.getElementById("testimonials-heading")?.textContent).toBe(
      testimonialsHeading(lang),
    );
    expect(home.querySelector("#services li")?.parentElement?.textContent).toContain(badge(lang));
    const services = renderServices(lang, on);
    expect(text(services)).toContain(claimLine(lang));
    expect(text(services)).toContain(servicesBadge(lang));
    // The booking part of the home page's contact form, as the firm's switch and fee have it
    // (free-consultation.test.tsx: switched off).
    expect(home.getElementById("consultation-terms")?.textContent).toBe(
      shownConsultationTerms(messages[lang].consultation).join(""),
    );
    expectWholeSections(home);
  });

  it("the claim line: off, the hero opens with the subtitle and the flagship card with its own words", () => {
    const home = renderHome(lang, { claims: { ...on, firstInJordan: false } });
    expect(text(home)).not.toContain(claimLine(lang));
    const lead = home.querySelector("#home-heading + p")?.textContent;
    expect(lead).toBe(homeFile.text.hero.subtitle[lang]);
    const services = renderServices(lang, { ...on, firstInJordan: false });
    expect(text(services)).not.toContain(claimLine(lang));
    const flagship = services.querySelector("[data-highlight='exclusive'] p")?.textContent;
    expect(flagship).toBe(
      servicesPage(lang).cards.find((c) => c.highlight === "exclusive")?.description,
    );
    // The badge is another switch: it stays.
    expect(text(services)).toContain(servicesBadge(lang));
  });

  it("the badge: off, neither the home card nor the services card has it; both stay highlighted", () => {
    const home = renderHome(lang, { claims: { ...on, exclusiveBadge: false } });
    const families = home.getElementById("services")!;
    expect(families.textContent).not.toContain(badge(lang));
    expect(families.querySelectorAll("li.bg-navy-900")).toHaveLength(1);
    const services = renderServices(lang, { ...on, exclusiveBadge: false });
    const flagship = services.querySelector("[data-highlight='exclusive']")!;
    expect(flagship.textContent).not.toContain(servicesBadge(lang));
    expect(flagship.querySelector("span.absolute")).toBeNull();
    expect(text(services)).toContain(claimLine(lang));
  });

  it("the testimonials: off, the section, its heading and its stars are gone", () => {
    const home = renderHome(lang, { claims: { ...on, testimonialsSection: false } });
    expect(home.getElementById("testimonials-heading")).toBeNull();
    expect(text(home)).not.toContain(testimonialsHeading(lang));
    expect(text(home)).not.toContain(homeFile.text.testimonials.items[0]!.quote[lang]);
    expect(home.querySelector("[role='img'][aria-label*='5']")).toBeNull();
    expectWholeSections(home);
  });

  it.each(["years", "cases", "clients"] as const)(
    "the statistic %s: off, only the others are shown, in as many columns",
    (label) => {
      const home = renderHome(lang, { statistics: only(label) });
      const band = home.querySelector("section[aria-labelledby='stats-heading']")!;
      expect(band.textContent).not.toContain(statLabel(lang, label));
      expect(band.querySelectorAll("li")).toHaveLength(2);
      expect(band.querySelector("ul")?.className).toContain("sm:grid-cols-2");
    },
  );

  it("every statistic off: no band of statistics, and no heading left for it", () => {
    const home = renderHome(lang, { statistics: allStatsOff });
    expect(home.getElementById("stats-heading")).toBeNull();
    expect(home.querySelector("section[aria-labelledby='stats-heading']")).toBeNull();
    expect(text(home)).not.toContain(homeFile.text.stats.heading[lang]);
  });

  it("the free consultation: on, the booking part says it; off, nothing of it; a fee is always said", () => {
    const words: ConsultationWords = messages[lang].consultation;
    expect(shownConsultationTerms(words, { free: true, feeJod: 0 })).toContain(words.free);
    const off = shownConsultationTerms(words, { free: false, feeJod: 0 });
    expect(off).not.toContain(words.free);
    expect(off).toEqual([words.secrecy, words.engagement]);
    const paid = shownConsultationTerms(words, { free: false, feeJod: 25 });
    expect(paid).toEqual(consultationTerms(words, 25));
  });

  it("all switched off: the home and services pages still read whole, section after section", () => {
    const home = renderHome(lang, { claims: allOff, statistics: allStatsOff });
    expectWholeSections(home);
    for (const gone of [claimLine(lang), testimonialsHeading(lang), badge(lang)])
      expect(text(home)).not.toContain(gone);
    // The sections that remain, in the spec's order, each directly after the one before.
    const ids = [...home.querySelectorAll("main > section")].map(
      (section) => section.id || section.getAttribute("aria-labelledby"),
    );
    expect(ids).toEqual(["home", "services", "about", "team", "contact", "cta-heading"]);
    const services = renderServices(lang, allOff);
    expectWholeSections(services);
    expect(text(services)).not.toContain(claimLine(lang));
    expect(text(services)).not.toContain(servicesBadge(lang));
    expect(services.querySelectorAll("[data-highlight='exclusive']")).toHaveLength(1);
  });
});
