import { locales } from "~/i18n/locales";
import { yieldToMain } from "./yield";

/**
 * Fills the hero's panel (components/sections/next-times.tsx) with each attorney's next free
 * consultation time once the page has loaded, so the requests never compete with the first
 * screen, and points each row's link at that time. The panel is hidden, leaving no gap, when the
 * free times cannot be had or when no attorney has one.
 */
export function nextTimes() {
  const panel = document.querySelector<HTMLElement>("[data-next-times]");
  if (!panel) return;
  const { endpoint = "", zone = "Asia/Amman", days = "31" } = panel.dataset;
  const arabic = document.documentElement.lang === "ar";
  const rows = [...panel.querySelectorAll<HTMLAnchorElement>("a[data-attorney]")];
  // Each clock below is made in a task of its own, after the page's load: the first one on a
  // page reads the time zone data, a long task on a slow phone when done all at once (issue 23).

  const firstFree = async (attorney: string, from: string): Promise<string | null | undefined> => {
    const query = new URLSearchParams({ attorney, from, days });
    const response = await fetch(`${endpoint}?${query}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`slots: ${response.status}`);
    const { slots } = (await response.json()) as { slots?: unknown };
    if (!Array.isArray(slots)) throw new Error("slots: no list");
    const first: unknown = slots[0];
    return typeof first === "string" ? first : undefined;
  };

  const fill = async () => {
    // Today's date on Amman's clock, whatever the visitor's: "2026-11-25".
    const from = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
    const firsts = await Promise.all(
      rows.map((row) => firstFree(row.dataset.attorney ?? "", from)),
    );
    if (!firsts.some(Boolean)) throw new Error("slots: none free");
    // As the booking picker writes them (i18n/format.ts, kept out of this small script): "Fri 27
    // Nov, 9:00 AM", «الجمعة 27 تشرين الثاني، 9:00 ص», on Amman's clock.
    const day = new Intl.DateTimeFormat(arabic ? locales.ar.numberLocale : "en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: zone,
    });
    await yieldToMain();
    const time = new Intl.DateTimeFormat(arabic ? locales.ar.numberLocale : "en-US", {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: zone,
    });
    await yieldToMain();
    // ICU's narrow and thin spaces are missing from the site's fonts.
    const tidy = (text: string) => text.replaceAll("\u202f", "\u00a0").replaceAll("\u2009", " ");
    rows.forEach((row, index) => {
      const slot = firsts[index];
      const label = row.querySelector<HTMLElement>("[data-next-time]");
      if (!label) return;
      if (!slot) {
        label.textContent = panel.dataset.none ?? label.textContent;
        return;
      }
      const instant = new Date(slot);
      label.textContent = tidy(
        `${day.format(instant).replace(/^([A-Za-z]+),/, "$1")}${arabic ? "، " : ", "}${time.format(instant)}`,
      );
      const url = new URL(row.href);
      url.searchParams.set("slot", slot);
      row.href = url.pathname + url.search + url.hash;
    });
    panel.dataset.filled = "";
  };

  const start = () =>
    fill().catch(() => {
      panel.hidden = true;
    });
  if (document.readyState === "complete") void start();
  else addEventListener("load", () => void start(), { once: true });
}
