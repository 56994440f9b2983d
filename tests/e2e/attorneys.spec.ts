/**
 * The attorney list and the three profiles in both languages: cards to the right profiles,
 * the profile's name, stats, the Bar section and the six others, how to get in touch, the vCard,
 * and 404 for any other id in the visitor's language. The words are the firm's (content/), read
 * through the app's content modules, so an edit of the firm's wording does not fail the test.
 */
import { readFile } from "node:fs/promises";
import { attorneysContent, profilePageText, profileStatValues } from "../../app/content/attorneys";
import { approachItems, profileStats } from "../../app/content/attorney-types";
import { attorneyFiles, firm } from "../../app/content/firm";
import { messages } from "../../app/i18n/messages";
import { vcardFileName } from "../../app/lib/vcard";
import { escapePattern } from "../../server/test/patterns";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  inHtml,
  test,
  waitForPageScript,
} from "./fixtures";

type Lang = "en" | "ar";
/** The two lawyers and the academic adviser, who does not practise (the last part of the path). */
type Id = "2" | "3" | "4";
const ids: Id[] = ["2", "3", "4"];

const phone = firm.phone;

/** Each person as their file in content/attorneys/ has them. */
function fileOf(id: Id) {
  const file = attorneyFiles.find((entry) => entry.id === id);
  if (!file) throw new Error(`No content/attorneys/${id}.json`);
  return file;
}

/** A person in one language: what their card, profile, JSON-LD and vCard say. */
function personIn(lang: Lang, id: Id) {
  const file = fileOf(id);
  return {
    email: file.email,
    /** The vCard's file name, made from the English name by the app. */
    file: vcardFileName(file.name.en),
    name: file.name[lang],
    title: file.title[lang],
    /** Their standing with the Bar, in words agreeing with their gender, and their number. */
    bar: { status: file.bar.status[lang], number: file.bar.number ?? null },
    /** The areas of practice: one comma-separated line in the file, one item each on the page. */
    areas: file.expertiseList[lang]
      .split(/[,،]/)
      .map((item) => item.trim())
      .filter(Boolean),
  };
}

const copy = {
  en: { prefix: "", html: '<html lang="en" dir="ltr"' },
  ar: { prefix: "/ar", html: '<html lang="ar" dir="rtl"' },
} as const;

const langs = Object.keys(copy) as Lang[];

/** The words of one language: the attorney pages', the firm's Bar facts, the 404 page's. */
function wordsIn(lang: Lang) {
  const list = attorneysContent[lang];
  const profile = profilePageText[lang];
  const bar = {
    name: firm.bar.name[lang],
    number: firm.bar.memberNumber[lang],
    rules: firm.bar.rules[lang],
    complaints: firm.bar.complaints[lang],
    // The firm's own registration, its number filled in as the footer does.
    firm: firm.bar.registration[lang].replace("{number}", firm.bar.registrationNumber),
  };
  // Numbers in Western digits in Arabic too (GLOSSARY.md §7), a "+" after them.
  const western = new Intl.NumberFormat("en");
  return {
    ...copy[lang],
    listHeading: list.header.title,
    listIntro: list.header.intro,
    adviser: list.adviser,
    viewProfile: (name: string) => list.viewProfile.replace("{name}", name),
    approach: approachItems.map(({ id }) => list.approach.items[id].title),
    listSchedule: list.cta.button,
    statsHeading: profile.statsHeading,
    stats: profileStats.map(({ id }) => ({
      value: `${western.format(profileStatValues[id])}+`,
      label: profile.stats[id],
    })),
    schedule: profile.contact.schedule,
    closingSchedule: profile.closing.button,
    back: profile.back,
    allAttorneys: profile.closing.attorneys,
    saveContact: profile.contact.saveContact,
    bar,
    // The Bar's section first (its heading is the Bar's name), then the page's six in order.
    sections: [
      bar.name,
      ...(
        ["education", "career", "areas", "achievements", "positions", "certifications"] as const
      ).map((section) => profile.sections[section]),
    ],
    notFound: messages[lang].notFound.heading,
    // Titled as every page, with the firm's name, and described.
    notFoundTitle: `${messages[lang].meta.notFound.title} | ${firm.name[lang]}`,
    notFoundDescription: messages[lang].meta.notFound.description,
  };
}

for (const lang of langs) {
  const t = wordsIn(lang);
  const people = Object.fromEntries(ids.map((id) => [id, personIn(lang, id)])) as Record<
    Id,
    ReturnType<typeof personIn>
  >;
  const at = (path: string) => `${t.prefix}${path}`;

  test.describe(`attorney list (${lang})`, () => {
    test("shows the attorneys, then the academic adviser apart, each card leading to the right profile", async ({
      page,
    }) => {
      await page.goto(at("/attorneys"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.listHeading);
      await expect(page.getByRole("main")).toContainText(t.listIntro);
      const main = page.getByRole("main");
      for (const id of ids) {
        const card = main.getByRole("link", { name: t.viewProfile(people[id].name) });
        await expect(card).toHaveAttribute("href", at(`/attorneys/${id}`));
        await expect(card).toContainText(people[id].title);
      }
      await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(people["2"].name);
      // The professor does not practise: he is not one of the attorneys but comes after them,
      // in a block of his own that says so (the lawyer's reading, point M3).
      const adviser = main.getByRole("region", { name: t.adviser.heading, exact: true });
      await expect(adviser.getByRole("heading", { level: 2 })).toHaveText(t.adviser.heading);
      await expect(adviser).toContainText(t.adviser.text);
      await expect(adviser.getByRole("heading", { level: 3 })).toHaveText([people["4"].name]);
      await expect(adviser.getByRole("link")).toHaveCount(1);
      const names = await main.getByRole("heading", { level: 2 }).allTextContents();
      expect(names.slice(0, 3)).toEqual([people["2"].name, people["3"].name, t.adviser.heading]);

      // A click goes to the profile inside the app.
      await waitForPageScript(page);
      await main.getByRole("link", { name: t.viewProfile(people["3"].name) }).click();
      await expect(page).toHaveURL(at("/attorneys/3"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(people["3"].name);
    });

    test("explains the firm's approach, ends with a way to book, is accessible and fits a 360 px screen", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(at("/attorneys"));
      const items = page
        .locator("section[aria-labelledby='approach-heading']")
        .getByRole("heading", { level: 3 });
      await expect(items).toHaveText(t.approach);
      for (const item of await items.all()) {
        await expect(item.locator("xpath=..").locator("svg[aria-hidden='true']")).toHaveCount(1);
      }
      const cta = page.getByRole("main").getByRole("link", { name: t.listSchedule });
      await expect(cta).toHaveAttribute("href", at("/contact"));

      await waitForPageScript(page);
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);
    });
  });

  for (const id of ids) {
    const person = people[id];
    const path = at(`/attorneys/${id}`);

    test.describe(`profile ${path}`, () => {
      test("is served as HTML in its language, with the attorney as a Person", async ({
        request,
      }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(t.html);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapePattern(inHtml(person.name))}</h1>`));
        const jsonLd = [
          ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
        ].map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>);
        const personLd = jsonLd.find((data) => data["@type"] === "Person");
        expect(personLd).toMatchObject({
          name: person.name,
          jobTitle: person.title,
          email: person.email,
          telephone: phone.e164,
          worksFor: { "@type": "LegalService" },
        });
        expect(String(personLd?.url)).toMatch(new RegExp(`${path}$`));
        expect(personLd?.knowsAbout).toEqual(person.areas);
        const crumbs = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
        expect(JSON.stringify(crumbs)).toContain(person.name);
      });

      test("shows the name, title, stats, the Bar section and six others, and how to get in touch; is accessible and fits a 360 px screen", async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name);
        const main = page.getByRole("main");
        // The title badge comes first; the same words may recur in the career list.
        await expect(main.getByText(person.title, { exact: true }).first()).toBeVisible();

        // "Our team in numbers" only beside a lawyer a visitor can book: not on the academic
        // adviser's profile, where the lawyers' figures would read as his.
        const stats = main.locator("[data-stat]");
        if (id === "4") {
          await expect(stats).toHaveCount(0);
          await expect(main).not.toContainText(t.statsHeading);
        } else {
          await expect(main.getByRole("heading", { name: t.statsHeading })).toBeVisible();
          await expect(stats).toHaveCount(t.stats.length);
          for (const [i, { value, label }] of t.stats.entries()) {
            await expect(stats.nth(i).getByText(value, { exact: true })).toBeVisible();
            await expect(stats.nth(i)).toContainText(label);
          }
        }

        const sections = main.locator("[data-section]").getByRole("heading", { level: 2 });
        await expect(sections).toHaveText(t.sections);
        await expect(main.locator("[data-section='areas'] li")).toHaveText(person.areas);

        // Their standing with the Bar (issue 37, point 7): the register, in words agreeing with
        // their gender, their number (none for the professor, who does not practise), the law
        // that binds them and where to complain; the firm's own registration in the footer.
        const bar = main.locator("[data-section='bar']");
        await expect(bar).toContainText(person.bar.status);
        if (person.bar.number)
          await expect(bar).toContainText(`${t.bar.number}: ${person.bar.number}`);
        else await expect(bar).not.toContainText(t.bar.number);
        await expect(bar).toContainText(t.bar.rules);
        await expect(bar).toContainText(t.bar.complaints);
        await expect(page.getByRole("contentinfo")).toContainText(t.bar.firm);

        await expect(main.getByRole("link", { name: person.email })).toHaveAttribute(
          "href",
          `mailto:${person.email}`,
        );
        await expect(main.getByRole("link", { name: phone.display })).toHaveAttribute(
          "href",
          `tel:${phone.e164}`,
        );
        // Both of the profile's Schedule Consultation links (the contact card's and the closing
        // band's) open the booking with this attorney, and no other link books; the academic
        // adviser takes no consultations, so his book with the managing partner.
        const bookWith = id === "4" ? "2" : id;
        const booking = `${at("/contact")}?attorney=${bookWith}#book`;
        await expect(main.locator("a[href*='#book']")).toHaveCount(2);
        const card = main.locator("section[aria-labelledby='contact-card-heading']");
        const closing = main.locator("section[aria-labelledby='profile-cta']");
        await expect(card.getByRole("link", { name: t.schedule })).toHaveAttribute("href", booking);
        await expect(closing.getByRole("link", { name: t.closingSchedule })).toHaveAttribute(
          "href",
          booking,
        );
        await expect(main.getByRole("link", { name: t.allAttorneys })).toHaveAttribute(
          "href",
          at("/attorneys"),
        );

        await waitForPageScript(page);
        await expectAccessible(page);
        await page.setViewportSize({ width: 360, height: 740 });
        await expectNoHorizontalScroll(page);
      });
    });
  }

  test(`back link returns to the list, its arrow pointing back (${lang})`, async ({ page }) => {
    await page.goto(at("/attorneys/2"));
    await waitForPageScript(page);
    const back = page.getByRole("link", { name: t.back });
    const arrow = (await back.locator("svg").boundingBox())!;
    const link = (await back.boundingBox())!;
    // The arrow stands before the words in the reading direction: left in English, right in Arabic.
    const side = arrow.x + arrow.width / 2 - (link.x + link.width / 2);
    if (lang === "ar") expect(side).toBeGreaterThan(0);
    else expect(side).toBeLessThan(0);
    // Turned round in English (points left); turned and mirrored in Arabic (points right).
    await expect(back.locator("svg")).toHaveCSS("rotate", "180deg");
    await expect(back.locator("svg")).toHaveCSS("scale", lang === "ar" ? "-1 1" : "none");
    await back.click();
    await expect(page).toHaveURL(at("/attorneys"));
  });

  test(`"Save contact" downloads the attorney's vCard (${lang})`, async ({ page }) => {
    const id: Id = lang === "en" ? "2" : "3";
    const person = people[id];
    await page.goto(at(`/attorneys/${id}`));
    await waitForPageScript(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t.saveContact }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(person.file);
    const card = await readFile((await download.path())!, "utf8");
    const lines = card.replace(/\r\n /g, "").split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCARD");
    expect(lines).toContain(`FN:${person.name}`);
    expect(lines).toContain(`EMAIL;TYPE=INTERNET,WORK:${person.email}`);
    expect(lines).toContain(`TEL;TYPE=WORK,VOICE:${phone.e164}`);
    expect(lines).toContain("END:VCARD");
  });

  test(`unknown attorney ids answer 404 with the ${lang} not-found page`, async ({ request }) => {
    for (const id of ["1", "5", "abc"]) {
      const response = await request.get(at(`/attorneys/${id}`));
      expect(response.status(), `/attorneys/${id}`).toBe(404);
      const html = await response.text();
      expect(html).toContain(t.html);
      expect(html).toContain(inHtml(t.notFound));
      expect(html).toContain(`<title>${inHtml(t.notFoundTitle)}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${inHtml(t.notFoundDescription)}"/>`,
      );
    }
    expect((await request.get(at("/attorneys/1/vcard.vcf"))).status()).toBe(404);
  });
}

test("every vCard is served as a vCard file", async ({ request }) => {
  for (const lang of langs) {
    for (const id of ids) {
      const response = await request.get(`${copy[lang].prefix}/attorneys/${id}/vcard.vcf`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/(x-)?vcard/);
      expect(await response.text()).toContain(`FN:${personIn(lang, id).name}`);
    }
  }
});
