/**
 * The firm's desk (issue 35) in a real browser against a real server: Rana, who works at the
 * desk only, signs in, finds the consultations waiting, opens one to its conflict check, declines
 * it as "we cannot act" by keyboard, confirms another, and reads both in the audit log; in
 * English and Arabic, checked by axe at the phone's width and the desktop's.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import requestWords from "../../content/mails/data-requests.json" with { type: "json" };
import { bothLanguages } from "../../app/content/bilingual";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { sign } from "../../server/bookings/links";
import { EditorAccounts } from "../../server/editor/accounts";
import { openStore } from "../../server/store";
import { escapePattern, filledPattern } from "../../server/test/patterns";
import { spawnServer } from "./clock";
import { expect, expectAccessible, test } from "./fixtures";

const repo = resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 4173) + 19;
const site = `http://127.0.0.1:${port}`;
const rana = { name: "Rana Haddad", email: "rana@nasserlaw.jo", password: "correct horse battery" };
const shots = process.env.DESK_SCREENSHOTS;

/**
 * The desk's and the sign-in page's words in each language: the firm's (content/mails/desk.json,
 * content/mails/sign-in.json; issue 36, point 4), so the firm can reword them.
 */
const desk = bothLanguages(mailContent.desk);
const signInWords = bothLanguages(mailContent.signIn).en;

/** Counts as the desk shows them: isolated from the Arabic around them. */
const count = (lang: "en" | "ar", n: number) => (lang === "ar" ? `\u2066${n}\u2069` : String(n));

let root: string;
let server: ChildProcess;

// One server: the tests run in order, in the "desk and editor" project at the desktop's width
// (playwright.config.ts); axe checks 390 px too.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "desk-e2e-"));
  await new EditorAccounts(root).add(rana.name, rana.email, rana.password, ["desk"]);
  server = await spawnServer(repo, { PORT: String(port), DATA_DIR: root });
});

test.afterAll(() => {
  server?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A visitor asks for the `pick`-th free time, naming the other parties; the reference. */
async function requestConsultation(request: APIRequestContext, name: string, pick: number) {
  const { slots } = (await (await request.get(`${site}/api/slots?attorney=any`)).json()) as {
    slots: string[];
  };
  const answer = await request.post(`${site}/api/contact`, {
    data: {
      fullName: name,
      email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
      phone: "+962 79 555 0123",
      service: "corporate",
      message: "نرغب في استشارة بشأن نقل حصص في شركة ذات مسؤولية محدودة.",
      privacyAgreed: true,
      language: "ar",
      website: "",
      slot: slots[pick],
      attorney: "any",
      meeting: "office",
      timeZone: "",
      otherParties: "Wexbridge Trading Ltd",
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** Rana signs in on the editor's sign-in page, in English, and lands at the desk. */
async function signIn(page: Page) {
  await page.goto(`${site}/editor/login`);
  await page.getByLabel(signInWords.email).fill(rana.email);
  await page.getByLabel(signInWords.password).fill(rana.password);
  await page.getByLabel(signInWords.password).press("Enter");
  await page.waitForURL(`${site}/desk`);
}

async function look(page: Page, name: string) {
  await expectAccessible(page);
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("Rana answers consultations at the desk, by keyboard, and the audit log names her", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const first = await requestConsultation(request, "Samir Khoury", 0);
  const second = await requestConsultation(request, "Huda Saleh", 1);

  await signIn(page);
  const [en, ar] = [desk.en, desk.ar];
  await expect(page.getByRole("heading", { level: 1, name: en.nav.consultations })).toBeVisible();
  // The request whose hold runs out first comes first, with the time left on it ("in 3 hours"
  // is Intl's wording, not the firm's).
  const waiting = page.locator(".lines li");
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toContainText("Samir Khoury");
  await expect(waiting.first()).toContainText(
    new RegExp(`${escapePattern(en.columns.timeLeft)}: in \\d+ (minutes|hours|days)`),
  );
  await expect(page.getByRole("navigation").getByRole("link", { name: en.nav.editor })).toHaveCount(
    0,
  );
  await look(page, "desk-waiting-en");

  // Arabic, right to left, from the header's switch.
  await page.getByRole("link", { name: en.nav.otherLanguage }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar.nav.consultations })).toBeVisible();
  await look(page, "desk-waiting-ar");
  // A page's first key shows the link past its header; Enter follows it, and the next key is
  // the page's own first link.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: ar.nav.skip });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.locator("main :focus")).toHaveCount(1);

  await page.getByRole("link", { name: "Samir Khoury" }).click();
  await expect(page).toHaveURL(`${site}/ar/desk/consultations/${first}`);
  await expect(page.locator(".parties")).toContainText("Wexbridge Trading Ltd");
  await look(page, "desk-consultation-ar");

  // The other party named is one press from the conflict search, already filled in.
  await page
    .getByRole("link", { name: fill(ar.detail.search, { name: "Wexbridge Trading Ltd" }) })
    .click();
  await expect(page.getByLabel(ar.conflicts.label)).toHaveValue("Wexbridge Trading Ltd");
  await expect(page.locator(".lines li")).toHaveCount(2);
  await page.goBack();

  // Decline as "we cannot act", by keyboard alone: it opens first, as cancelling does.
  await expect(page.getByRole("button", { name: ar.actions.declineSend })).toBeHidden();
  await page.locator(".guard summary", { hasText: ar.actions.decline }).press("Enter");
  await page.getByRole("radio").last().focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio").last()).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.type("تعارض مصالح");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(ar.done.decline);
  await look(page, "desk-declined-ar");

  await page.goto(`${site}/desk/consultations/${second}`);
  await page.getByRole("button", { name: en.actions.confirm }).click();
  await expect(page.getByRole("status")).toContainText(en.done.confirm);
  // The keyboard starts from what happened, not from the top of the page.
  await expect(page.getByRole("status")).toBeFocused();
  await page.getByRole("link", { name: en.detail.back }).click();
  await page.getByRole("link", { name: en.views.agenda }).click();
  await expect(page.locator(".lines li")).toContainText(["Huda Saleh"]);
  await look(page, "desk-agenda-en");

  await page.getByRole("navigation").getByRole("link", { name: en.nav.audit }).click();
  const lines = page.locator(".lines li");
  await expect(lines.nth(0)).toContainText(en.audit.actions.confirm);
  await expect(lines.nth(0)).toContainText(second);
  await expect(lines.nth(1)).toContainText(en.audit.actions["decline:cannot-act"]);
  await expect(lines.nth(2)).toContainText(en.audit.actions["signed-in"]);
  await expect(lines.nth(2)).toContainText(rana.email);
  await look(page, "desk-audit-en");
  await page.goto(`${site}/ar/desk/audit`);
  await look(page, "desk-audit-ar");

  // The conflict search finds the other party both visitors named, whoever wrote it how.
  await page.getByRole("navigation").getByRole("link", { name: ar.nav.conflicts }).click();
  await page.getByLabel(ar.conflicts.label).fill("WEXBRIDGE trading");
  await page.getByLabel(ar.conflicts.label).press("Enter");
  await expect(page.getByRole("status")).toContainText(
    fill(ar.conflicts.found, { count: count("ar", 2) }),
  );
  await expect(page.locator(".lines li")).toHaveCount(2);
  await expect(page.locator(".lines li").first()).toContainText(
    fill(ar.conflicts.roles.otherParty, { name: "Huda Saleh" }),
  );
  await expect(page.getByLabel(ar.conflicts.label)).toHaveValue("WEXBRIDGE trading");
  await look(page, "desk-conflicts-ar");
  await page.getByRole("link", { name: ar.nav.otherLanguage }).click();
  await expect(page.getByRole("status")).toContainText(
    fill(en.conflicts.found, { count: count("en", 2) }),
  );
  await look(page, "desk-conflicts-en");

  // The inquiries: found by a word of the message, opened, marked answered and assigned.
  await page.getByRole("navigation").getByRole("link", { name: en.nav.inquiries }).click();
  await expect(page.getByRole("status")).toContainText(
    fill(en.inquiries.found, { count: count("en", 2) }),
  );
  await page.getByLabel(en.inquiries.search).fill("Huda");
  await page.getByLabel(en.inquiries.status).selectOption("new");
  await page.getByRole("button", { name: en.inquiries.apply }).click();
  await expect(page.getByRole("status")).toContainText(
    fill(en.inquiries.found, { count: count("en", 1) }),
  );
  await look(page, "desk-inquiries-en");
  await page.getByRole("link", { name: "Huda Saleh" }).click();
  await page.getByRole("button", { name: en.inquiries.markAnswered }).click();
  await expect(page.getByRole("status")).toContainText(en.inquiries.done.answered);
  await expect(page.locator("dl")).toContainText(
    // The desk names an account by its name and address, isolated from the words around it.
    filledPattern(
      en.inquiries.answeredBy,
      { name: `\u2068${rana.name} <${rana.email}>\u2069` },
      { whole: false },
    ),
  );
  await page.getByLabel(en.inquiries.attorney).selectOption({ index: 1 });
  await page.getByRole("button", { name: en.inquiries.assign }).click();
  await expect(page.getByRole("status")).toContainText(en.inquiries.done.assigned);
  await page.getByRole("link", { name: en.nav.otherLanguage }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await look(page, "desk-inquiry-ar");

  // Moved on the client's behalf, with the picker's rules, by keyboard.
  await page.goto(`${site}/ar/desk/consultations/${second}`);
  await page.getByRole("link", { name: ar.actions.move }).click();
  await expect(page).toHaveURL(`${site}/ar/desk/consultations/${second}/move`);
  await look(page, "desk-move-ar");
  await page.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio").first()).toBeChecked();
  // Who asked must be said: the client, here (they called), so the new time awaits confirmation.
  await page.getByRole("radio", { name: ar.move.who.client }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: ar.move.button }).press("Enter");
  await expect(page.getByRole("status")).toContainText(ar.move.done);

  // Cancelled by the firm: the button that mails the visitor shows only once asked for, with
  // what it does and who asked, by keyboard.
  await page.goto(`${site}/ar/desk/consultations/${second}`);
  const send = page.getByRole("button", { name: ar.actions.cancelSend });
  await expect(send).toBeHidden();
  await page.locator(".guard summary", { hasText: ar.actions.cancel }).press("Enter");
  await expect(page.locator(".guard", { has: send })).toContainText(ar.actions.cancelWarning);
  // Who asked must be said: the firm, here, so the client reads its regret.
  await page.getByRole("radio", { name: ar.actions.cancelWho.firm }).focus();
  await page.keyboard.press("Space");
  await look(page, "desk-cancel-ar");
  await send.press("Enter");
  await expect(page.getByRole("status")).toContainText(ar.done.cancel);

  // Someone calls: Rana books their consultation from the consultations' page, by keyboard.
  await page.goto(`${site}/ar/desk`);
  await page.getByRole("link", { name: ar.book.link }).press("Enter");
  await expect(page).toHaveURL(`${site}/ar/desk/consultations/new`);
  await look(page, "desk-book-ar");
  await page.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await page.getByLabel(ar.book.name).fill("هدى النصّار");
  await page.getByLabel(ar.book.email).fill("huda.caller@example.com");
  await page.getByLabel(ar.book.message).fill("عقد إيجار لمستودع");
  await page.getByLabel(ar.book.consent).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: ar.book.button }).press("Enter");
  await expect(page.getByRole("status")).toContainText(ar.done.entered);
  await expect(page.getByRole("main")).toContainText("هدى النصّار");
});

test("a visitor asks to be erased from the privacy page, proves the mailbox, and Rana erases them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const w = requestWords;
  const email = "noor.erase@example.com";
  // The privacy page's plain form, in Arabic, by keyboard.
  await page.goto(`${site}/ar/privacy#request`);
  await page.getByLabel(w.form.email.ar).fill(email);
  await page.getByLabel(w.kinds.erasure.ar).check();
  await page.getByLabel(w.form.details.ar).fill("أرجو محو رسالتي السابقة.");
  await expectAccessible(page);
  await page.getByRole("button", { name: w.form.submit.ar }).press("Enter");
  await expect(page).toHaveURL(`${site}/ar/privacy/requested`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.pages.sent.title.ar);
  await look(page, "privacy-request-sent-ar");

  // The link mailed to the address: its button proves the mailbox.
  const store = openStore(root);
  const { id } = store.db
    .prepare<[string], { id: string }>(`SELECT id FROM data_requests WHERE email = ?`)
    .get(email)!;
  store.close();
  const secret = readFileSync(join(root, "booking-secret"), "utf8").trim();
  await page.goto(`${site}/privacy/confirm/${id}?t=${sign(secret, `data-prove:${id}`)}`);
  await look(page, "privacy-request-prove-ar");
  await page.getByRole("button", { name: w.pages.prove.button.ar }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.pages.proven.title.ar);
  await expect(page.locator("main")).toContainText(id);

  await signIn(page);
  await page.getByRole("navigation").getByRole("link", { name: w.desk.nav.en }).click();
  await expect(page.locator(".lines li").first()).toContainText(email);
  await expect(page.locator(".lines li").first()).toContainText(w.desk.labels.left.en);
  await look(page, "desk-requests-en");
  await page.getByRole("link", { name: desk.en.nav.otherLanguage }).click();
  await page.getByRole("link", { name: new RegExp(w.desk.kinds.erasure.ar) }).click();
  await expect(page.locator(".message")).toContainText("أرجو محو رسالتي السابقة.");
  await look(page, "desk-request-ar");
  await page.getByRole("button", { name: w.desk.actions.erase.ar }).click();
  await look(page, "desk-request-erase-ar");
  await page.getByRole("button", { name: w.desk.actions.eraseConfirm.ar }).press("Enter");
  await expect(page.getByRole("status")).toHaveText(w.desk.done.erased.ar);
  await expect(page.locator("dl")).toContainText(w.desk.outcomes.erased.ar);
  await expect(page.locator("main")).not.toContainText(email);

  await page.goto(`${site}/desk/requests/new`);
  await look(page, "desk-request-new-en");
});
