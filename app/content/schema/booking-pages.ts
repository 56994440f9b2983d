import { z } from "zod";
import { words } from "./fields";
import { template, text } from "./template";

/**
 * content/mails/booking-pages.json, sign-in.json and words.json: the pages behind the booking
 * mails' links (confirm, decline, cancel, move, release), the editor's sign-in page, and the
 * words every mail and page shares (Amman time, how a consultation takes place for the firm,
 * the visitor's clock). `{{name}}` marks a value the site fills in.
 */
const group = z.strictObject;
const phone = { phone: "the office's phone" };
const notice = () =>
  group({
    title: text(),
    body: template({ hours: "how long before the consultation (the notice, a setting)", ...phone }),
  });
const titled = () => group({ title: text(), body: text() });

export const bookingPagesSchema = group({
  reference: text(),
  when: text(),
  meeting: text(),
  attorney: text(),
  status: text(),
  yourTimeLabel: text(),
  statuses: group({
    requested: text(),
    confirmed: text(),
    declined: text(),
    cancelled: text(),
    expired: text(),
    released: text(),
    attended: text(),
    absent: text(),
  }),
  home: text(),
  title: group({ confirm: text(), decline: text(), cancel: text() }),
  lead: group({ confirm: text(), decline: text(), cancel: text() }),
  button: group({ confirm: text(), decline: text(), cancel: text() }),
  noteLabel: template({ max: "the longest note, in characters" }),
  noteHint: text(),
  /** The decline's two outcomes (server/bookings/lifecycle: decline). */
  outcome: group({ legend: text(), anotherTime: text(), cannotAct: text() }),
  done: group({ confirm: text(), decline: text(), cancel: text() }),
  unchanged: group({
    confirm: group({
      confirmed: text(),
      declined: text(),
      cancelled: text(),
      expired: text(),
      released: text(),
    }),
    decline: group({
      confirmed: text(),
      declined: text(),
      cancelled: text(),
      expired: text(),
      released: text(),
    }),
    cancel: group({ declined: text(), cancelled: text(), expired: text(), released: text() }),
  }),
  /** A press on a page that showed another time: the consultation moved since it was opened. */
  moved: text(),
  notice: notice(),
  release: group({
    title: text(),
    leadOne: template({ count: "how many requests (here 1)" }),
    leadMany: template({ count: "how many requests" }),
    none: text(),
    button: text(),
    doneOne: template({ count: "how many requests (here 1)" }),
    doneMany: template({ count: "how many requests" }),
  }),
  move: group({
    notice: notice(),
    limit: group({
      title: text(),
      body: template({ moves: "how many times a consultation may be moved online", ...phone }),
    }),
    closedTitle: text(),
    closed: group({ declined: text(), cancelled: text(), expired: text(), released: text() }),
  }),
  errors: group({
    crossSite: titled(),
    token: titled(),
    expired: titled(),
    missing: titled(),
    note: group({ title: text(), body: template({ max: "the longest note, in characters" }) }),
  }),
});

export const signInSchema = group({
  title: text(),
  intro: text(),
  email: text(),
  password: text(),
  submit: text(),
  wrong: text(),
  limited: template({ duration: "how long signing in is paused after too many attempts" }),
  /** A signed-in account asked for a part it has no role for (an editor at the desk). */
  noRole: text(),
  signedOut: text(),
  /** A press on a desk page after the session ended: nothing was done. */
  ended: text(),
  /** The link to the page in the other language, named in that language. */
  otherLanguage: text(),
});

/** Arabic words that agree with the attorney: the man's form and the woman's. */
const agreeing = () => group({ m: words, f: words });

export const mailWordsSchema = group({
  ammanTime: text(),
  /** A link's button in a mail when nothing more particular is said. */
  openLink: text(),
  firmMeetings: group({ office: text(), phone: text(), video: text() }),
  clock: template({ place: "the visitor's city, or their zone's offset" }),
  utc: text(),
  arabicAgreement: group({ attorney: agreeing(), sameAttorney: agreeing() }).describe(
    "Arabic only: the words for the attorney in the mails and pages, changed to the woman's form when the attorney is a woman.",
  ),
});

export type BookingPagesFile = z.infer<typeof bookingPagesSchema>;
export type SignInFile = z.infer<typeof signInSchema>;
export type MailWordsFile = z.infer<typeof mailWordsSchema>;
