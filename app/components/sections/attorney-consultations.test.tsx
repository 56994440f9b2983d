// @vitest-environment jsdom
/**
 * The professor takes no consultations: his profile's Schedule Consultation books the attorney
 * his file names, and the page says so by both buttons, in words from content (issue 37,
 * point 1). The profiles of the attorneys who take consultations say nothing of the kind.
 */
import { describe, expect, it } from "vitest";
import { profilePageText } from "~/content/attorneys";
import { attorneyFiles, attorneyWithTitle } from "~/content/firm";
import type { Lang } from "~/i18n/locales";
import AttorneyProfile, { loader } from "~/routes/attorney";
import { renderPage } from "./test-render";

type Props = Parameters<typeof AttorneyProfile>[0];

async function profile(lang: Lang, id: string) {
  const url = `https://example.jo${lang === "ar" ? "/ar" : ""}/attorneys/${id}`;
  const loaderData = await loader({ request: new Request(url), params: { id } } as never);
  return renderPage(lang, <AttorneyProfile {...({ loaderData } as unknown as Props)} />);
}

// The sentence and the names are the firm's to edit (issue 36, point 4): the expected text is
// built from the same files, filled in here by hand.
const professor = attorneyFiles.find((a) => a.id === "4")!;
const said = (lang: Lang) =>
  profilePageText[lang].contact.consultationsWith[professor.gender]
    .replace("{name}", professor.name[lang])
    .replace("{attorney}", attorneyWithTitle(professor.bookWith!, lang));

describe("whom a profile's consultation is with", () => {
  it.each(["en", "ar"] as const)(
    "the professor's profile says it by both buttons (%s)",
    async (lang) => {
      expect(professor.bookable).toBe(false);
      const doc = await profile(lang, "4");
      const note = doc.getElementById("consultations-with");
      expect(note?.textContent).toBe(said(lang));
      // Each button that books is described by the sentence, so a screen reader hears it too.
      const card = doc.querySelector("[aria-describedby='consultations-with']");
      expect(card?.getAttribute("href")).toContain(`attorney=${professor.bookWith}`);
      const closing = doc.querySelector("[aria-describedby='profile-cta-note']");
      expect(closing?.getAttribute("href")).toContain(`attorney=${professor.bookWith}`);
      expect(doc.getElementById("profile-cta-note")?.textContent).toBe(said(lang));
    },
  );

  it.each(["2", "3"])("attorney %s, who takes consultations, has no such line", async (id) => {
    for (const lang of ["en", "ar"] as const) {
      const doc = await profile(lang, id);
      expect(doc.getElementById("consultations-with")).toBeNull();
      expect(doc.getElementById("profile-cta-note")).toBeNull();
      expect(doc.querySelector("[aria-describedby='consultations-with']")).toBeNull();
    }
  });
});

describe("the statistics band on a profile", () => {
  // "Our team in numbers" belongs beside a lawyer a visitor can book; beside the academic
  // adviser, who does not practise, the lawyers' figures would read as his (point M3).
  it.each(["en", "ar"] as const)("is not on the professor's profile (%s)", async (lang) => {
    const doc = await profile(lang, "4");
    expect(doc.getElementById("profile-stats-heading")).toBeNull();
    expect(doc.querySelectorAll("[data-stat]")).toHaveLength(0);
  });

  it.each(["2", "3"])("is on the profile of attorney %s, who takes consultations", async (id) => {
    for (const lang of ["en", "ar"] as const) {
      const doc = await profile(lang, id);
      expect(doc.getElementById("profile-stats-heading")).not.toBeNull();
      expect(doc.querySelectorAll("[data-stat]")).toHaveLength(3);
    }
  });
});
