import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForForm, waitForPageScript } from "./fixtures";

/** The form on the home page, in each language, and what a visitor reads there. */
const languages = [
  {
    home: "/",
    required: "Please fill in all required fields",
    privacy: "Please agree to the privacy policy to continue",
    success: "Message sent successfully! We'll get back to you within 24 hours on working days.",
    send: "Send message",
    sending: "Sending...",
    refused: /could not be sent/,
    sentPage: "/contact/sent",
  },
  {
    home: "/ar",
    required: "يرجى تعبئة جميع الحقول المطلوبة.",
    privacy: "يرجى الموافقة على سياسة الخصوصية للمتابعة.",
    success: "تم إرسال رسالتكم بنجاح! سنتواصل معكم خلال 24 ساعة في أيام العمل.",
    send: "إرسال",
    sending: "جارٍ الإرسال…",
    refused: /تعذّر إرسال رسالتكم/,
    sentPage: "/ar/contact/sent",
  },
] as const;

async function openForm(page: Page, home: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${home}#contact`);
  await waitForForm(page);
  return page.locator("#contact form");
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

    test("a whitespace-only name counts as blank", async ({ page }) => {
      const form = await openForm(page, l.home);
      await fill(page);
      await page.locator("#contact-fullName").fill("    ");
      await form.getByRole("button", { name: l.send }).click();
      await expect(form.getByRole("alert")).toHaveText(l.required);
    });

    test("without the privacy consent the privacy error shows", async ({ page }) => {
      const form = await openForm(page, l.home);
      await fill(page, { privacy: false });
      await form.getByRole("button", { name: l.send }).click();
      await expect(form.getByRole("alert")).toHaveText(l.privacy);
      await expect(page.locator("#contact-message")).toHaveValue(/Securities Commission/);
    });

    test("a valid inquiry is sent, confirmed for 4 seconds and the form resets", async ({
      page,
    }) => {
      const form = await openForm(page, l.home);
      await fill(page);
      // Hold the answer back so that the sending state can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });
      await form.getByRole("button", { name: l.send }).click();
      const button = form.getByRole("button", { name: l.sending });
      await expect(button).toBeDisabled();
      release();
      // The live region stays in the page (hidden while empty), so find it by its role attribute.
      const status = form.locator('[role="status"]');
      await expect(status).toHaveText(l.success);
      await expect(page.locator("#contact-fullName")).toHaveValue("");
      await expect(page.locator("#contact-email")).toHaveValue("");
      await expect(page.locator("#contact-phone")).toHaveValue("");
      await expect(page.locator("#contact-service")).toHaveValue("");
      await expect(page.locator("#contact-message")).toHaveValue("");
      await expect(page.locator("#contact-privacy")).not.toBeChecked();
      await expect(form.getByRole("button", { name: l.send })).toBeEnabled();
      // The success message goes after 4 s (and not before 3 s).
      await page.waitForTimeout(3000);
      await expect(status).toHaveText(l.success);
      await expect(status).toBeEmpty({ timeout: 3000 });
    });

    test.describe("when sending fails", () => {
      // These tests make the request fail on purpose; the browser logs that failure.
      test.use({ expectedConsoleErrors: /status of (400|429|503)|ERR_INTERNET_DISCONNECTED/ });

      test("when the server refuses, a message says so and nothing typed is lost", async ({
        page,
      }) => {
        const form = await openForm(page, l.home);
        await page.route("**/api/contact", (route) => route.fulfill({ status: 503, body: "" }));
        await fill(page);
        await form.getByRole("button", { name: l.send }).click();
        await expect(form.getByRole("alert")).toHaveText(l.refused);
        await expect(form.getByRole("alert")).toContainText("+962 6 555 0123");
        await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
        await expect(page.locator("#contact-message")).toHaveValue(/Securities Commission/);
        await expect(page.locator("#contact-privacy")).toBeChecked();
      });

      test("a network failure and a rate limit are explained too", async ({ page }) => {
        const form = await openForm(page, l.home);
        await fill(page);
        await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
        await form.getByRole("button", { name: l.send }).click();
        await expect(form.getByRole("alert")).toContainText("+962 6 555 0123");
        const network = await form.getByRole("alert").textContent();
        await page.unroute("**/api/contact");
        await page.route("**/api/contact", (route) =>
          route.fulfill({
            status: 429,
            headers: { "retry-after": "600" },
            contentType: "application/json",
            body: '{"error":"rateLimited"}',
          }),
        );
        await form.getByRole("button", { name: l.send }).click();
        await expect(form.getByRole("alert")).not.toHaveText(network ?? "");
        await expect(form.getByRole("alert")).toContainText("+962 6 555 0123");
        await expect(page.locator("#contact-email")).toHaveValue("lina@example.com");
      });

      test("field errors from the server show beside their fields", async ({ page }) => {
        const form = await openForm(page, l.home);
        await fill(page);
        await page.route("**/api/contact", (route) =>
          route.fulfill({
            status: 400,
            contentType: "application/json",
            body: '{"error":"invalid","fields":{"email":"emailInvalid"}}',
          }),
        );
        await form.getByRole("button", { name: l.send }).click();
        await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#contact-email-error")).toBeVisible();
        await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
      });
    });
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
  const heldScripts: (() => Promise<void>)[] = [];
  let holding = false;
  await page.route("**/assets/*.js", (route) => {
    if (holding) heldScripts.push(() => route.continue());
    else void route.continue();
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForPageScript(page);
  holding = true;
  const island = page.locator('[data-island="contact-form"]');
  await island.locator("form").scrollIntoViewIfNeeded();
  await fill(page);
  expect(heldScripts.length, "the form's script was asked for").toBeGreaterThan(0);
  await expect(island).not.toHaveAttribute("data-hydrated");

  holding = false;
  await Promise.all(heldScripts.map((resume) => resume()));
  await expect(island).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("#contact-fullName")).toHaveValue("Lina Saleh");
  await expect(page.locator("#contact-privacy")).toBeChecked();

  const answer = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
  await island.getByRole("button", { name: "Send message" }).click();
  // Sent by the hydrated form (JSON, the page stays), with what was typed before hydration.
  const sent = (await answer).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    fullName: "Lina Saleh",
    email: "lina@example.com",
    service: "trading",
    privacyAgreed: true,
  });
  await expect(island.locator('[role="status"]')).toHaveText(languages[0].success);
  await expect(page).toHaveURL("/");
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
  await form.getByRole("button", { name: "إرسال" }).click();
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
