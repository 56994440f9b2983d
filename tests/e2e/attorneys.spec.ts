/**
 * The attorney list and the three profiles in both languages: cards to the right profiles,
 * the profile's name, stats, the Bar section and the six others, how to get in touch, the vCard,
 * and 404 for any other id in the visitor's language.
 */
import { readFile } from "node:fs/promises";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";

type Lang = "en" | "ar";
type Id = "2" | "3" | "4";

const PHONE = "+96265550123";

const people: Record<
  Id,
  {
    email: string;
    file: string;
    name: Record<Lang, string>;
    title: Record<Lang, string>;
    /** Their standing with the Bar, in words agreeing with their gender, and their number. */
    bar: { status: Record<Lang, string>; number: string | null };
  }
> = {
  "2": {
    email: "k.nasser@nasserlaw.jo",
    file: "khaled-nasser.vcf",
    name: { en: "Khaled Nasser", ar: "خالد ناصر" },
    title: { en: "Executive Director and Senior Partner", ar: "المدير التنفيذي والشريك الأقدم" },
    bar: { status: { en: "Practising lawyer", ar: "محامٍ أستاذ مزاول" }, number: "2874" },
  },
  "3": {
    email: "r.haddad@nasserlaw.jo",
    file: "rania-haddad.vcf",
    name: { en: "Rania Haddad", ar: "رانيا حداد" },
    title: { en: "Senior Associate Attorney", ar: "محامية مشاركة أولى" },
    bar: { status: { en: "Practising lawyer", ar: "محامية أستاذة مزاولة" }, number: "11452" },
  },
  "4": {
    email: "s.odeh@nasserlaw.jo",
    file: "samir-odeh.vcf",
    name: { en: "Prof. Dr. Samir Odeh", ar: "الأستاذ الدكتور سمير عودة" },
    title: {
      en: "Academic adviser to the firm (not a practising lawyer)",
      ar: "مستشار أكاديمي للمكتب (غير مزاول لمهنة المحاماة)",
    },
    bar: {
      status: { en: "Not a practising lawyer", ar: "غير مزاول لمهنة المحاماة" },
      number: null,
    },
  },
};
const ids = Object.keys(people) as Id[];

const copy = {
  en: {
    prefix: "",
    html: '<html lang="en" dir="ltr"',
    listHeading: "Senior lawyers who stay with your matter",
    listIntro: "Meet the lawyers who will handle your matter.",
    adviser: {
      heading: "Academic adviser to the firm",
      text: "He is not a practising lawyer: he works with our lawyers on difficult questions of law, and does not represent clients or give consultations.",
    },
    statsHeading: "Our team in numbers",
    viewProfile: (name: string) => `View profile of ${name}`,
    approach: ["Deep expertise", "Team collaboration", "Client commitment"],
    schedule: "Schedule Consultation",
    back: "Back to attorneys",
    allAttorneys: "View all attorneys",
    saveContact: "Save contact",
    stats: [
      ["37+", "Years at the Bar of our senior partner"],
      ["1,000+", "Cases handled"],
      ["15+", "Certifications"],
    ],
    bar: {
      number: "Bar registration no.",
      rules: "bound by the Bar Association Law No. 11 of 1972",
      complaints: "Council of the Jordanian Bar Association",
      firm: "registered with the Jordanian Bar Association as a law firm under No. 1174",
    },
    sections: [
      "Jordanian Bar Association",
      "Education",
      "Professional experience",
      "Areas of practice",
      "Notable achievements",
      "Professional positions",
      "Certifications",
    ],
    notFound: "We could not find that page",
  },
  ar: {
    prefix: "/ar",
    html: '<html lang="ar" dir="rtl"',
    listHeading: "محامون ذوو خبرة يرافقون قضيتكم",
    listIntro: "تعرّفوا على المحامين الذين سيتولّون قضيتكم.",
    adviser: {
      heading: "المستشار الأكاديمي للمكتب",
      text: "غير مزاول لمهنة المحاماة: يشارك محامينا في دراسة المسائل القانونية الدقيقة، ولا يمثّل الموكّلين ولا يقدّم الاستشارات.",
    },
    statsHeading: "فريقنا في أرقام",
    viewProfile: (name: string) => `عرض ملف ${name}`,
    approach: ["خبرة متعمّقة", "العمل بروح الفريق", "الالتزام تجاه الموكّلين"],
    schedule: "احجزوا استشارة",
    back: "العودة إلى قائمة المحامين",
    allAttorneys: "عرض جميع المحامين",
    saveContact: "حفظ جهة الاتصال",
    // Western digits in Arabic too (GLOSSARY.md §7).
    stats: [
      ["37+", "عامًا منذ قيد شريكنا الأقدم في نقابة المحامين"],
      ["1,000+", "قضايا تولّيناها"],
      ["15+", "الشهادات المهنية"],
    ],
    bar: {
      number: "رقم القيد في النقابة",
      rules: "بقانون نقابة المحامين النظاميين رقم (11) لسنة 1972",
      complaints: "مجلس نقابة المحامين الأردنيين",
      firm: "مسجّلة لدى نقابة المحامين الأردنيين تحت الرقم 1174",
    },
    sections: [
      "نقابة المحامين الأردنيين",
      "المؤهلات العلمية",
      "الخبرات العملية",
      "مجالات الاختصاص",
      "أبرز الإنجازات",
      "المناصب المهنية",
      "الشهادات المهنية",
    ],
    notFound: "لم نعثر على هذه الصفحة",
  },
} as const;

const langs = Object.keys(copy) as Lang[];

for (const lang of langs) {
  const t = copy[lang];
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
        const card = main.getByRole("link", { name: t.viewProfile(people[id].name[lang]) });
        await expect(card).toHaveAttribute("href", at(`/attorneys/${id}`));
        await expect(card).toContainText(people[id].title[lang]);
      }
      await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(
        people["2"].name[lang],
      );
      // The professor does not practise: he is not one of the attorneys but comes after them,
      // in a block of his own that says so (the lawyer's reading, point M3).
      const adviser = main.getByRole("region", { name: t.adviser.heading, exact: true });
      await expect(adviser.getByRole("heading", { level: 2 })).toHaveText(t.adviser.heading);
      await expect(adviser).toContainText(t.adviser.text);
      await expect(adviser.getByRole("heading", { level: 3 })).toHaveText([people["4"].name[lang]]);
      await expect(adviser.getByRole("link")).toHaveCount(1);
      const names = await main.getByRole("heading", { level: 2 }).allTextContents();
      expect(names.slice(0, 3)).toEqual([
        people["2"].name[lang],
        people["3"].name[lang],
        t.adviser.heading,
      ]);

      // A click goes to the profile inside the app.
      await waitForPageScript(page);
      await main.getByRole("link", { name: t.viewProfile(people["3"].name[lang]) }).click();
      await expect(page).toHaveURL(at("/attorneys/3"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(people["3"].name[lang]);
    });

    test("explains the firm's approach, ends with a way to book, is accessible and fits a 360 px screen", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(at("/attorneys"));
      const items = page
        .locator("section[aria-labelledby='approach-heading']")
        .getByRole("heading", { level: 3 });
      await expect(items).toHaveText([...t.approach]);
      for (const item of await items.all()) {
        await expect(item.locator("xpath=..").locator("svg[aria-hidden='true']")).toHaveCount(1);
      }
      const cta = page.getByRole("main").getByRole("link", { name: t.schedule });
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
        expect(html).toMatch(
          new RegExp(`<h1[^>]*>${person.name[lang].replace(/\./g, "\\.")}</h1>`),
        );
        const jsonLd = [
          ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
        ].map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>);
        const personLd = jsonLd.find((data) => data["@type"] === "Person");
        expect(personLd).toMatchObject({
          name: person.name[lang],
          jobTitle: person.title[lang],
          email: person.email,
          telephone: PHONE,
          worksFor: { "@type": "LegalService" },
        });
        expect(String(personLd?.url)).toMatch(new RegExp(`${path}$`));
        expect((personLd?.knowsAbout as string[]).length).toBeGreaterThanOrEqual(5);
        const crumbs = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
        expect(JSON.stringify(crumbs)).toContain(person.name[lang]);
      });

      test("shows the name, title, stats, the Bar section and six others, and how to get in touch; is accessible and fits a 360 px screen", async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name[lang]);
        const main = page.getByRole("main");
        // The title badge comes first; the same words may recur in the career list.
        await expect(main.getByText(person.title[lang], { exact: true }).first()).toBeVisible();

        // "Our team in numbers" only beside a lawyer a visitor can book: not on the academic
        // adviser's profile, where the lawyers' figures would read as his.
        const stats = main.locator("[data-stat]");
        if (id === "4") {
          await expect(stats).toHaveCount(0);
          await expect(main).not.toContainText(t.statsHeading);
        } else {
          await expect(main.getByRole("heading", { name: t.statsHeading })).toBeVisible();
          await expect(stats).toHaveCount(3);
          for (const [i, [value, label]] of t.stats.entries()) {
            await expect(stats.nth(i).getByText(value, { exact: true })).toBeVisible();
            await expect(stats.nth(i)).toContainText(label);
          }
        }

        const sections = main.locator("[data-section]").getByRole("heading", { level: 2 });
        await expect(sections).toHaveText([...t.sections]);
        const areas = main.locator("[data-section='areas'] li");
        expect(await areas.count()).toBeGreaterThanOrEqual(5);

        // Their standing with the Bar (issue 37, point 7): the register, in words agreeing with
        // their gender, their number (none for the professor, who does not practise), the law
        // that binds them and where to complain; the firm's own registration in the footer.
        const bar = main.locator("[data-section='bar']");
        await expect(bar).toContainText(person.bar.status[lang]);
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
        await expect(main.getByRole("link", { name: "+962 6 555 0123" })).toHaveAttribute(
          "href",
          `tel:${PHONE}`,
        );
        // Both of the profile's Schedule Consultation links open the booking with this attorney;
        // the academic adviser takes no consultations, so his book with the managing partner.
        const schedule = main.getByRole("link", { name: t.schedule });
        await expect(schedule).toHaveCount(2);
        const bookWith = id === "4" ? "2" : id;
        for (const link of await schedule.all()) {
          await expect(link).toHaveAttribute("href", `${at("/contact")}?attorney=${bookWith}#book`);
        }
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
    expect(lines).toContain(`FN:${person.name[lang]}`);
    expect(lines).toContain(`EMAIL;TYPE=INTERNET,WORK:${person.email}`);
    expect(lines).toContain(`TEL;TYPE=WORK,VOICE:${PHONE}`);
    expect(lines).toContain("END:VCARD");
  });

  test(`unknown attorney ids answer 404 with the ${lang} not-found page`, async ({ request }) => {
    for (const id of ["1", "5", "abc"]) {
      const response = await request.get(at(`/attorneys/${id}`));
      expect(response.status(), `/attorneys/${id}`).toBe(404);
      const html = await response.text();
      expect(html).toContain(t.html);
      expect(html).toContain(t.notFound);
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
      expect(await response.text()).toContain(`FN:${people[id].name[lang]}`);
    }
  }
});
