// @vitest-environment jsdom
/**
 * What the language switch carries of the contact form: only what the visitor changed, the
 * picker's time as the plain date and hour of the twin page, nothing of the page's own, and
 * once. The browser test (tests/e2e/language-switcher.spec.ts) walks it on the built site.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { carryForm, fillForm, formDraft, restoreForm } from "./form-draft";

/** The build's form, as far as the draft reads it. */
function page({ picker = false } = {}) {
  document.body.innerHTML = `
    <div data-island="contact-form"><form>
      <input type="hidden" name="language" value="en">
      <input name="fullName"><input name="email" type="email">
      <select name="service"><option value="">Select</option><option value="trading">T</option></select>
      <textarea name="message"></textarea>
      <input type="checkbox" name="privacyAgreed" value="true">
      <details id="book">
        <input type="radio" name="meeting" value="office" checked>
        <input type="radio" name="meeting" value="phone">
        <select name="attorney"><option value="any" selected>Any</option><option value="2">K</option></select>
        ${
          picker
            ? `<input type="hidden" name="slot" value="">
               <input type="radio" name="slotDay" value="2026-12-10">
               <input type="radio" name="slotPick" value="2026-12-10T11:00:00+03:00">`
            : `<input type="date" name="slotDate">
               <select name="slotTime"><option value="">Choose</option><option>11:00</option></select>`
        }
      </details>
      <input name="website">
    </form></div>`;
  return document.querySelector("form")!;
}

const field = <T extends Element = HTMLInputElement>(name: string) =>
  document.querySelector<T & Element>(`[name="${name}"]`)!;

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the form's draft", () => {
  it("is empty for a form the visitor has not touched", () => {
    expect(formDraft(page())).toEqual([]);
  });

  it("holds what was typed, ticked and chosen, and the picker's time as a plain date and hour", () => {
    const form = page({ picker: true });
    field("fullName").value = "Lina Saleh";
    field<HTMLSelectElement>("service").value = "trading";
    field<HTMLTextAreaElement>("message").value = "A share transfer.";
    field("privacyAgreed").checked = true;
    document.querySelector<HTMLInputElement>('[value="phone"]')!.checked = true;
    field<HTMLSelectElement>("attorney").value = "2";
    field("slot").value = "2026-12-10T11:00:00+03:00";
    field("slotPick").checked = true;
    field("website").value = "bot";
    expect(formDraft(form)).toEqual([
      ["fullName", "Lina Saleh"],
      ["service", "trading"],
      ["message", "A share transfer."],
      ["privacyAgreed", "true"],
      ["meeting", "phone"],
      ["attorney", "2"],
      ["slotDate", "2026-12-10"],
      ["slotTime", "11:00"],
    ]);
  });

  it("goes back into the plain form, leaving alone what the visitor already changed there", () => {
    const form = page();
    field("email").value = "typed@here.example";
    fillForm(form, [
      ["fullName", "Lina Saleh"],
      ["email", "lina@example.com"],
      ["privacyAgreed", "true"],
      ["meeting", "phone"],
      ["slotDate", "2026-12-10"],
      ["slotTime", "11:00"],
    ]);
    expect(field("fullName").value).toBe("Lina Saleh");
    expect(field("email").value).toBe("typed@here.example");
    expect(field("privacyAgreed").checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('[value="phone"]')!.checked).toBe(true);
    expect(field("slotDate").value).toBe("2026-12-10");
    expect(field<HTMLSelectElement>("slotTime").value).toBe("11:00");
  });
});

describe("carried across the switch", () => {
  const twin = "/ar/contact";
  const arrive = () => window.history.replaceState(null, "", twin);

  it("is restored once on the twin page, the booking part open again, then deleted", () => {
    page();
    field("fullName").value = "Lina Saleh";
    document.querySelector("details")!.open = true;
    expect(carryForm(twin)).toBe("carried");

    page();
    arrive();
    restoreForm();
    expect(field("fullName").value).toBe("Lina Saleh");
    expect(document.querySelector("details")!.open).toBe(true);
    expect(sessionStorage.length).toBe(0);

    page();
    restoreForm();
    expect(field("fullName").value).toBe("");
  });

  it("is not restored on another page, nor after a switch that never arrived", () => {
    page();
    field("fullName").value = "Lina Saleh";
    carryForm("/ar/privacy");
    page();
    arrive();
    restoreForm();
    expect(field("fullName").value).toBe("");

    page();
    field("fullName").value = "Lina Saleh";
    carryForm(twin);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 11 * 60_000);
    page();
    restoreForm();
    expect(field("fullName").value).toBe("");
    expect(sessionStorage.length).toBe(0);
    vi.restoreAllMocks();
  });

  it("stores nothing when nothing was changed, and says so when storage is refused", () => {
    page();
    expect(carryForm(twin)).toBe("none");
    expect(sessionStorage.length).toBe(0);

    field("fullName").value = "Lina Saleh";
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(carryForm(twin)).toBe("lost");
    vi.restoreAllMocks();
  });
});
