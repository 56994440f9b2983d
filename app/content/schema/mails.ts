import { z } from "zod";
import { template, text } from "./template";

/**
 * content/mails/visitor.json and content/mails/firm.json: every word of the mails the site sends,
 * English and Arabic side by side (issue 34). `{{name}}` marks a value the site fills in; each
 * field lists the ones it may use. Times, the consultation's length, the notice and the hold
 * come from the settings through them, never written out here.
 */
const group = z.strictObject;
/** The hold's end: the day and time by which the visitor hears from the firm (lifecycle: expire). */
const hold = { until: "the day and time the hold ends, Amman time: by then the firm confirms, or the visitor is told" };
const ref = { ref: "the reference of the message" };
const heading = text;

export const visitorMailsSchema = group({
  greeting: text(),
  signOff: template({ firm: "the firm's name" }),
  referenceLabel: text(),
  whenLabel: text(),
  meetingLabel: text(),
  attorneyLabel: text(),
  yourTimeLabel: text(),
  cancelLead: text(),
  moveLead: text(),
  pickAnother: text(),
  buttons: group({ cancel: text(), move: text(), pickAnother: text(), map: text(), join: text() }),
  calendarLead: text(),
  notYou: template({ host: "the site's address, www.…" }),
  /** The same small print when the desk entered the consultation for someone who called. */
  notYouDesk: text(),
  ack: group({
    heading: heading(),
    subject: template(ref),
    intro: text(),
    /** In place of `intro` when a time is held: the hold's sentence says when we answer. */
    introHeld: text(),
    reference: template(ref),
    notEngaged: text(),
    booking: template(hold),
    /** In place of the words above when the desk entered it for someone who called. */
    desk: group({
      heading: heading(),
      subject: template(ref),
      intro: text(),
      reference: template(ref),
      booking: template(hold),
      /** The consent the privacy policy asks for in the first reply to a call, with its link. */
      privacy: text(),
      policyButton: text(),
    }),
  }),
  confirmed: group({
    heading: heading(),
    subject: template(ref),
    intro: text(),
    invitation: text(),
    office: template({ address: "the office's address" }),
    map: text(),
    phone: template({
      attorney: "the attorney's name (in Arabic with their title)",
      phone: "the office's phone",
    }),
    video: template({ phone: "the office's phone" }),
    videoLink: text(),
  }),
  declined: group({
    heading: heading(),
    subject: template(ref),
    intro: text(),
    note: text(),
    next: text(),
  }),
  /** The decline when the firm cannot act (a conflict): no reason, no view, see another lawyer. */
  cannotAct: group({ heading: heading(), subject: template(ref), intro: text(), next: text() }),
  expired: group({ heading: heading(), subject: template(ref), intro: text(), next: text() }),
  cancelled: group({
    heading: heading(),
    subject: template(ref),
    intro: text(),
    /** In place of `intro` when the firm cancelled (from the desk). */
    introByFirm: text(),
    calendar: text(),
  }),
  moved: group({
    heading: heading(),
    subject: template(ref),
    intro: text(),
    previous: text(),
    pending: template(hold),
    calendar: text(),
  }),
  /**
   * The firm moved it (at the desk): confirmed at the new time; `moved.previous` names the old.
   * `replyForAnother` only when the visitor has no move left to choose another time online.
   */
  movedByFirm: group({
    heading: heading(),
    subject: template(ref),
    intro: text(),
    invitation: text(),
    replyForAnother: text(),
  }),
  /** `calendarLead`: above its calendar buttons, with no invitation attached to be an "or" to. */
  reminder: group({ heading: heading(), subject: template(ref), intro: text(), calendarLead: text() }),
  event: group({
    summary: template({ attorney: "the attorney's name", firm: "the firm's name", ...ref }),
    phone: template({ phone: "the office's phone" }),
    video: text(),
  }),
});

/** A firm's mail subject: the reference, the time and the visitor's name. */
const firmSubject = () =>
  template({ id: "the reference", when: "the consultation's time", name: "the visitor's name" });

export const firmMailsSchema = group({
  inquiry: group({
    newInquiry: template({ host: "the site's address, www.…" }),
    /** In place of `newInquiry` when the desk entered it for someone who called. */
    fromDesk: text(),
    subject: template({
      id: "the reference",
      service: "the service asked about",
      name: "the visitor's name",
    }),
    newHeading: text(),
    /** First, when the visitor named other parties without asking for a time: the conflict check. */
    otherParties: text(),
    inquiry: text(),
    received: text(),
    language: text(),
    name: text(),
    email: text(),
    phone: text(),
    service: text(),
    message: text(),
    replyHint: text(),
    languageNames: group({ english: text(), arabic: text() }),
    generalInquiry: text(),
  }),
  consultations: group({
    reference: text(),
    /** The visitor's name, in the mails whose subject does not give it (after a publish). */
    name: text(),
    email: text(),
    phone: text(),
    booking: group({
      heading: heading(),
      subject: firmSubject(),
      when: text(),
      meeting: text(),
      attorney: text(),
      requested: text(),
      any: text(),
      visitorTime: text(),
      confirm: text(),
      decline: text(),
      actions: text(),
      hint: text(),
      holdUntil: text(),
      holdNote: text(),
      release: text(),
      releaseButton: text(),
      otherParties: text(),
      noOtherParties: text(),
      /** A confirmed video consultation's room, the visitor's link too, with its button's words. */
      videoRoom: text(),
      videoRoomButton: text(),
    }),
    expired: group({ heading: heading(), subject: firmSubject(), intro: text() }),
    confirmed: group({ heading: heading(), subject: firmSubject(), intro: text() }),
    cancelled: group({
      heading: heading(),
      subject: firmSubject(),
      /** The visitor cancelled from their link; `introDesk`, the desk did it at their request. */
      intro: text(),
      introDesk: text(),
      calendar: text(),
    }),
    /** The same, when the firm cancelled it from the desk. */
    cancelledByFirm: group({ heading: heading(), subject: firmSubject(), intro: text() }),
    moved: group({
      heading: heading(),
      subject: firmSubject(),
      /** As `cancelled`: from the visitor's link, or at the desk at their request. */
      intro: text(),
      introDesk: text(),
      wasConfirmed: text(),
      calendar: text(),
      previous: text(),
    }),
    /** The firm moved it itself, at the desk: confirmed at once. */
    movedByFirm: group({ heading: heading(), subject: firmSubject(), intro: text() }),
    declined: group({ heading: heading(), subject: firmSubject(), intro: text() }),
    event: group({
      summary: template({
        name: "the visitor's name",
        meeting: "how they meet",
        id: "the reference",
      }),
      phone: template({ phone: "the visitor's phone" }),
    }),
    feed: group({ firm: template({ firm: "the firm's name" }) }),
  }),
  afterPublish: group({
    subjectOne: text(),
    subjectMany: template({ count: "how many consultations" }),
    intro: text(),
    status: group({ requested: text(), confirmed: text() }),
    statusLabel: text(),
    why: text(),
    reasons: group({
      unbookable: template({ name: "the attorney's name" }),
      closed: text(),
    }),
  }),
  unreadableCalendar: group({
    wholeFirm: text(),
    subject: template({ who: "whose calendar: an attorney's name, or the whole firm" }),
    intro: template({
      who: "whose calendar",
      host: "the calendar's web address (its host only)",
      setting: "the server setting's name",
      reason: "why it could not be read",
    }),
    effect: text(),
    fix: template({
      setting: "the server setting's name",
      docs: "where the setting is explained",
      command: "the command that shows the calendars' state",
    }),
  }),
});

export type VisitorMailsFile = z.infer<typeof visitorMailsSchema>;
export type FirmMailsFile = z.infer<typeof firmMailsSchema>;
