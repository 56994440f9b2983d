import { acknowledgmentKind, bookingMailKinds as kinds, firmMailKind } from "../../mail-kinds";
import type { Store } from "../../store";
import type { BookingStatus } from "../store";

/**
 * Each transition's statuses before and after, and when people may take it by the consultation's
 * start: answers, cancels and moves before it, attendance after; the jobs (expire, remind,
 * release) keep their own clock. `request` starts a consultation: it has no "from".
 */
export const transitions = {
  request: { from: [], to: "requested" },
  confirm: { from: ["requested"], to: "confirmed", when: "before" },
  decline: { from: ["requested"], to: "declined", when: "before" },
  cancel: { from: ["requested", "confirmed"], to: "cancelled", when: "before" },
  reschedule: { from: ["requested", "confirmed"], to: "requested", when: "before" },
  // The firm moves it itself (the attorney cannot attend): confirmed at the new time.
  move: { from: ["requested", "confirmed"], to: "confirmed", when: "before" },
  expire: { from: ["requested"], to: "expired" },
  release: { from: ["requested"], to: "released" },
  remind: { from: ["confirmed"], to: "confirmed" },
  // A mark pressed by mistake is corrected by the other: each may follow the other.
  attend: { from: ["confirmed", "absent"], to: "attended", when: "after" },
  miss: { from: ["confirmed", "attended"], to: "absent", when: "after" },
} as const satisfies Record<
  string,
  { from: readonly BookingStatus[]; to: BookingStatus; when?: "before" | "after" }
>;
export type Transition = keyof typeof transitions;

/** What a transition tells the world: an inquiry without a time is `inquired`. */
export type EventName = Transition | "inquired";

interface MailRule {
  kind: string;
  /** The visitor, in the language of their form; or the firm, in FIRM_LANGUAGE. */
  to: "visitor" | "firm";
  /**
   * Sent only when calendars already hold the event (it was confirmed once); "invited-or-desk"
   * also when the change was made at the desk (the firm's, or the client's asked for by phone or
   * mail), which no page has told the visitor of; "acknowledge" when the
   * address has had fewer than `formMailsPerDay` of the forms' mails in 24 hours (mail-kinds.ts).
   */
  only?: "invited" | "invited-or-desk" | "acknowledge";
  /** The `.ics` it carries: METHOD, and only when calendars hold the event. SEQUENCE rises with every change calendars hold. */
  calendar?: { method: "REQUEST" | "CANCEL"; ifInvited?: true };
}

const receipt: readonly MailRule[] = [
  { kind: firmMailKind, to: "firm" },
  { kind: acknowledgmentKind, to: "visitor", only: "acknowledge" },
];
const ifInvited = true;

/** The one table: each event's mails, their recipient and language, and their calendar update. */
export const mailsOf: Record<EventName, readonly MailRule[]> = {
  inquired: receipt,
  request: receipt,
  confirm: [
    { kind: kinds.confirmed, to: "visitor", calendar: { method: "REQUEST" } },
    { kind: kinds.confirmedFirm, to: "firm", calendar: { method: "REQUEST" } },
  ],
  decline: [
    { kind: kinds.declined, to: "visitor", calendar: { method: "CANCEL", ifInvited } },
    { kind: kinds.declinedFirm, to: "firm", only: "invited", calendar: { method: "CANCEL" } },
  ],
  cancel: [
    { kind: kinds.cancelledFirm, to: "firm", calendar: { method: "CANCEL", ifInvited } },
    {
      kind: kinds.cancelled,
      to: "visitor",
      only: "invited-or-desk",
      calendar: { method: "CANCEL", ifInvited },
    },
  ],
  reschedule: [
    { kind: kinds.moved, to: "visitor", calendar: { method: "REQUEST", ifInvited } },
    { kind: kinds.movedFirm, to: "firm", calendar: { method: "REQUEST", ifInvited } },
  ],
  move: [
    { kind: kinds.movedByFirm, to: "visitor", calendar: { method: "REQUEST" } },
    { kind: kinds.movedByFirmFirm, to: "firm", calendar: { method: "REQUEST" } },
  ],
  expire: [
    { kind: kinds.expired, to: "visitor", calendar: { method: "CANCEL", ifInvited } },
    { kind: kinds.expiredFirm, to: "firm", calendar: { method: "CANCEL", ifInvited } },
  ],
  // The firm chose it, and the addresses may not be the sender's own: nobody is mailed.
  release: [],
  remind: [{ kind: kinds.reminder, to: "visitor" }],
  attend: [],
  miss: [],
};

/** A consultation that no longer holds its time has no reminder to send. */
const withdrawsReminder: ReadonlySet<EventName> = new Set(["cancel", "reschedule", "move"]);

/**
 * Who asked for a cancellation: the visitor from their link, the client through the desk (by
 * phone or mail: "as you asked", like the visitor's), or the firm ("we regret").
 */
export type CancelledBy = "visitor" | "client" | "firm";

export interface Event {
  name: EventName;
  inquiryId: string;
  /** The visitor's address as they typed it (the outbox keys it: server/mail/address.ts). */
  visitor: string;
  invited: boolean;
  /** Who asked for the change, where either may (a cancel); `by` of answer.ts. */
  by?: CancelledBy;
  acknowledge?: boolean;
  /** Which time of the booking the mails are about (`rescheduleKey`), or the reminder's start. */
  dedupe: string;
  params?: Record<string, unknown>;
}

/** Queues the event's mails by the table; in the caller's transaction. Returns how many queued. */
export function emit(store: Store, event: Event, now: number): number {
  if (withdrawsReminder.has(event.name))
    store.outbox.cancelPending(event.inquiryId, kinds.reminder);
  let queued = 0;
  for (const rule of mailsOf[event.name]) {
    if (rule.only === "invited" && !event.invited) continue;
    if (rule.only === "invited-or-desk" && !event.invited && event.by === "visitor") continue;
    if (rule.only === "acknowledge" && !event.acknowledge) continue;
    const { inquiryId: recordId, dedupe, params } = event;
    const recipient = rule.to === "visitor" ? event.visitor : "";
    if (
      store.outbox.enqueue({ kind: rule.kind, recordId, recipient, params, dedupe }, now) !== null
    )
      queued += 1;
  }
  return queued;
}
