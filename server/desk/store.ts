import type { Db } from "../db";
import { type Booking, bookingColumns, bookingFromRow, type BookingRow } from "../bookings";

/** The desk's lists of consultations, each in the order its readers need. */
export const deskViews = ["waiting", "agenda", "past", "declined", "cancelled"] as const;
export type DeskView = (typeof deskViews)[number];

/** How many lines a page of a list shows: the browser never receives the whole store. */
export const pageSize = 25;

const views: Record<DeskView, { where: string; order: string }> = {
  // The hold that runs out first is answered first.
  waiting: { where: `status = 'requested'`, order: `hold_until, start_at` },
  agenda: { where: `status = 'confirmed' AND start_at >= @today`, order: `start_at, attorney` },
  past: {
    where: `status IN ('confirmed', 'attended', 'absent') AND start_at < @now`,
    order: `start_at DESC`,
  },
  declined: { where: `status = 'declined'`, order: `updated_at DESC` },
  cancelled: {
    where: `status IN ('cancelled', 'expired', 'released')`,
    order: `updated_at DESC`,
  },
};

type ListRow = BookingRow & { fullName: string; service: string };
export type DeskLine = Booking & { fullName: string; service: string };
/** The moment the lists are read at, and whose consultations ('' for every attorney's). */
type At = { now: number; today: number; attorney: string };

const ofAttorney = `(@attorney = '' OR attorney = @attorney)`;

function prepare(db: Db, { where, order }: { where: string; order: string }) {
  return {
    page: db.prepare<At & { limit: number; offset: number }, ListRow>(
      `SELECT ${bookingColumns}, i.full_name AS fullName, i.service AS service
       FROM bookings JOIN inquiries i ON i.id = bookings.inquiry_id
       WHERE ${where} AND ${ofAttorney} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare<At, { n: number }>(
      `SELECT count(*) AS n FROM bookings WHERE ${where} AND ${ofAttorney}`,
    ),
  };
}

/** The desk's SQL: one page of a list, with how many lines the list has in all. */
export function deskStore(db: Db) {
  const statements = Object.fromEntries(
    deskViews.map((view) => [view, prepare(db, views[view])]),
  ) as Record<DeskView, ReturnType<typeof prepare>>;
  return {
    /** How many lines `view` has at `now`. */
    count(view: DeskView, at: At): number {
      return statements[view].count.get(at)!.n;
    },
    /** Page `page` (from 1) of `view` at `now`; `today` is the start of Amman's day. */
    list(view: DeskView, { page, ...at }: At & { page: number }) {
      const { page: select, count } = statements[view];
      const total = count.get(at)!.n;
      const rows = select.all({ ...at, limit: pageSize, offset: (page - 1) * pageSize });
      return {
        lines: rows.map(({ fullName, service, ...row }): DeskLine => ({
          ...bookingFromRow(row),
          fullName,
          service,
        })),
        total,
        pages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  };
}
