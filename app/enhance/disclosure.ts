/**
 * A button that shows and hides a panel (the mobile menu, the language menu): the button's
 * `aria-expanded` follows the panel, a click toggles it, and Escape closes it with focus back on
 * the button. `onChange` adds what a particular disclosure shows for each state.
 */
export function disclosure(
  toggle: HTMLElement,
  panel: HTMLElement,
  onChange: (open: boolean) => void = () => {},
) {
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    onChange(open);
  };
  toggle.addEventListener("click", () => setOpen(panel.hidden !== false));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  return { close: () => setOpen(false) };
}
