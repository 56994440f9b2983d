import type { NextTimesAnswer } from "~/booking/slots-api";

/**
 * Fills the hero's panel (components/sections/next-times.tsx) with each attorney's next free
 * consultation time once the page has loaded, so the request never competes with the first
 * screen, and points each row's link at that time. The server writes each time as the booking
 * picker does (`/api/next-times`, server/bookings/slots-route.ts): the page formats no date, whose
 * first clock would hold a phone's main thread for a long task (issue 23). The panel is hidden,
 * leaving no gap, when the free times cannot be had or when no attorney has one. The answer's
 * shape is the route's schema (booking/slots-api.ts), checked here by hand: zod stays out of the
 * script every page loads.
 */
export function nextTimes() {
  const panel = document.querySelector<HTMLElement>("[data-next-times]");
  if (!panel) return;
  const { endpoint = "" } = panel.dataset;
  const rows = [...panel.querySelectorAll<HTMLAnchorElement>("a[data-attorney]")];

  const fill = async () => {
    const query = new URLSearchParams({ lang: document.documentElement.lang });
    const response = await fetch(`${endpoint}?${query}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`next times: ${response.status}`);
    const { times } = (await response.json()) as Partial<NextTimesAnswer>;
    if (!Array.isArray(times)) throw new Error("next times: no list");
    const firsts = new Map<string, { slot: string; label: string }>();
    for (const time of times as Partial<NextTimesAnswer["times"][number]>[]) {
      const { attorney, slot, label } = time;
      if (typeof attorney === "string" && typeof slot === "string" && typeof label === "string")
        firsts.set(attorney, { slot, label });
    }
    if (!rows.some((row) => firsts.has(row.dataset.attorney ?? ""))) {
      throw new Error("next times: none free");
    }
    for (const row of rows) {
      const first = firsts.get(row.dataset.attorney ?? "");
      const label = row.querySelector<HTMLElement>("[data-next-time]");
      if (!label) continue;
      if (!first) {
        label.textContent = panel.dataset.none ?? label.textContent;
        continue;
      }
      label.textContent = first.label;
      const url = new URL(row.href);
      url.searchParams.set("slot", first.slot);
      row.href = url.pathname + url.search + url.hash;
    }
    panel.dataset.filled = "";
  };

  const start = () =>
    fill().catch(() => {
      panel.hidden = true;
    });
  if (document.readyState === "complete") void start();
  else addEventListener("load", () => void start(), { once: true });
}
