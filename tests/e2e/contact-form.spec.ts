import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { limits } from "../../app/contact/fields";
import { messages } from "../../app/i18n/messages";
import { expect, expectAccessible, test, waitForForm, waitForPageScript } from "./fixtures";

/**
 * The form on the home page, in each language, and what a visitor reads there: the firm's words
 * (content/interface.json; issue 36, point 4).
 */
const languages = (
  [
    ["en", "/", "/contact/sent"],
    ["ar", "/ar", "/ar/contact/sent"],
  ] as const
).map(([lang, home, sentPage]) => {
  const form = messages[lang].contact.form;
  return {
    home,
    sentPage,
    required: form.errors.required,
    success: form.success,
    send: form.submit,
    tooLong: form.errors.tooLong,
  };
});
const english = messages.en.contact.form;
const arabic = messages.ar.contact.form;

async function openForm(page: Page, home: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${home}#contact`);
  await waitForForm(page);
  return page.locator("#contact form");
}

/** The page's scripts, let through until `hold()`, then kept back until `release()`. */
async function holdableScripts(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let holding = false;
  await page.route("**/assets/*.js", (route) => {
    if (holding) held.push(() => route.continue());
    else void route.continue();
  });
  return {
    hold: () => void (holding = true),
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.map((resume) => resume()));
    },
  };
}

async function fill(page: Page, { privacy = true } = {}) {
  await page.locator("#contact-fullName").fill("Lina Saleh");
  await page.locator("#contact-email").fill("lina@example.com");
  await page.locator("#contact-phone").fill("+962 79 555 0199");
  await page.locator("#contact-service").selectOption("trading");
  await page
    .locator("#contact-message")
    .fill("We need advice on a disclosure to the Securities Commission.");
  if (privacy) await page.locator("#contact-privacy").check();
}

for (const l of languages) {
  test.describe(`contact form ${l.home}`, () => {
    test("a blank required field shows the required-fields error and sends nothing", async ({
      page,
    }) => {
      const form = await openForm(page, l.home);
      let posted = false;
      page.on("request", (request) => {
        if (request.url().includes("/api/contact")) posted = true;
      });
      await page.locator("#contact-email").fill("lina@example.com");
      await page.locator("#contact-privacy").check();
      await form.getByRole("button", { name: l.send }).click();
      await expect(form.getByRole("alert")).toHaveText(l.required);
      await expect(page.locator("#contact-fullName")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#contact-email")).toHaveValue("lina@example.com");
      await expectAccessible(page);
      expect(posted).toBe(false);
    });

    test("a send pressed before anything was typed answers in the form's words", async ({
      page,
    }) => {
      await page.goto(`${l.home}#contact`);
      await waitForPageScript(page);
      const form = page.locator("#contact form");
      await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute(
        "data-hydrated",
      );
      let posted = false;
      page.on("request", (request) => {
        if (request.url().includes("/api/contact")) posted = true;
      });
      // The first touch of the form is the press itself: no bubble of the browser's, whose
      // language is the phone's, but the form's own message.
      await form.getByRole("button", { name: l.send }).click();
      await expect(form.getByRole("alert")).toHaveText(l.required);
      await expect(page.locator("#contact-fullName")).toHaveAttribute("aria-invalid", "true");
      expect(posted).toBe(false);
    });

    test("a message pasted past its limit is kept whole, the limit is said beside it, and nothing is sent", async ({
      page,
    }) => {
      const form = await openForm(page, l.home);
      let posted = false;
      page.on("request", (request) => {
        if (request.url().includes("/api/contact")) posted = true;
      });
      await fill(page);
      const message = page.locator("#contact-message");
      const long = "م".repeat(limits.message + 1);
      await message.fill("");
      await message.focus();
      // As a paste arrives: one insertion, which a maxlength would cut.
      await page.keyboard.insertText(long);
      await expect(message).toHaveValue(long);
      const error = page.locator("#contact-message-error");
      await expect(error).toHaveText(
        l.tooLong.replace("{{max}}", `\u2066${limits.message.toLocaleString("en-US")}\u2069`),
      );
      await expect(page.locator("[aria-live=polite]").filter({ has: error })).toHaveCount(1);
      await expect(message).toHaveAttribute("aria-invalid", "true");
      await form.getByRole("button", { name: l.send }).click();
      await expect(form.getByRole("alert")).toBeVisible();
      await expect(message).toHaveValue(long);
      await expectAccessible(page);
      expect(posted).toBe(false);
    });

    // What the hydrated form says to each answer of the server, what it keeps of what was
    // typed, and how long the success message stays, are component tests in jsdom:
    // app/components/sections/contact-form.test.tsx. Here: the browser's part.
  });

  test.describe(`contact form ${l.home} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the plain HTML form delivers and lands on the confirmation page", async ({ page }) => {
      await page.goto(`${l.home}#contact`);
      await fill(page);
      await page.locator("#contact form").getByRole("button", { name: l.send }).click();
      await expect(page).toHaveURL(new RegExp(`${l.sentPage}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", l.home === "/" ? "en" : "ar");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("the message stops at the limit its hint says, as the browser's maxlength", async ({
      page,
    }) => {
      await page.goto(`${l.home}#contact`);
      const message = page.locator("#contact-message");
      await expect(message).toHaveAttribute("maxlength", String(limits.message));
      const hint = page.locator(`#${await message.getAttribute("aria-describedby")}`);
      await expect(hint).toContainText(limits.message.toLocaleString("en-US"));
    });

    test("the browser itself stops a blank required field", async ({ page }) => {
      await page.goto(`${l.home}#contact`);
      await page.locator("#contact-email").fill("lina@example.com");
      await page.locator("#contact form").getByRole("button", { name: l.send }).click();
      await expect(page).toHaveURL(new RegExp(`${l.home === "/" ? "/" : "/ar"}#contact$`));
      expect(
        await page
          .locator("#contact-fullName")
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      await expect(page.locator("#contact-email")).toHaveValue("lina@example.com");
    });
  });
}

test("what the visitor types before the form has hydrated stays, and is what gets sent", async ({
  page,
}) => {
  // The form's script waits while the visitor types: held back until every field is filled.
  const scripts = await holdableScripts(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForPageScript(page);
  scripts.hold();
  const island = page.locator('[data-island="contact-form"]');
  await island.locator("form").scrollIntoViewIfNeeded();
  await fill(page);
  expect(scripts.held(), "the form's script was asked for").toBeGreaterThan(0);
  await expect(island).not.toHaveAttribute("data-hydrated");

  await scripts.release();
  await expect(island).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
  await expect(page.locator("#contact-privacy")).toBeChecked();

  const answer = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
  await island.getByRole("button", { name: english.submit }).click();
  // Sent by the hydrated form (JSON, the page stays), with what was typed before hydration.
  const sent = (await answer).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    fullName: "Lina Saleh",
    email: "lina@example.com",
    service: "trading",
    privacyAgreed: true,
  });
  await expect(island.locator('[role="status"]')).toHaveText(english.success);
  await expect(page).toHaveURL("/");
});

test("a paste cut at the limit before the form had hydrated is said to be cut, once it has", async ({
  page,
}) => {
  const scripts = await holdableScripts(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/ar");
  await waitForPageScript(page);
  scripts.hold();
  const island = page.locator('[data-island="contact-form"]');
  const message = page.locator("#contact-message");
  await message.scrollIntoViewIfNeeded();
  await message.focus();
  await page.keyboard.insertText("م".repeat(limits.message + 1));
  await expect(island).not.toHaveAttribute("data-hydrated");
  // The plain form's maxLength kept what the browser would.
  await expect(message).toHaveValue("م".repeat(limits.message));

  await scripts.release();
  await expect(island).toHaveAttribute("data-hydrated", "");
  const note = page.locator("#contact-message-note");
  await expect(note).toHaveText(
    arabic.messageCut.replace("{{max}}", `\u2066${limits.message.toLocaleString("en-US")}\u2069`),
  );
  await expect(page.locator("[aria-live=polite]").filter({ has: note })).toHaveCount(1);
  await expect(message).toHaveAttribute("aria-describedby", /contact-message-note/);
  await message.press("End");
  await message.press("Backspace");
  await expect(note).toHaveCount(0);
});

test("on the Arabic page, English typed into the form reads left to right, Arabic right to left", async ({
  page,
}) => {
  await openForm(page, "/ar");
  const direction = (selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).direction);
  await page.locator("#contact-message").fill("A transfer of shares, Amman.");
  await page.locator("#contact-fullName").fill("Lina Saleh");
  expect(await direction("#contact-message")).toBe("ltr");
  expect(await direction("#contact-fullName")).toBe("ltr");
  await page.locator("#contact-message").fill("نقل ملكية أسهم في شركة مساهمة.");
  expect(await direction("#contact-message")).toBe("rtl");
});

test.describe("when the form's script does not arrive", () => {
  test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test("the form stays usable and the visitor's next touch loads it again", async ({ page }) => {
    let offline = true;
    let refused!: () => void;
    const firstAttemptFailed = new Promise<void>((resolve) => (refused = resolve));
    await page.route("**/assets/*.js", (route) => {
      if (!offline || !route.request().url().includes("contact-form")) return route.continue();
      refused();
      return route.abort("internetdisconnected");
    });
    await page.goto("/contact");
    await waitForPageScript(page);
    const island = page.locator('[data-island="contact-form"]');
    await page.locator("#contact-fullName").fill("Lina Saleh");
    await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
    await expect(island).not.toHaveAttribute("data-hydrated");
    // Back online only once the first attempt has failed: the touch after it must try again.
    await firstAttemptFailed;

    offline = false;
    await page.locator("#contact-email").fill("lina@example.com");
    await expect(island).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
  });
});

test("the firm receives the inquiry the visitor sent", async ({ page }) => {
  const form = await openForm(page, "/ar");
  await fill(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: arabic.submit }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(id).toBeTruthy();
  // What the firm sees with `npm run inquiries`: the inquiry, stored with its language.
  const stored = JSON.parse(
    execFileSync("npx", ["tsx", "server/cli/inquiries.ts", "--json"], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: "utf8",
    }),
  ) as { id: string; language: string; fullName: string }[];
  expect(stored.find((inquiry) => inquiry.id === id)).toMatchObject({
    language: "ar",
    fullName: "Lina Saleh",
  });
});
