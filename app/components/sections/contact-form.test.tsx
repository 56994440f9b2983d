// @vitest-environment jsdom
/**
 * The contact form once hydrated, as a component: what it checks before sending, what it says for
 * each answer of the server, what it keeps of what the visitor typed, and how long the success
 * message stays (fake timers, not four seconds of waiting). These were browser tests that tested
 * nothing of the browser; the browser tests keep the plain HTML form, hydration, axe on the
 * error state and the inquiry that reaches the firm (tests/e2e/contact-form.spec.ts). The words
 * expected are the content's own (content/interface.json), so the firm may change them.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookableStarts } from "~/booking/slots";
import { limits } from "~/contact/fields";
import { toOffsetIso, zonedParts } from "~/booking/zoned";
import { bookingSettings, switchBookingSettings } from "~/content/booking";
import { localizedFirm } from "~/content/firm";
import { formatDays, pluralForm } from "~/i18n/format";
import { i18nFor } from "~/i18n/i18n";
import { type Lang, langs } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { SiteProvider } from "~/site-context";
import { ContactForm, SUCCESS_VISIBLE_MS } from "./contact-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const amman = bookingSettings.timeZone;
/** The free times the stand-in for the server offers: every start the firm's rules allow now. */
const freeStarts = bookableStarts({ now: new Date(), days: bookingSettings.horizonDays }).map(
  (start) => toOffsetIso(start, amman),
);

/** The answer the stand-in for the server gives to a post of the form. */
type Answer = () => Promise<Response>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** The form as the island hydrates it, with `fetch` answered by `answer`; the posts it made. */
function renderForm(lang: Lang, answer: Answer = async () => json(201, { id: "1" })) {
  const posts: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/slots?"))
      return json(200, { timeZone: amman, attorney: "any", slots: freeStarts, closed: [] });
    if (url === "/api/contact") posts.push(JSON.parse(String(init?.body)));
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  const { container } = render(
    <I18nextProvider i18n={i18nFor(lang, messages[lang])}>
      <SiteProvider lang={lang} firm={localizedFirm(lang)} year={2026}>
        <ContactForm />
      </SiteProvider>
    </I18nextProvider>,
  );
  const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
    container.querySelector<T>(`#contact-${name}`)!;
  return { container, posts, field };
}

const words = (lang: Lang) => messages[lang].contact.form;
const phone = (lang: Lang) => localizedFirm(lang).phone.display;

type Field = ReturnType<typeof renderForm>["field"];
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: Field,
  { privacy = true } = {},
) {
  // Pasted rather than typed key by key: the form reads its fields only when sent.
  const enter = async (element: HTMLElement, text: string) => {
    await user.click(element);
    await user.paste(text);
  };
  await enter(field("fullName"), "Lina Saleh");
  await enter(field("email"), "lina@example.com");
  await enter(field("phone"), "+962 79 555 0199");
  await user.selectOptions(field<HTMLSelectElement>("service"), "trading");
  await enter(
    field<HTMLTextAreaElement>("message"),
    "We need advice on a disclosure to the Securities Commission.",
  );
  if (privacy) await user.click(field("privacy"));
}

/** Opens the booking part and chooses `slot` in the picker, its day first. */
async function pickTime(
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement,
  lang: Lang,
  slot: string,
) {
  await user.click(screen.getByText(messages[lang].contact.form.booking.summary));
  const day = await vi.waitFor(() => {
    const input = container.querySelector<HTMLInputElement>(
      `input[name="slotDay"][value="${zonedParts(new Date(slot), amman).date}"]`,
    );
    if (!input) throw new Error("the picker's days are not drawn yet");
    return input;
  });
  await user.click(day);
  await user.click(container.querySelector(`input[name="slotPick"][value="${slot}"]`)!);
}

/**
 * Lets the held-back answer through, the timers from here on the test's clock: the success
 * message's 4 s start with the answer. The form loads the answer's schemas with import(), which
 * on a busy machine takes many turns of the event loop: up to 5 s of the real clock, until it
 * empties the form (in the same step as the success message, which React draws as act() ends).
 */
async function answerOnTestClock(release: () => void, field: Field) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await act(async () => {
    release();
    const end = Date.now() + 5000;
    while (field("fullName").value !== "" && Date.now() < end)
      await new Promise((resolve) => setImmediate(resolve));
  });
}

const send = (user: ReturnType<typeof userEvent.setup>, lang: Lang) =>
  user.click(screen.getByRole("button", { name: words(lang).submit }));

describe.each(langs)("the contact form (%s), hydrated", (lang) => {
  it("says how long the message may be", () => {
    const { container, field } = renderForm(lang);
    const message = field<HTMLTextAreaElement>("message");
    const hint = container.querySelector(`#${message.getAttribute("aria-describedby")}`);
    expect(hint?.textContent).toContain(`\u2066${limits.message.toLocaleString("en-US")}\u2069`);
  });

  it("keeps a paste past the message's limit whole, says so politely at once, and sends nothing", async () => {
    const user = userEvent.setup();
    const { container, field, posts } = renderForm(lang);
    await fill(user, field);
    const message = field<HTMLTextAreaElement>("message");
    const long = "م".repeat(limits.message + 1);
    await user.clear(message);
    await user.click(message);
    await user.paste(long);
    expect(message.value).toBe(long);
    const said = words(lang).errors.tooLong.replace(
      "{{max}}",
      `\u2066${limits.message.toLocaleString("en-US")}\u2069`,
    );
    const error = container.querySelector("#contact-message-error");
    expect(error?.textContent).toBe(said);
    expect(error?.closest("[aria-live=polite]")).not.toBeNull();
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(message.getAttribute("aria-describedby")).toContain("contact-message-error");
    await send(user, lang);
    await screen.findByRole("alert");
    expect(message.value).toBe(long);
    expect(posts).toEqual([]);
    // Shortened to the limit, the message is fine again.
    await user.type(message, "{Backspace}");
    expect(container.querySelector("#contact-message-error")).toBeNull();
  });

  it("a blank required field shows the required-fields error and sends nothing", async () => {
    const user = userEvent.setup();
    const { field, posts } = renderForm(lang);
    await user.click(field("email"));
    await user.paste("lina@example.com");
    await send(user, lang);
    // The summary names the blank fields first; the unticked consent says so beside its box.
    await screen.findByRole("alert");
    const consent = field("privacy");
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(consent.getAttribute("aria-describedby")!)?.textContent).toBe(
      words(lang).errors.privacy,
    );
    await user.click(consent);
    await send(user, lang);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      words(lang).errors.required,
    );
    expect(field("fullName").getAttribute("aria-invalid")).toBe("true");
    expect(field("email").value).toBe("lina@example.com");
    expect(posts).toEqual([]);
  });

  it("a whitespace-only name counts as blank", async () => {
    const user = userEvent.setup();
    const { field, posts } = renderForm(lang);
    await fill(user, field);
    await user.clear(field("fullName"));
    await user.paste("    ");
    await send(user, lang);
    expect((await screen.findByRole("alert")).textContent).toBe(words(lang).errors.required);
    expect(posts).toEqual([]);
  });

  it("without the privacy consent the privacy error shows", async () => {
    const user = userEvent.setup();
    const { field, posts } = renderForm(lang);
    await fill(user, field, { privacy: false });
    await send(user, lang);
    expect((await screen.findByRole("alert")).textContent).toBe(words(lang).errors.privacy);
    expect(field<HTMLTextAreaElement>("message").value).toMatch(/Securities Commission/);
    expect(posts).toEqual([]);
  });

  it("a valid inquiry is sent, confirmed for 4 seconds and the form resets", async () => {
    const user = userEvent.setup();
    // The answer is held back so that the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { container, field, posts } = renderForm(lang, async () => {
      await held;
      return json(201, { id: "1" });
    });
    await fill(user, field);
    await send(user, lang);
    const sending = await screen.findByRole("button", { name: words(lang).sending });
    expect(sending).toHaveProperty("disabled", true);
    const status = container.querySelector('[role="status"]')!;
    await answerOnTestClock(release, field);
    expect(status.textContent).toBe(words(lang).success);
    expect(posts).toEqual([
      expect.objectContaining({
        fullName: "Lina Saleh",
        email: "lina@example.com",
        service: "trading",
        privacyAgreed: true,
        language: lang,
      }),
    ]);
    for (const name of ["fullName", "email", "phone", "service", "message"])
      expect(field<HTMLInputElement>(name).value, name).toBe("");
    expect(field("privacy").checked).toBe(false);
    expect(screen.getByRole("button", { name: words(lang).submit })).toHaveProperty(
      "disabled",
      false,
    );
    // The message goes after 4 s, and not before.
    await act(async () => vi.advanceTimersByTime(SUCCESS_VISIBLE_MS - 1));
    expect(status.textContent).toBe(words(lang).success);
    await act(async () => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe("");
    expect(SUCCESS_VISIBLE_MS).toBe(4000);
  });

  it("sends the other parties named without a time, for the conflict check", async () => {
    const user = userEvent.setup();
    const { container, field, posts } = renderForm(lang);
    await fill(user, field);
    await user.click(screen.getByText(messages[lang].contact.form.booking.summary));
    await user.type(
      container.querySelector<HTMLTextAreaElement>('textarea[name="otherParties"]')!,
      "مؤسسة النور للاستثمار العقاري",
    );
    await send(user, lang);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ otherParties: "مؤسسة النور للاستثمار العقاري", slot: "" });
  });

  it("a time asked for stays written, with its reference, after the 4-second message goes", async () => {
    const user = userEvent.setup();
    const slot = freeStarts[0]!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { container, field } = renderForm(lang, async () => {
      await held;
      const booking = { start: slot, attorney: "2", meeting: "office", status: "requested" };
      return json(201, { id: "K7Q2M9XW4T1B", booking });
    });
    await pickTime(user, container, lang, slot);
    await fill(user, field);
    await send(user, lang);
    const status = container.querySelector('[role="status"]')!;
    await answerOnTestClock(release, field);
    const intro = words(lang).booking.success.split("{{time}}")[0]!;
    // One promise of an answer, the held time's: not the form's "within 24 hours" beside it.
    expect(status.textContent).toContain(words(lang).booking.sent);
    expect(status.textContent).not.toContain(words(lang).success);
    // Focus waits on the answer, not lost to the page with the disabled button.
    expect(document.activeElement).toBe(status);
    await act(async () => vi.advanceTimersByTime(SUCCESS_VISIBLE_MS));
    expect(status.textContent).not.toContain(words(lang).booking.sent);
    expect(status.textContent).toContain(intro);
    expect(status.textContent).toContain("K7Q2M9XW4T1B");
  });

  it("when the server refuses, a message says so with the firm's phone and nothing typed is lost", async () => {
    const user = userEvent.setup();
    const { field } = renderForm(lang, async () => new Response("", { status: 503 }));
    await fill(user, field);
    await send(user, lang);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(phone(lang));
    expect(alert.textContent).toContain(
      words(lang).errors.server.split("{{phone}}")[0]!.trim().slice(0, 20),
    );
    expect(field("fullName").value).toBe("Lina Saleh");
    expect(field<HTMLTextAreaElement>("message").value).toMatch(/Securities Commission/);
    expect(field("privacy").checked).toBe(true);
  });

  it("a network failure and a rate limit are explained too, each in its own words", async () => {
    const user = userEvent.setup();
    let answer: Answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    const { field } = renderForm(lang, () => answer());
    await fill(user, field);
    await send(user, lang);
    const network = (await screen.findByRole("alert")).textContent;
    expect(network).toContain(phone(lang));
    expect(network).toContain(words(lang).errors.network.split("{{phone}}")[0]!.trim());
    answer = async () => json(429, { error: "rateLimited" }, { "retry-after": "600" });
    await send(user, lang);
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).not.toBe(network));
    const limited = screen.getByRole("alert").textContent;
    expect(limited).toContain(phone(lang));
    expect(limited).toContain(words(lang).errors.rateLimited.split("{{phone}}")[0]!.trim());
    expect(field("email").value).toBe("lina@example.com");
  });

  it("a visitor with requests already waiting is told so, and keeps what they typed and the time", async () => {
    const user = userEvent.setup();
    // The server's answer once this mailbox or device holds its share
    // (server/bookings/holds.test.ts).
    const { container, field, posts } = renderForm(lang, async () =>
      (posts.at(-1) as { slot?: string }).slot
        ? json(409, { error: "hold_limit" })
        : json(201, { id: "1" }),
    );
    const slot = freeStarts[0]!;
    await pickTime(user, container, lang, slot);
    await fill(user, field);
    await send(user, lang);
    expect((await screen.findByRole("alert")).textContent).toBe(words(lang).errors.holdLimit);
    expect(posts).toEqual([expect.objectContaining({ slot })]);
    expect(field("fullName").value).toBe("Lina Saleh");
    expect(field<HTMLTextAreaElement>("message").value).toMatch(/Securities Commission/);
    const chosen = container.querySelector<HTMLInputElement>(
      `input[name="slotPick"][value="${slot}"]`,
    );
    expect(chosen?.checked).toBe(true);

    // As the answer says, the message can go without a time: the visitor removes it and sends.
    await user.click(screen.getByRole("button", { name: words(lang).booking.clear }));
    expect(chosen?.checked).toBe(false);
    expect(container.querySelector("#contact-slot-error")?.textContent ?? "").toBe("");
    await send(user, lang);
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    // "" asks for no time (app/contact/schema.ts).
    expect(posts[1]).toMatchObject({ slot: "", fullName: "Lina Saleh" });
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(words(lang).success),
    );
  });

  it.each(["slotTooSoon", "slotTooFar"] as const)(
    "a time refused as %s says the notice and horizon the firm set, whatever they are",
    async (code) => {
      const { leadWorkingDays, horizonDays, slotMinutes, consultationFeeJod } = bookingSettings;
      // A longer notice refuses the first free time in the browser; a longer horizon, on the server.
      const notice = code === "slotTooSoon" ? 3 : leadWorkingDays;
      switchBookingSettings({
        slotMinutes,
        consultationFeeJod,
        leadWorkingDays: notice,
        horizonDays: 45,
      });
      try {
        const user = userEvent.setup();
        const { container, field } = renderForm(lang, async () =>
          json(400, { error: "invalid", fields: { slot: code } }),
        );
        await fill(user, field);
        await pickTime(user, container, lang, freeStarts[0]!);
        await send(user, lang);
        const error = await vi.waitFor(() => {
          const text = container.querySelector("#contact-slot-error")?.textContent;
          if (!text) throw new Error("no error under the time yet");
          return text;
        });
        const lead = words(lang).booking.lead[pluralForm(lang, 3)].replace("{{count}}", "3");
        expect(error).toContain(code === "slotTooSoon" ? lead : formatDays(lang, 45));
        expect(error).not.toMatch(/\{\{|30/);
      } finally {
        switchBookingSettings({ slotMinutes, consultationFeeJod, leadWorkingDays, horizonDays });
      }
    },
  );

  it("field errors from the server show beside their fields", async () => {
    const user = userEvent.setup();
    const { container, field } = renderForm(lang, async () =>
      json(400, { error: "invalid", fields: { email: "emailInvalid" } }),
    );
    await fill(user, field);
    await send(user, lang);
    await vi.waitFor(() => expect(field("email").getAttribute("aria-invalid")).toBe("true"));
    const error = container.querySelector("#contact-email-error");
    expect(error?.textContent).toContain(words(lang).errors.emailInvalid);
    expect(field("fullName").value).toBe("Lina Saleh");
  });
});
