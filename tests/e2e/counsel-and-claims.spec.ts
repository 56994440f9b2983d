/**
 * Issue 37 in the built site, both languages, phone and desktop. The professor, who takes no
 * consultations, says so by the buttons that book with someone else, and is not among the people
 * who will handle a matter; the spec's claims that the Bar's rules restrict are made while their
 * switches are on, as they are by default, and not once the firm turns them off
 * (app/components/sections/claims.test.tsx renders the pages with each switch off).
 */
import type { Locator } from "@playwright/test";
import { profilePageText } from "../../app/content/attorneys";
import { attorneyFiles } from "../../app/content/firm";
import { homeFile } from "../../app/content/home";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";
import { type Lang, langs, localize } from "./frame";

/** A claim's words are in `locator` while its switch is on, and nowhere in it once it is off. */
const made = (locator: Locator, text: string, on: boolean) =>
  on ? expect(locator).toContainText(text) : expect(locator).not.toContainText(text);

// Sections fade in as they are scrolled to; axe measures contrast on the settled page.
test.use({ reducedMotion: "reduce" });

/** A person as their file in content/attorneys/ has them. */
function fileOf(id: string) {
  const file = attorneyFiles.find((entry) => entry.id === id);
  if (!file) throw new Error(`No content/attorneys/${id}.json`);
  return file;
}
const nameOf = (id: string, lang: Lang) => fileOf(id).name[lang];
/**
 * A lawyer as a sentence names them: in Arabic after the word for a lawyer agreeing with their
 * gender («المحامي خالد ناصر»; the app's words, not the firm's), in English by the name alone.
 */
const lawyerOf = (id: string, lang: Lang) =>
  lang === "ar"
    ? `${fileOf(id).gender === "f" ? "المحامية" : "المحامي"} ${nameOf(id, lang)}`
    : nameOf(id, lang);

/**
 * The words of one language, from the content. The professor (4) books with the managing partner
 * (2); the note under his Schedule Consultation agrees with his gender and names that lawyer as a
 * sentence does, filled in as the profile fills it.
 */
function wordsIn(lang: Lang) {
  const text = profilePageText[lang].contact;
  return {
    note: text.consultationsWith[fileOf("4").gender]
      .replace("{name}", nameOf("4", lang))
      .replace("{attorney}", lawyerOf("2", lang)),
    schedule: text.schedule,
    closing: profilePageText[lang].closing.button,
    team: [nameOf("2", lang), nameOf("3", lang)],
    professor: nameOf("4", lang),
  };
}

for (const lang of langs) {
  const c = wordsIn(lang);

  test(
    `${lang}: the professor's profile says by Schedule Consultation whom it books`,
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto(localize(lang, "/attorneys/4"));
      const card = page.locator("section[aria-labelledby='contact-card-heading']");
      const button = card.getByRole("link", { name: c.schedule });
      await expect(button).toHaveAccessibleDescription(c.note);
      await expect(card.getByText(c.note)).toBeVisible();
      await expect(button).toHaveAttribute("href", /attorney=2#book$/);
      const closing = page.locator("section[aria-labelledby='profile-cta']");
      await expect(closing.getByText(c.note)).toBeVisible();
      await expect(closing.getByRole("link", { name: c.closing })).toHaveAccessibleDescription(
        c.note,
      );
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);
    },
  );

  test(
    `${lang}: an attorney who takes consultations has no such line`,
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto(localize(lang, "/attorneys/2"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#consultations-with, #profile-cta-note")).toHaveCount(0);
    },
  );

  test(`${lang}: the home page's team is the lawyers who take matters; the claims are made`, async ({
    page,
  }) => {
    await page.goto(localize(lang, "/"));
    await waitForPageScript(page);
    const team = page.locator("#team");
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(c.team);
    await expect(team).not.toContainText(c.professor);
    // Two cards side by side on a desktop, one under the other on a phone: no empty column.
    const [first, second] = await team
      .locator("li")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    expect(Math.abs(first!.top - second!.top) < 1, "side by side").toBe(wide);
    // Each claim made while its switch is on (as by default), and gone when the firm turns it off.
    const { claims, statistics } = homeFile;
    await made(page.locator("#home"), homeFile.text.hero.claim[lang], claims.firstInJordan);
    await expect(page.locator("section[aria-labelledby='stats-heading'] li")).toHaveCount(
      statistics.filter((statistic) => statistic.shown).length,
    );
    await made(
      page.locator("#services"),
      homeFile.text.services.exclusive[lang],
      claims.exclusiveBadge,
    );
    await expect(page.locator("#testimonials-heading")).toHaveCount(
      claims.testimonialsSection ? 1 : 0,
    );
  });

  test(
    `${lang}: the services page's flagship card opens with the claim line`,
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto(localize(lang, "/services"));
      await made(
        page.locator("[data-highlight='exclusive'] p"),
        homeFile.text.hero.claim[lang],
        homeFile.claims.firstInJordan,
      );
      await expectAccessible(page);
    },
  );
}
