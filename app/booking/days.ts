import { zonedParts } from "./zoned";

export interface SlotDay {
  /** The day in the firm's zone, YYYY-MM-DD. */
  date: string;
  /** Its free starts, as the server wrote them (ISO 8601 with offset), ascending. */
  slots: string[];
}

/** The server's flat list of free starts, grouped by their day in the firm's zone. */
export function groupByDay(slots: readonly string[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const instant = new Date(slot);
    if (Number.isNaN(instant.getTime())) continue;
    const date = zonedParts(instant, timeZone).date;
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
