import { z } from "zod";
import { template, text } from "./template";

/**
 * content/mails/data-requests.json: people's requests about their personal data (issue 35),
 * every word of them: the form on the privacy page, the pages behind its links, the mails to the
 * person and to the firm, and the desk's pages; and the one setting, the working days the firm
 * gives itself to answer.
 */
const group = z.strictObject;
const ref = { ref: "the request's reference" };
const kinds = () =>
  group({
    access: text(),
    correction: text(),
    erasure: text(),
    objection: text(),
    portability: text(),
  });

export const dataRequestsSchema = group({
  /** The working days to answer, counted in the firm's week without its closed dates. */
  answerWorkingDays: z
    .number()
    .int()
    .min(1)
    .max(30)
    .describe("Working days the firm gives itself to answer a request (the regulation's period: a fact to confirm)."),
  /** What each kind of request is called, in the form, the mails and the desk. */
  kinds: kinds(),
  form: group({
    heading: text(),
    intro: text(),
    email: text(),
    emailHint: text(),
    kind: text(),
    details: text(),
    detailsHint: text(),
    submit: text(),
    errors: group({ email: text(), kind: text(), details: text(), tooMany: text() }),
  }),
  pages: group({
    sent: group({ title: text(), body: text() }),
    notSent: group({ title: text(), body: text() }),
    prove: group({ title: text(), lead: template({ kind: "what the request asks" }), button: text() }),
    proven: group({
      title: text(),
      body: template({ ...ref, due: "the last day to answer" }),
    }),
    /** The proof link opened again once the firm has answered. */
    answered: group({
      title: text(),
      body: template({ ...ref, date: "the day it was answered" }),
    }),
    expired: group({ title: text(), body: text(), again: text() }),
    privacy: text(),
  }),
  copy: group({
    title: text(),
    intro: template({ date: "the day and time the page was made" }),
    json: text(),
    expired: group({ title: text(), body: text() }),
    inquiries: text(),
    none: text(),
    reference: text(),
    received: text(),
    name: text(),
    email: text(),
    phone: text(),
    service: text(),
    message: text(),
    consultation: text(),
    otherParties: text(),
    mails: text(),
    requests: text(),
  }),
  mails: group({
    /** The copy's button, to the page of the person's data. */
    button: text(),
    /** Below every answer: a sentence and a button to the privacy policy. */
    policy: group({ lead: text(), button: text() }),
    /** The small print: why the person got the mail (a request, not the contact form). */
    notYou: template({ host: "the site's address, www.…" }),
    prove: group({ subject: text(), intro: text(), ignore: text() }),
    copy: group({ subject: template(ref), intro: template({ until: "the link's last day" }) }),
    corrected: group({ subject: template(ref), intro: text(), note: text() }),
    /** `note`: before what the firm keeps, and why, when the staff write it. */
    erased: group({ subject: template(ref), intro: text(), note: text() }),
    refused: group({ subject: template(ref), intro: text(), next: text() }),
  }),
  firm: group({
    proven: group({
      subject: template({ ...ref, kind: "what the request asks", due: "the last day to answer" }),
      intro: text(),
    }),
    reminder: group({
      subject: template({ ...ref, left: "working days left, today included", due: "the last day" }),
      intro: text(),
    }),
    open: text(),
  }),
  desk: group({
    nav: text(),
    /** The kinds as the staff read them (the form's are in the person's own words). */
    kinds: group({
      access: text(),
      correction: text(),
      erasure: text(),
      objection: text(),
      portability: text(),
    }),
    views: group({ open: text(), answered: text() }),
    hints: group({ open: text(), answered: text() }),
    sources: group({ form: text(), email: text(), phone: text(), letter: text() }),
    outcomes: group({ copy: text(), corrected: text(), erased: text(), refused: text() }),
    labels: group({
      kind: text(),
      email: text(),
      language: text(),
      source: text(),
      received: text(),
      proven: text(),
      /** A form's request whose sender has not opened the proof link: nothing to answer yet. */
      unproven: template({ until: "when the proof link stops working" }),
      due: text(),
      left: text(),
      details: text(),
      enteredBy: text(),
      answered: text(),
      outcome: text(),
      note: text(),
      erasedPerson: text(),
    }),
    overdue: text(),
    holds: template({
      inquiries: "how many inquiries",
      bookings: "how many consultations",
      mails: "how many mails",
      requests: "how many earlier requests",
    }),
    actions: group({
      copy: text(),
      copyHint: text(),
      correct: text(),
      correctHint: text(),
      name: text(),
      phone: text(),
      note: text(),
      erase: text(),
      eraseHint: text(),
      eraseConfirm: text(),
      eraseBack: text(),
      eraseTitle: text(),
      eraseNothing: text(),
      /** The register of conflict checks loses their entries with the inquiries. */
      eraseRegister: text(),
      /** The mails still waiting in the outbox, which the erasure drops. */
      eraseUnsent: template({ count: "how many mails not sent yet" }),
      /** A consultation still to come holds the erasure until it is cancelled. */
      eraseUpcoming: text(),
      /** What the firm keeps, and why: mailed with the erasure when written. */
      eraseNote: text(),
      eraseNoteHint: text(),
      refuse: text(),
      reason: text(),
      reasonHint: text(),
      /** Above an objection's answers: when to stop the processing (erase), when to refuse. */
      objectionHint: text(),
    }),
    done: group({ copy: text(), corrected: text(), erased: text(), refused: text(), entered: text() }),
    already: text(),
    invalid: text(),
    manual: group({
      heading: text(),
      link: text(),
      email: text(),
      kind: text(),
      language: text(),
      source: text(),
      /** The first, empty choice of each list: nothing is chosen for the staff. */
      choose: text(),
      received: text(),
      details: text(),
      identity: text(),
      submit: text(),
    }),
    audit: group({
      "request:entered": text(),
      "request:copy": text(),
      "request:corrected": text(),
      "request:erased": text(),
      "request:refused": text(),
    }),
  }),
});

export type DataRequestsFile = z.infer<typeof dataRequestsSchema>;
