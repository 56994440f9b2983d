// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookableStarts } from "../../../app/booking/slots";
import { toOffsetIso } from "../../../app/booking/zoned";
import { bookingSettings } from "../../../app/content/booking";
import { bookableAttorneyIds } from "../../../app/content/firm";
import type { Inquiry } from "../../../app/contact/schema";
import { addressKey } from "../../mail";
import { openStore, type Store } from "../../store";
import { applyBookingRules, tempDir, validInquiry } from "../../test/helpers";
import type { BookingStatus } from "../store";
import {
  cancel,
  confirm,
  decline,
  expireHolds,
  mailsOf,
  markAttendance,
  queueReminders,
  move,
  release,
  reschedule,
  type Transition,
  transitions,
} from ".";

const hour = 3_600_000;
// An empty store for each case: the jobs (expire, remind, release) act on every due booking.
const dir = tempDir("lifecycle-");
const store: Store = openStore(dir.path);
// The tests' own rules (Monday to Friday, 9:00 to 18:00, one-hour consultations), whatever hours
// the firm keeps. Each case takes its starts from the first, in its empty store: the horizon
// holds 160 or so starts, and 164 cases taking one each ran out on some days.
const firmRules = applyBookingRules();
beforeEach(() => {
  store.db.exec(`DELETE FROM outbox; DELETE FROM bookings; DELETE FROM inquiries;`);
  next = 0;
});
afterAll(() => {
  store.close();
  dir.remove();
  firmRules();
});

const now = Date.now();
// Starts the firm offers, two days or more ahead: clear of the 12-hour notice.
const starts = bookableStarts({ now: new Date(now), days: 60 })
  .map((d) => d.getTime())
  .filter((start) => start > now + 48 * hour);
const attorney = bookableAttorneyIds[0]!;
const statuses: readonly BookingStatus[] = [
  "requested",
  "confirmed",
  "declined",
  "cancelled",
  "expired",
  "released",
  "attended",
  "absent",
];

let next = 0;
/**
 * The next start the firm offers that no booking holds: a move earlier in the case may have taken
 * the next one (after the last time on a Friday, the first time more than a day later is Monday's).
 */
function freeStart(): number {
  while (store.bookings.held(starts[next]!, starts[next]! + 1).length) next += 1;
  return starts[next++]!;
}

/**
 * A consultation in `status` on the next free start the firm offers, reached through the store as
 * the lifecycle would have, and `invited` when calendars would hold it. Its outbox starts empty.
 */
function consultation(status: BookingStatus, { start = freeStart(), invited = false } = {}) {
  const inquiry = validInquiry({ email: `walk${next}@example.com` }) as Inquiry;
  const setUp = now - 3 * 24 * hour;
  const id = store.inquiries.insert(inquiry, { spam: false, now: setUp });
  store.bookings.hold(
    {
      inquiryId: id,
      candidates: [attorney],
      requestedAttorney: attorney,
      start,
      end: start + bookingSettings.slotMinutes * 60_000,
      meeting: "office",
      timeZone: "",
      holdUntil: start,
      holder: addressKey(inquiry.email),
    },
    setUp,
  );
  if (invited || status !== "requested") {
    const via: BookingStatus = invited ? "confirmed" : status;
    store.bookings.transition(id, ["requested"], via, { now: setUp });
    if (via !== status) store.bookings.transition(id, ["confirmed"], status, { now: setUp });
  }
  return { id, email: inquiry.email };
}

/** What a transition may change: the booking's row and the mails about it. */
const snapshot = (id: string) => ({
  booking: store.bookings.get(id),
  mails: store.outbox.forRecord(id).map((m) => ({ kind: m.kind, to: m.recipient })),
});

/**
 * The mails `mailsOf` names for `transition`, to this visitor, for a booking invited or not, when
 * the visitor makes the change where they may (a cancel).
 */
function expectedMails(transition: Transition, email: string, invited: boolean) {
  return mailsOf[transition]
    .filter((rule) => !["invited", "invited-or-desk"].includes(rule.only ?? "") || invited)
    .map((rule) => ({ kind: rule.kind, to: rule.to === "visitor" ? email : "" }));
}

/** Each transition run on one consultation, at the time of day it is meant for. */
const run: Record<Exclude<Transition, "request">, (id: string, start: number) => boolean> = {
  confirm: (id, start) => confirm(store, id, { now: start - 48 * hour }).done,
  decline: (id, start) =>
    decline(store, id, { now: start - 48 * hour, outcome: "cannot-act" }).done,
  cancel: (id, start) =>
    cancel(store, id, { now: start - 48 * hour, noticeMs: 12 * hour, by: "visitor" }).done,
  reschedule: (id, start) => {
    const to = starts.find((s) => s > start + 24 * hour && !store.bookings.held(s, s + 1).length)!;
    return reschedule(store, id, toOffsetIso(new Date(to), bookingSettings.timeZone), {
      now,
      noticeMs: 12 * hour,
      holdWorkingDays: 1,
    }).done;
  },
  move: (id, start) => {
    const to = starts.find((s) => s > start + 24 * hour && !store.bookings.held(s, s + 1).length)!;
    return move(store, id, toOffsetIso(new Date(to), bookingSettings.timeZone), {
      now,
      holdWorkingDays: 1,
    }).done;
  },
  expire: (id) => expireHolds(store, store.bookings.get(id)!.holdUntil) === 1,
  release: (id) => {
    const who = store.bookings.requester(id)!;
    return release(store, { holder: who.holder }, now).includes(id);
  },
  remind: (id, start) => queueReminders(store, start - 20 * hour) === 1,
  attend: (id, start) => markAttendance(store, id, true, { now: start + 2 * hour }).done,
  miss: (id, start) => markAttendance(store, id, false, { now: start + 2 * hour }).done,
};

// The walk runs in the machine's zone and in New York's: the rules are on Amman's clock.
describe.each(["", "America/New_York"])("in the zone %j", (zone) => {
  const machine = process.env.TZ;
  beforeEach(() => {
    if (zone) process.env.TZ = zone;
  });
  afterEach(() => {
    if (machine === undefined) delete process.env.TZ;
    else process.env.TZ = machine;
  });
  describe.each(Object.keys(run) as Exclude<Transition, "request">[])(
    "the transition %s, from every status",
    (transition) => {
      const { from, to } = transitions[transition];
      it.each(statuses)("from %s", (status) => {
        for (const invited of status === "requested" ? [false, true] : [false]) {
          const { id, email } = consultation(status, { invited });
          const start = store.bookings.get(id)!.start;
          const before = snapshot(id);
          const allowed = (from as readonly string[]).includes(status);

          expect(run[transition](id, start), `${transition} from ${status}`).toBe(allowed);
          const after = snapshot(id);
          if (!allowed) {
            expect(after, "a refused transition changes nothing and queues nothing").toEqual(
              before,
            );
            continue;
          }
          expect(after.booking!.status).toBe(to);
          const wasInvited = before.booking!.invited;
          expect(after.mails).toEqual(expectedMails(transition, email, wasInvited));
        }
      });
    },
  );
});

describe("the rules of time", () => {
  it("refuses answers, cancels and reschedules once the time has begun, and attendance before it", () => {
    const { id } = consultation("requested");
    const start = store.bookings.get(id)!.start;
    const before = snapshot(id);
    expect(confirm(store, id, { now: start })).toMatchObject({ done: false, why: "past" });
    expect(decline(store, id, { now: start, outcome: "another-time" }).done).toBe(false);
    expect(cancel(store, id, { now: start, by: "firm" }).done).toBe(false);
    expect(snapshot(id)).toEqual(before);

    const { id: held } = consultation("confirmed");
    const begins = store.bookings.get(held)!.start;
    expect(markAttendance(store, held, true, { now: begins - 1 })).toMatchObject({
      done: false,
      why: "past",
    });
    // The visitor's own cancel closes at the notice; the firm's does not.
    const notice = { now: begins - 2 * hour, noticeMs: 12 * hour };
    expect(cancel(store, held, { ...notice, by: "visitor" })).toMatchObject({ why: "notice" });
    expect(cancel(store, held, { ...notice, by: "firm" }).done).toBe(true);
  });
});

describe("who cancels", () => {
  it("tells the visitor when the firm cancels a request still waiting, which they did not do", () => {
    const { id, email } = consultation("requested");
    const start = store.bookings.get(id)!.start;
    expect(cancel(store, id, { now: start - 48 * hour, by: "firm" }).done).toBe(true);
    expect(snapshot(id).mails).toEqual([
      { kind: "booking.cancelled.firm", to: "" },
      { kind: "booking.cancelled", to: email },
    ]);
    expect(store.outbox.forRecord(id).map((m) => m.params.by)).toEqual(["firm", "firm"]);

    // The visitor who cancels their own waiting request saw it done on the page.
    const own = consultation("requested");
    cancel(store, own.id, { now: start - 48 * hour, by: "visitor" });
    expect(snapshot(own.id).mails).toEqual([{ kind: "booking.cancelled.firm", to: "" }]);

    // A client who asks the desk by phone saw no page: they are mailed, in their words, and the
    // notice that closes their link closes nothing at the desk.
    const called = consultation("requested");
    const late = store.bookings.get(called.id)!.start - hour;
    expect(cancel(store, called.id, { now: late, noticeMs: 12 * hour, by: "client" }).done).toBe(
      true,
    );
    expect(snapshot(called.id).mails).toEqual([
      { kind: "booking.cancelled.firm", to: "" },
      { kind: "booking.cancelled", to: called.email },
    ]);
  });
});

describe("the time the person pressing was shown", () => {
  it("changes nothing when the consultation was moved since, and answers the time it holds", () => {
    const { id } = consultation("requested");
    const start = store.bookings.get(id)!.start;
    const when = { now: start - 48 * hour, noticeMs: 12 * hour };
    const before = snapshot(id);
    const earlier = start - hour;
    expect(confirm(store, id, { ...when, shown: earlier })).toMatchObject({
      done: false,
      why: "moved",
    });
    expect(decline(store, id, { ...when, shown: earlier, outcome: "cannot-act" }).done).toBe(false);
    expect(cancel(store, id, { ...when, shown: earlier, by: "visitor" }).done).toBe(false);
    expect(snapshot(id), "a press on a time it no longer holds").toEqual(before);

    expect(confirm(store, id, { ...when, shown: start }).done).toBe(true);
  });
});
