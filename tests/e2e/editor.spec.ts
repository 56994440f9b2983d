/**
 * The firm edits its own site (issue 18), in a real browser against a real server and real git:
 * a copy of the repository with one editor, where Lina signs in, changes the firm's phone number
 * and an attorney's Arabic biography, publishes, and reads both on the public pages.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { bothLanguages } from "../../app/content/bilingual";
import { mailContent } from "../../app/content/mails.server";
import { EditorAccounts } from "../../server/editor/accounts";
import { escapePattern, filledPattern } from "../../server/test/patterns";
import { zonedParts } from "../../app/booking/zoned";
import { fill } from "../../app/content/schema/template";
import { amman, copy as booking, fillInquiry } from "./booking-helpers";
import { spawnServer } from "./clock";
import { expect, expectAccessible, test, waitForForm } from "./fixtures";

const repo = resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 4173) + 17;
const site = `http://127.0.0.1:${port}`;
const lina = { name: "Lina Saleh", email: "lina@nasserlaw.jo", password: "correct horse battery" };

/**
 * The sign-in page's words in each language: the firm's (content/mails/sign-in.json; issue 36,
 * point 4), so the firm can reword them.
 */
const login = bothLanguages(mailContent.signIn);

let root: string;
let copy: string;
let server: ChildProcess;

const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });

// Refused sign-ins and writes are answered 401, 403, 429 and 400, which the browser reports.
test.use({ expectedConsoleErrors: /the server responded with a status of (400|401|403|409|429)/ });

// One server, one copy of the site: the tests run in order, in the "desk and editor" project
// (queued first, at the desktop's width: playwright.config.ts).
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(join(tmpdir(), "editor-e2e-"));
  copy = join(root, "site");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repo, copy]);
  git("config", "user.name", "Site");
  git("config", "user.email", "site@example.com");
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  // The site as the main tests serve it; a publish rebuilds it from the copy's content.
  cpSync(join(repo, "build"), join(copy, "build"), { recursive: true });
  const data = join(root, "data");
  await new EditorAccounts(data).add(lina.name, lina.email, lina.password);
  server = await spawnServer(copy, { PORT: String(port), DATA_DIR: data });
});

test.afterAll(() => {
  server?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Wrong passwords sent from this browser's address so far: the server counts them all. */
let refusedSignIns = 0;

/** The free starts of an attorney as this server gives them. */
async function freeSlots(page: Page, attorney: string): Promise<string[]> {
  const response = await page.request.get(`${site}/api/slots?attorney=${attorney}&days=31`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** Signs in and waits for the answer: a page opened before the session's cookie is signed out. */
async function signIn(
  page: Page,
  password = lina.password,
  { refused = password !== lina.password } = {},
) {
  if (password !== lina.password) refusedSignIns += 1;
  await page.goto(`${site}/editor/login`);
  await page.getByLabel(login.en.email).fill(lina.email);
  await page.getByLabel(login.en.password).fill(password);
  await page.getByLabel(login.en.password).press("Enter");
  if (refused) await expect(page.getByRole("alert")).toBeVisible();
  else await page.waitForURL(`${site}/keystatic`);
}

test("the editor's routes do not exist on a site without editors", async ({ request }) => {
  for (const path of ["/keystatic", "/keystatic/singleton/firm", "/editor/login"])
    expect((await request.get(path)).status(), path).toBe(404);
  expect((await request.post("/api/keystatic/update", { data: {} })).status()).toBe(404);
});

test("the login page reads well in both languages and is refused a wrong password", async ({
  page,
}) => {
  await page.goto(`${site}/editor/login`);
  await expectAccessible(page);
  // The link to the other language is named in that language.
  await page.getByRole("link", { name: login.en.otherLanguage }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: login.ar.title })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, "not the password");
  await expect(page.getByRole("alert")).toHaveText(login.en.wrong);
  // What was typed in the email field is kept; the password is not.
  await expect(page.getByLabel(login.en.email)).toHaveValue(lina.email);
  await expect(page.getByLabel(login.en.password)).toHaveValue("");
});

test("Lina changes the phone number and an Arabic biography, publishes, and both are on the site", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await expect(page).toHaveURL(`${site}/keystatic`);

  await page.getByRole("navigation").getByRole("link", { name: "The firm", exact: true }).click();
  const phone = page.getByRole("group", { name: "Phone" });
  await phone.getByRole("textbox", { name: "As written on the site" }).fill("+962 6 555 0777");
  await phone.getByRole("textbox", { name: /In digits/ }).fill("+96265550777");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => git("log", "-1", "--format=%s")).toContain("phone.display");

  // Rania's third paragraph, listed by its English cut short: Lina rewrites its Arabic.
  const biography = JSON.parse(readFileSync(join(repo, "content/attorneys/3.json"), "utf8"))
    .biography as { en: string }[];
  await page.goto(`${site}/keystatic/collection/attorneys/item/3`);
  const opening = biography[2]!.en.split(" ").slice(0, 5).join(" ");
  await page.getByText(new RegExp(`^${escapePattern(opening)}`)).click();
  const arabic = page.getByRole("dialog").getByRole("textbox", { name: "العربية" });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toHaveCSS("direction", "rtl");
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "English" })).toHaveCSS(
    "direction",
    "ltr",
  );
  await arabic.fill("");
  await arabic.pressSequentially(
    "تتولى كذلك قضايا الملكية العقارية والقضايا المصرفية، وتعمل بالعربية والإنجليزية.",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Unsaved")).toBeHidden();

  // The office opens on Saturdays too: times that exist only once this is published.
  const saturdays = async () =>
    (await freeSlots(page, "2")).filter((slot) => zonedParts(new Date(slot), amman).weekday === 6);
  expect(await saturdays()).toEqual([]);
  await page.goto(`${site}/keystatic/singleton/firm`);
  await expect(page.getByRole("textbox", { name: "Founded year" })).toHaveValue("2009");
  const week = page.getByRole("group", { name: "Working week" });
  await week.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("dialog").getByRole("textbox").fill("6");
  await page.getByRole("dialog").getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Unsaved")).toBeHidden();

  // Each save is a commit by Lina naming what changed.
  const log = () => git("log", "--format=%an <%ae>|%s", "-3").trim().split("\n");
  await expect
    .poll(log)
    .toEqual([
      `${lina.name} <${lina.email}>|Edit content/firm.json: workingWeek.days.5`,
      `${lina.name} <${lina.email}>|Edit content/attorneys/3.json: biography.2.ar`,
      `${lina.name} <${lina.email}>|Edit content/firm.json: phone.display, phone.e164`,
    ]);

  const serverPid = server.pid;
  await page.getByRole("button", { name: "Publish the site" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Published at|Not published/ }),
  ).toHaveText(/^Published at \d\d:\d\d \(Amman time\)\.$/, { timeout: 150_000 });

  // The same server, with no restart, books a Saturday time, and Lina is still signed in.
  expect(server.pid).toBe(serverPid);
  expect(server.exitCode).toBeNull();
  const [saturday] = await saturdays();
  expect(saturday).toBeTruthy();
  await page.goto(`${site}/contact?attorney=2&slot=${encodeURIComponent(saturday!)}#book`);
  await waitForForm(page);
  await expect(page.locator(`input[name="slotPick"][value="${saturday}"]`)).toBeChecked();
  await fillInquiry(page);
  await page.getByRole("button", { name: booking.en.send }).click();
  const sent = page.getByRole("status").filter({ hasText: booking.en.success });
  await expect(sent).toContainText(booking.en.held);
  await expect(sent).toContainText("Saturday");
  await page.goto(`${site}/keystatic`);
  await expect(page).toHaveURL(`${site}/keystatic`);

  for (const path of ["/contact", "/ar/contact"]) {
    await page.goto(site + path);
    await expect(page.locator('a[href="tel:+96265550777"]').first()).toBeVisible();
  }
  await page.goto(`${site}/ar/attorneys/3`);
  await expect(page.getByText("تتولى كذلك قضايا الملكية العقارية والقضايا المصرفية")).toBeVisible();
  // The English beside it is as it was.
  await page.goto(`${site}/attorneys/3`);
  await expect(page.getByText(biography[2]!.en)).toBeVisible();

  // On a phone the panel's buttons are whole, and the firm's last box scrolls clear of it.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${site}/keystatic/singleton/firm`);
  const panel = page.getByRole("complementary", { name: "Publishing" });
  await expect(panel.getByRole("button", { name: "Publish the site" })).toBeInViewport({
    ratio: 1,
  });
  const last = page.locator("#singleton-form").getByRole("textbox").last();
  await last.focus();
  const [box, bar] = [await last.boundingBox(), await panel.boundingBox()];
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
  // Lina leaves: signed out, the editor asks for a sign-in again.
  await panel.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/editor\/login/);
  await page.goto(`${site}/keystatic`);
  await expect(page).toHaveURL(/\/editor\/login/);
});

test("two editors change the firm at once: the second is told who saved first and what, and keeps what was typed", async ({
  page,
  browser,
}) => {
  // A second browser opens the editor from cold right after a publish's build.
  test.setTimeout(60_000);
  await signIn(page);
  const other = await (await browser.newContext()).newPage();
  await signIn(other);
  for (const editor of [page, other]) await editor.goto(`${site}/keystatic/singleton/firm`);

  const email = page.getByRole("textbox", { name: "Email", exact: true });
  await email.fill("office@nasserlaw.jo");
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => git("log", "-1", "--format=%s").trim())
    .toBe("Edit content/firm.json: email");
  const saved = git("rev-parse", "HEAD").trim();

  const whatsapp = other.getByRole("group", { name: "WhatsApp" });
  const typed = whatsapp.getByRole("textbox", { name: "As written on the site" });
  await typed.fill("+962 79 555 0199");
  await other.getByRole("button", { name: "Save" }).click();
  await expect(
    other.getByText(
      "Lina Saleh has saved content/firm.json since you opened it (email). Copy what you typed, reload the editor to see their change, and make yours again.",
    ),
  ).toBeVisible();
  await expect(typed).toHaveValue("+962 79 555 0199");
  // The first change stands, and the second wrote nothing.
  expect(git("rev-parse", "HEAD").trim()).toBe(saved);
  expect(JSON.parse(readFileSync(join(copy, "content/firm.json"), "utf8")).email).toBe(
    "office@nasserlaw.jo",
  );
  expect(git("status", "--porcelain", "content")).toBe("");
  await other.context().close();
});

test("a save that leaves an Arabic field empty is refused and changes nothing", async ({
  page,
}) => {
  await signIn(page);
  const before = git("rev-parse", "HEAD");
  await page.goto(`${site}/keystatic/singleton/firm`);
  // The firm's own name: the first group called Name (the Bar registration has one too).
  const name = page.getByRole("group", { name: "Name", exact: true }).first();
  await name.getByRole("textbox", { name: "العربية" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(name.getByText("The Arabic text must not be empty")).toBeVisible();

  // The server refuses it too, whatever the page lets through, with the build's one line: the
  // firm's file as it is, its Arabic name emptied.
  const firmFile = JSON.parse(readFileSync(join(copy, "content/firm.json"), "utf8"));
  firmFile.name.ar = "";
  const unnamed = Buffer.from(JSON.stringify(firmFile)).toString("base64url");
  const answer = await page.evaluate(async (contents) => {
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
    const response = await fetch("/api/keystatic/update", {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1", "x-csrf-token": csrf },
      body: JSON.stringify({ additions: [{ path: "firm.json", contents }], deletions: [] }),
    });
    return { status: response.status, text: await response.text() };
  }, unnamed);
  expect(answer).toEqual({ status: 400, text: "content/firm.json: name.ar (Arabic): is empty" });
  expect(git("rev-parse", "HEAD")).toBe(before);
  expect(git("status", "--porcelain", "content")).toBe("");
  await page.goto(`${site}/ar/contact`);
  await expect(page.getByText("ناصر وشركاه").first()).toBeVisible();
});

test("a build that fails leaves the site as it was and tells the editor why in one line", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A file broken outside the editor (by hand, in git): the build's check stops at it.
  const file = join(copy, "content", "home.json");
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace('"testimonialRating": 5', '"testimonialRating": "five"'),
  );
  git("commit", "--quiet", "-am", "A hand edit");
  await signIn(page);
  await page.getByRole("button", { name: "Publish the site" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Published at|Not published/ }),
  ).toHaveText(
    "Not published: content/home.json: testimonialRating: must be a whole number. The site is unchanged.",
    { timeout: 50_000 },
  );
  await page.goto(`${site}/contact`);
  await expect(page.locator('a[href="tel:+96265550777"]').first()).toBeVisible();
  git("revert", "--no-edit", "HEAD");
});

test("Lina gives an attorney consultation hours and days off, from calendars and lists, and the file holds them", async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(`${site}/keystatic`);
  await page.goto(`${site}/keystatic/collection/attorneys/item/3`);
  const adds = page.getByRole("button", { name: "Add", exact: true });
  await expect(page.getByText(/^Days off: no consultation/)).toBeVisible();

  // Tuesday and Wednesday, 10:00 to 14:00.
  await adds.nth(0).click();
  const row = page.getByRole("dialog");
  for (const day of ["2", "3"]) {
    await row.getByRole("button", { name: "Add", exact: true }).first().click();
    const number = page.getByRole("dialog").last();
    await number.getByRole("textbox").fill(day);
    await number.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
  }
  await row.getByRole("textbox", { name: /^From/ }).fill("10");
  await row.getByRole("textbox", { name: /^To \(hour/ }).fill("14");
  await row.getByRole("button", { name: "Add", exact: true }).last().click();
  await expect(page.getByText("Tue, Wed: 10:00 to 14:00")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Two days off, picked as dates.
  await adds.nth(1).click();
  const off = page.getByRole("dialog");
  await off.getByLabel(/^First day off/).fill("2026-12-16");
  await off.getByLabel(/^Last day off/).fill("2026-12-17");
  await off.getByLabel(/^Reason/).fill("Hearing in Dubai");
  await off.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("2026-12-16 to 2026-12-17")).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Unsaved")).toBeHidden();
  await expect
    .poll(() => git("log", "-1", "--format=%s").trim())
    .toBe("Edit content/attorneys/3.json: consultationHours.0, timeOff.0");
  const saved = JSON.parse(readFileSync(join(copy, "content/attorneys/3.json"), "utf8"));
  expect(saved.consultationHours).toEqual([{ days: [2, 3], fromHour: 10, toHour: 14 }]);
  expect(saved.timeOff).toEqual([
    { firstDay: "2026-12-16", lastDay: "2026-12-17", reason: "Hearing in Dubai" },
  ]);
  git("revert", "--no-edit", "HEAD");
});

test("every kind of editor screen passes axe: a form, long lists, a table, an article, a dialog", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page).toHaveURL(`${site}/keystatic`);
  await expect(page.getByRole("link", { name: "Attorneys" }).first()).toBeVisible();
  await expectAccessible(page);
  for (const [path, ready] of [
    ["/keystatic/singleton/firm", /^Map point/],
    ["/keystatic/collection/attorneys/item/3", /^Days off: no consultation/],
    ["/keystatic/collection/services", /^Services/],
    ["/keystatic/collection/insights/item/personal-data-protection-law", /^Practice areas/],
    ["/keystatic/singleton/bookingClosedDates", /^Dates/],
  ] as const) {
    await page.goto(site + path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectAccessible(page);
  }
  // The delete button of each row says what it removes.
  await page.goto(`${site}/keystatic/collection/attorneys/item/3`);
  await expect(page.getByRole("button", { name: /^Remove “.+”$/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).nth(1).click();
  await expect(page.getByRole("dialog").getByLabel(/^First day off/)).toBeVisible();
  // Read the dialog as it stands, not half faded in (its buttons' contrast is measured).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await expectAccessible(page);
});

test("the mails' words list their placeholders, and every mail previews in both languages from the saved words", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page).toHaveURL(`${site}/keystatic`);
  await expect(
    page.getByRole("heading", { name: "Mails and booking pages" }).first(),
  ).toBeVisible();
  await page.goto(`${site}/keystatic/singleton/mailsVisitor`);
  await expect(
    page.getByText("Placeholders: {{ref}}: the reference of the message.").first(),
  ).toBeVisible();

  const opened = page.context().waitForEvent("page");
  await page.getByRole("link", { name: /^Preview the mails/ }).click();
  const preview = await opened;
  // The renderer runs on the saved content in a child process: it takes a few seconds.
  await expect(preview.getByRole("heading", { name: /^Mail previews/ })).toBeVisible({
    timeout: 60_000,
  });
  // The preview's sample booking (server/mail-samples.ts) under the firm's words for it.
  const confirmed = bothLanguages(mailContent.visitor.confirmed);
  const subject = (lang: "en" | "ar") => fill(confirmed[lang].subject, { ref: "K7Q2M9XW4T1B" });
  await expect(preview.getByRole("link", { name: subject("en") })).toBeVisible();
  await preview.getByRole("link", { name: subject("ar") }).click();
  await expect(preview.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(preview.getByText(confirmed.ar.intro, { exact: true })).toBeVisible();
});

test("a write without the session's CSRF token is refused", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(`${site}/keystatic`);
  // The session's cookie without its token (the editor's page adds the token to its own requests).
  const answer = await page.request.post(`${site}/api/editor/publish`, {
    headers: { "x-csrf-token": "guess" },
  });
  const status = answer.status();
  expect(status).toBe(403);
});

test("the tenth sign-in from one address is refused without checking the password", async ({
  page,
}) => {
  while (refusedSignIns < 9) {
    await signIn(page, `wrong ${refusedSignIns}`);
    await expect(page.getByRole("alert")).toHaveText(login.en.wrong);
  }
  await signIn(page, lina.password, { refused: true });
  // How long signing in is paused is the server's to say.
  await expect(page.getByRole("alert")).toHaveText(filledPattern(login.en.limited, {}));
  await expect(page).toHaveURL(`${site}/editor/login`);
});
