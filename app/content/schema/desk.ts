import { z } from "zod";
import { template, text } from "./template";

/**
 * content/mails/desk.json: the words of the firm's desk (/desk), where its staff answer
 * consultations. The statuses, the booking's labels and the decline's outcomes are the booking
 * pages' own (booking-pages.json), never restated here.
 */
const group = z.strictObject;

export const deskSchema = group({
  title: text(),
  nav: group({
    label: text(),
    consultations: text(),
    inquiries: text(),
    conflicts: text(),
    audit: text(),
    editor: text(),
    signOut: text(),
    otherLanguage: text(),
    /** The first link of every page, shown once focused: past the header to the page itself. */
    skip: text(),
  }),
  /** Above the consultations: what else waits for an answer, each linked to its list. */
  summary: group({
    inquiries: template({ count: "how many inquiries nobody marked answered" }),
    requests: template({ count: "how many proven data requests await an answer" }),
  }),
  views: group({
    waiting: text(),
    agenda: text(),
    past: text(),
    declined: text(),
    cancelled: text(),
  }),
  /** One line under each view's name: what it holds and in which order. */
  viewHints: group({
    waiting: text(),
    agenda: text(),
    past: text(),
    declined: text(),
    cancelled: text(),
  }),
  /** The lists' attorney choice, left as it comes: every attorney's consultations. */
  anyAttorney: text(),
  empty: text(),
  /** A form sent from a page opened before the account last signed in: nothing was done. */
  stale: group({ title: text(), body: text(), back: text() }),
  /** A desk address that names nothing: an erased record, a link cut short. */
  missing: group({ title: text(), body: text() }),
  /** A desk address or form the server cannot read (a page number, a date, a choice, a field). */
  invalid: group({ title: text(), body: text(), back: text() }),
  /** Beside every field whose words are mailed: the language the person reads. */
  mailedIn: template({ language: "the language of the person's mails (the inquiries' word for it)" }),
  columns: group({ name: text(), service: text(), timeLeft: text() }),
  pages: template({ page: "this page's number", pages: "how many pages" }),
  previous: text(),
  next: text(),
  detail: group({
    message: text(),
    contact: text(),
    email: text(),
    phone: text(),
    service: text(),
    received: text(),
    holdEnds: text(),
    back: text(),
    /** How a declined request was declined, in the list and on its page. */
    declinedAs: group({ "another-time": text(), "cannot-act": text() }),
    /** The note written when declining (quoted to the visitor only for another time). */
    note: text(),
    /** A consultation's lines of the audit log: who did what at the desk. */
    history: text(),
    /** Once answered, the other parties named, without the check that precedes a confirmation. */
    otherParties: text(),
    /** A video consultation's room, the link its mails give. */
    video: text(),
    /** A link to the conflict search for one name: each party named, and the visitor's own. */
    search: template({ name: "a name to look for" }),
  }),
  actions: group({
    heading: text(),
    confirm: text(),
    decline: text(),
    cancel: text(),
    /** Cancel opens first: what cancelling does, above the button that does it. */
    cancelWarning: text(),
    /**
     * Who asked for the cancellation, which must be said: the client's reads "as you asked" in
     * their mail, the firm's "we regret having had to".
     */
    cancelWho: group({ legend: text(), client: text(), firm: text() }),
    cancelSend: text(),
    /** Decline opens first too (it mails the visitor and cannot be undone): its button inside. */
    declineSend: text(),
    attended: text(),
    absent: text(),
    move: text(),
    none: text(),
  }),
  done: group({
    confirm: text(),
    decline: text(),
    cancel: text(),
    attend: text(),
    miss: text(),
    /** A consultation just booked at the desk for someone who called. */
    entered: text(),
  }),
  /** Above the consultations when mail does not go out: off on this server, or mails waiting. */
  mail: group({
    off: text(),
    late: template({ count: "how many mails wait", since: "when the oldest was queued" }),
  }),
  /** Booking a consultation for someone who calls: the page, its fields and its button. */
  book: group({
    link: text(),
    title: text(),
    lead: text(),
    times: template({ attorney: "the attorney's name" }),
    meeting: text(),
    name: text(),
    phone: text(),
    email: text(),
    language: text(),
    message: text(),
    otherParties: text(),
    consent: text(),
    button: text(),
    invalid: text(),
  }),
  /** Why a press changed nothing; `moved`: the page showed a time the consultation has left. */
  refused: group({ status: text(), past: text(), missing: text(), moved: text() }),
  /** Moving a consultation on the client's behalf: the free times of its attorney, a week a page. */
  move: group({
    title: template({ name: "the client's name" }),
    lead: template({ attorney: "the attorney's name" }),
    days: template({ first: "the first day shown", last: "the last day shown" }),
    earlier: text(),
    later: text(),
    none: text(),
    /** Whose move it is: the client's waits for the firm's confirmation; the firm's is confirmed. */
    who: group({ legend: text(), client: text(), firm: text() }),
    button: text(),
    back: text(),
    done: text(),
    doneByFirm: text(),
    /** Why a move did not happen (a consultation that can no longer move says `refused`'s words). */
    refused: group({
      taken: text(),
      slot: text(),
      same: text(),
      limit: template({ moves: "how many times a consultation may be moved" }),
    }),
  }),
  inquiries: group({
    search: text(),
    from: text(),
    to: text(),
    service: text(),
    anyService: text(),
    status: text(),
    anyStatus: text(),
    new: text(),
    answered: text(),
    apply: text(),
    export: text(),
    /** The download's own headings: a consultation's four columns (the rest are the page's words). */
    csv: group({
      answeredBy: text(),
      answeredAt: text(),
      consultation: text(),
      attorney: text(),
      meeting: text(),
      status: text(),
    }),
    found: template({ count: "how many inquiries the filters keep" }),
    received: text(),
    assignedTo: text(),
    unassigned: text(),
    answeredBy: template({ name: "who marked it answered", when: "when, Amman time" }),
    language: text(),
    formEnglish: text(),
    formArabic: text(),
    consultation: text(),
    /** On a consultation's page: the inquiry it came with, to mark answered or assign. */
    inquiry: text(),
    markAnswered: text(),
    /** Undoes "mark as answered": the inquiry is new again. */
    markNew: text(),
    assign: text(),
    attorney: text(),
    done: group({ answered: text(), new: text(), assigned: text() }),
  }),
  conflicts: group({
    label: text(),
    hint: text(),
    button: text(),
    none: text(),
    found: template({ count: "how many entries hold the name" }),
    roles: group({
      enquirer: text(),
      otherParty: template({ name: "the name of the enquirer who named them" }),
    }),
    seen: text(),
    role: text(),
    subject: text(),
    consultation: text(),
  }),
  audit: group({
    title: text(),
    at: text(),
    actor: text(),
    action: text(),
    /** The choice of whose lines, and which action's, to show: its "all" options. */
    everyone: text(),
    everyAction: text(),
    record: text(),
    address: text(),
    /** After a move's action: the time it left and the time it took, in Amman time. */
    moved: template({ from: "the time before the move", to: "the time after it" }),
    /** How each line's action reads (the log stores its code, e.g. `decline:cannot-act`). */
    actions: group({
      entered: text(),
      "signed-in": text(),
      "sign-in-refused": text(),
      "signed-out": text(),
      confirm: text(),
      "decline:another-time": text(),
      "decline:cannot-act": text(),
      cancel: text(),
      "cancel:client": text(),
      attend: text(),
      miss: text(),
      move: text(),
      "move:firm": text(),
      answered: text(),
      reopened: text(),
      assigned: text(),
      exported: text(),
    }),
  }),
});

export type DeskFile = z.infer<typeof deskSchema>;
