import { arabicLabel, englishLabel } from "./fields-from-schema";

/**
 * Keystatic has no per-field direction. Each English and Arabic pair is labelled "English" and
 * "العربية" (./fields-from-schema.ts): every input, text area or rich-text box labelled "العربية"
 * is edited right to left (dir="rtl", lang="ar", the label marked Arabic too), every one labelled
 * "English" left to right,
 * including fields Keystatic draws later (list items, blocks, another entry).
 */
function directionOf(label: Element): "rtl" | "ltr" | null {
  const text = label.textContent?.replace(/[*\s]/g, "");
  if (text === arabicLabel) return "rtl";
  if (text === englishLabel) return "ltr";
  return null;
}

export function markDirections(root: ParentNode) {
  for (const label of root.querySelectorAll("label[for]")) {
    const dir = directionOf(label);
    if (!dir) continue;
    const id = label.getAttribute("for");
    const field = id ? document.getElementById(id) : null;
    if (!field || field.getAttribute("dir") === dir) continue;
    field.setAttribute("dir", dir);
    field.setAttribute("lang", dir === "rtl" ? "ar" : "en");
    // "العربية" is read in an Arabic voice.
    if (dir === "rtl") label.setAttribute("lang", "ar");
  }
}

/**
 * Runs each repair of Keystatic's markup now and whenever it draws again. It watches the whole
 * page, because Keystatic opens list items and blocks in dialogs outside its root.
 */
export function repairOnEveryDraw(...repairs: ((root: ParentNode) => void)[]) {
  const run = () => repairs.forEach((repair) => repair(document.body));
  run();
  new MutationObserver(run).observe(document.body, { childList: true, subtree: true });
}
