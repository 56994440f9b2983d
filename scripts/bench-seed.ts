import { openStore } from "../server/store";

const hour = 3_600_000;

/**
 * Fills a throwaway store with what years of use leave behind, so the benchmark measures
 * `/api/slots` against a full table: 20,000 past inquiries with bookings in every status, and
 * every third working hour of the next 30 days already held.
 */
export function seedBookings(dataDir: string): { inquiries: number; bookings: number } {
  const store = openStore(dataDir);
  const inquiry = {
    fullName: "Seeded Visitor",
    email: "seed@example.com",
    phone: "",
    service: "" as const,
    message: "Seeded for the benchmark.",
    privacyAgreed: true as const,
    language: "en" as const,
    website: "",
    slot: "",
    attorney: "any" as const,
    meeting: "office" as const,
    timeZone: "",
    otherParties: "",
  };
  const now = Date.now();
  const statuses = ["confirmed", "declined", "cancelled"] as const;
  let bookings = 0;
  store.transaction(() => {
    for (let i = 0; i < 20_000; i += 1) {
      const at = now - (i + 1) * hour;
      const id = store.inquiries.insert(inquiry, { spam: false, now: at });
      const start = Math.floor(at / hour) * hour;
      const held = store.bookings.hold(
        {
          inquiryId: id,
          candidates: ["2", "3", "4"],
          requestedAttorney: "any",
          start,
          end: start + hour,
          meeting: "office",
          timeZone: "",
        },
        at,
      );
      if (held) {
        bookings += 1;
        store.bookings.transition(id, ["requested"], statuses[i % 3]!, { now: at });
      }
    }
    for (let h = 24; h < 30 * 24; h += 3) {
      const start = Math.ceil((now + h * hour) / hour) * hour;
      const id = store.inquiries.insert(inquiry, { spam: false, now });
      const held = store.bookings.hold(
        {
          inquiryId: id,
          candidates: ["2"],
          requestedAttorney: "2",
          start,
          end: start + hour,
          meeting: "video",
          timeZone: "",
        },
        now,
      );
      if (held) bookings += 1;
    }
  });
  const inquiries = store.inquiries.list().length;
  store.close();
  return { inquiries, bookings };
}
