/**
 * Keystatic (0.5) leaves four things that a screen reader or a keyboard stumbles on, and that axe
 * reports:
 * - each list row's delete button has only an icon and no name;
 * - the "*" of a required field is a span carrying `aria-label` without a role;
 * - a long table's scrolling body takes no focus;
 * - at a phone's width, a resize handle's `aria-controls` names a pane that is gone.
 * Each is repaired where Keystatic draws it (./direction.ts runs this on every draw); nothing else
 * about its markup changes.
 */
export function nameControls(root: ParentNode) {
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
  // At a phone's width the split view's resize handle still names the pane it has removed.
  for (const control of root.querySelectorAll("[aria-controls]"))
    if (!document.getElementById(control.getAttribute("aria-controls")!))
      control.removeAttribute("aria-controls");
}
