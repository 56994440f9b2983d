/**
 * Keystatic (0.5) leaves three things a screen reader or a keyboard stumbles on, and axe reports:
 * each list row's delete button has only an icon and no name, the "*" of a required field is a
 * span carrying `aria-label` without a role, and a long table's scrolling body takes no focus. Each is repaired where Keystatic draws it, including in dialogs
 * and rows it draws later; nothing else about its markup changes.
 */
function repair(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    "button.kui\\:ListViewItem-actions:not([aria-label])",
  )) {
    const row = button.parentElement?.querySelector(".kui\\:ListViewItem-content");
    const item = row?.textContent?.trim();
    button.setAttribute("aria-label", item ? `Remove “${item}”` : "Remove");
  }
  for (const mark of root.querySelectorAll('span[aria-label="(required)"]:not([role])'))
    mark.setAttribute("role", "img");
  // A table's scrolling body (the twenty services) must be reachable by keyboard to scroll.
  for (const body of root.querySelectorAll('.kui\\:TableView-body[tabindex="-1"]'))
    body.setAttribute("tabindex", "0");
}

export function nameEveryControl() {
  repair(document.body);
  new MutationObserver(() => repair(document.body)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}
