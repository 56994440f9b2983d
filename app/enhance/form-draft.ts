/**
 * What the visitor has typed and chosen in the page's form (the contact form, or the privacy
 * page's request about one's data), carried across the language switch:
 * written to sessionStorage by the switcher as the page is left, put back once by the twin page
 * before its form hydrates, and deleted there. Never in the address.
 */

import { keep, take } from "./tab-storage";

/** The controls' values that differ from what the build rendered, by name. */
export type FormDraft = [name: string, value: string][];

interface Carried {
  /** The twin page it was written for. */
  path: string;
  at: number;
  fields: FormDraft;
  /** The ids of the form's open parts (the booking part). */
  open: string[];
}

const draftKey = "language-switch-form";
/** Older than this, it is a switch that never arrived, not the one just made. */
const lifetimeMs = 10 * 60_000;
/** The page's own controls, not the visitor's: its language, the trap for bots, the picker's day. */
const pageOwn = new Set(["language", "website", "slotDay", "slotPick"]);
/** A start as the picker holds it: the firm's wall date and clock, then its offset. */
const ammanStart = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** The page's form that the switch carries: the contact form, or the privacy page's request. */
export const carriedForm = () =>
  document.querySelector<HTMLFormElement>(
    '[data-island="contact-form"] form, form[action="/api/privacy-request"]',
  );

/** What the visitor changed in the form: typed, ticked, selected, and the picker's chosen time. */
export function formDraft(form: HTMLFormElement): FormDraft {
  const draft: FormDraft = [];
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
      if (control instanceof HTMLSelectElement && control.name && !pageOwn.has(control.name)) {
        const initial = [...control.options].find((o) => o.defaultSelected) ?? control.options[0];
        if (control.value !== (initial?.value ?? "")) draft.push([control.name, control.value]);
      }
      continue;
    }
    const { name } = control;
    if (!name || pageOwn.has(name)) continue;
    if (control.type === "hidden") {
      // The picker's time goes as the plain date and hour that stand in its place on the twin
      // page until its picker loads, which chooses it again if it is still free.
      const start = name === "slot" ? ammanStart.exec(control.value) : null;
      if (start) draft.push(["slotDate", start[1]!], ["slotTime", start[2]!]);
    } else if (control.type === "checkbox" || control.type === "radio") {
      const input = control as HTMLInputElement;
      if (input.checked && !input.defaultChecked) draft.push([name, input.value]);
    } else if (control.value !== control.defaultValue) {
      draft.push([name, control.value]);
    }
  }
  return draft;
}

/**
 * Puts a draft back into the build's form, leaving alone any control the visitor has already
 * changed here.
 */
export function fillForm(form: HTMLFormElement, draft: FormDraft) {
  const changedHere = formDraft(form).map(([name]) => name);
  for (const [name, value] of draft) {
    const control = form.elements.namedItem(name);
    if (!control || changedHere.includes(name)) continue;
    if (control instanceof RadioNodeList) control.value = value;
    else if (control instanceof HTMLInputElement && control.type === "checkbox")
      control.checked = control.value === value;
    else if ("value" in control) control.value = value;
  }
}

/**
 * Stores what the visitor changed in the page's form for `path`, the twin page: "lost" when the
 * browser keeps nothing for the page, "none" when nothing was changed (or there is no form).
 */
export function carryForm(path: string): "carried" | "none" | "lost" {
  const form = carriedForm();
  const fields = form ? formDraft(form) : [];
  if (!form || fields.length === 0) return "none";
  const open = [...form.querySelectorAll("details")].filter((d) => d.open).map((d) => d.id);
  const carried: Carried = { path, at: Date.now(), fields, open };
  return keep(draftKey, JSON.stringify(carried)) ? "carried" : "lost";
}

/** On the twin page: the form as the visitor left it on the other, once. */
export function restoreForm() {
  let carried: Carried | null;
  try {
    carried = JSON.parse(take(draftKey) ?? "null") as Carried | null;
  } catch {
    return;
  }
  const form = carriedForm();
  if (!carried || !form || carried.path !== location.pathname) return;
  if (!(Math.abs(Date.now() - carried.at) < lifetimeMs)) return;
  fillForm(form, carried.fields);
  for (const id of carried.open) {
    const part = document.getElementById(id);
    if (part instanceof HTMLDetailsElement) part.open = true;
  }
}
