/*
 * A consultation's whole life, in the order it is lived (docs/booking.md draws it). A visitor
 * requests a time with an inquiry; the time is held while the firm decides. The firm confirms or
 * declines; the visitor may reschedule (up to `maxReschedules` times) or cancel, and the firm may
 * move it itself (confirmed at once) or cancel it; a hold nobody
 * answered expires; the firm may release every waiting request of one abuser at once; a confirmed
 * consultation is reminded a day before, and after its time the firm marks it attended or absent.
 *
 * Each transition is one function that runs one transaction and returns what it did. The events
 * it causes go through `mailsOf`, the one table of which mail goes to whom with which calendar
 * update, and land in the outbox in the same transaction: the new status and its mails are
 * stored together, or neither is. The mail links, the move page, the jobs, the contact route and
 * the firm's own tools all call these functions; the stores below them run SQL only.
 */

// Read in this order: the table, then the transitions from the first to the last.
export { mailsOf, transitions, type EventName, type Transition } from "./table";
export { request, type RequestOutcome, type TimeRefusal } from "./request";
export {
  cancel,
  confirm,
  decline,
  markAttendance,
  type Outcome,
  type Refusal,
  refusal,
} from "./answer";
export { move, reschedule, type RescheduleOutcome } from "./reschedule";
export { expireHolds, openRequestsOf, queueReminders, release } from "./jobs";
