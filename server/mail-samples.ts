import type { Lang } from "../app/i18n/locales";
import people from "./mail-samples.json" with { type: "json" };
import { afterPublishKind, type Booking, bookingMailKinds } from "./bookings";
import { acknowledgmentKind, firmMailKind, type StoredInquiry } from "./inquiries";
import { type DataRequest, requestMailKinds } from "./privacy";
import type { Mail, MailContext, OutboxMessage } from "./mail";
import { siteComposers } from "./site-mails";
import type { Store } from "./store";

/** Tuesday 1 December 2026, 11:00 in Amman (UTC+3). */
const start = Date.parse("2026-12-01T08:00:00Z");

/**
 * A visitor as awkward as real ones: a long name with markup in it, a long address, a phone with
 * spaces, a zone other than Amman's, and a message with a long unbroken word.
 */
function sampleInquiry(
  lang: Lang,
  source: StoredInquiry["source"],
  otherParties: string,
): StoredInquiry {
  return {
    id: "K7Q2M9XW4T1B",
    receivedAt: "2026-11-24T00:24:22.897Z",
    language: lang,
    fullName: people.fullName[lang],
    email: "mallory.montgomery-fitzgerald@example-company.co.uk",
    phone: "+962 79 555 0199",
    service: lang === "ar" ? "corporate" : "",
    message:
      "I would like advice about a lease.\nhttps://example.com/a/very/long/path/that/never/breaks/anywhere/at/all\n<script>alert(1)</script>",
    spam: false,
    source,
    otherParties,
    mailStatus: "pending",
    mailAttempts: 0,
    mailedAt: null,
    lastMailError: null,
  };
}

function sampleBooking(
  status: Booking["status"],
  meeting: Booking["meeting"],
  moved = false,
  declinedAs: Booking["declinedAs"] = status === "declined" ? "another-time" : "",
  invited = moved || status === "confirmed" || status === "cancelled",
): Booking {
  return {
    inquiryId: "K7Q2M9XW4T1B",
    attorney: "3",
    requestedAttorney: "any",
    start,
    end: start + 3_600_000,
    meeting,
    timeZone: "America/New_York",
    otherParties: people.otherParties,
    status,
    sequence: 1,
    reschedules: moved ? 1 : 0,
    firmMoves: 0,
    declinedAs,
    invited,
    note:
      status === "declined"
        ? "We are in court that morning.\nAny afternoon that week suits us."
        : "",
    createdAt: "",
    updatedAt: "",
    holdUntil: start - 2 * 86_400_000,
  };
}

interface Sample {
  /** kind-language, for file names: "booking.confirmed-ar". */
  name: string;
  lang: Lang;
  mail: Mail;
  /** The booking it is about, if any. */
  booking: Booking | null;
}

const byFirm = true;

// A function, not a constant: the kinds come from modules that may still be loading when this is.
const cases = (): {
  kind: string;
  status: Booking["status"] | null;
  meeting: Booking["meeting"];
  /** The visitor moved it once, after the firm had confirmed it. */
  moved?: boolean;
  declinedAs?: Booking["declinedAs"];
  /** The firm cancelled it from the desk while it still waited for an answer. */
  byFirm?: true;
  /** A data request's mail: what the outbox row carries. */
  params?: Record<string, unknown>;
  /** Entered at the desk for someone who called. */
  desk?: true;
}[] => [
  { kind: firmMailKind, status: null, meeting: "office" },
  { kind: `${firmMailKind}+booking`, status: "requested", meeting: "video" },
  { kind: acknowledgmentKind, status: "requested", meeting: "office" },
  { kind: `${acknowledgmentKind}+plain`, status: null, meeting: "office" },
  { kind: `${firmMailKind}+desk`, status: "requested", meeting: "phone", desk: true },
  { kind: `${acknowledgmentKind}+desk`, status: "requested", meeting: "phone", desk: true },
  { kind: bookingMailKinds.confirmed, status: "confirmed", meeting: "office" },
  { kind: bookingMailKinds.confirmedFirm, status: "confirmed", meeting: "phone" },
  { kind: `${bookingMailKinds.confirmedFirm}+video`, status: "confirmed", meeting: "video" },
  { kind: bookingMailKinds.declined, status: "declined", meeting: "phone" },
  {
    kind: `${bookingMailKinds.declined}+cannot-act`,
    status: "declined",
    meeting: "office",
    declinedAs: "cannot-act",
  },
  { kind: bookingMailKinds.cancelled, status: "cancelled", meeting: "video" },
  { kind: bookingMailKinds.cancelledFirm, status: "cancelled", meeting: "video" },
  { kind: `${bookingMailKinds.cancelled}+by-firm`, status: "cancelled", meeting: "office", byFirm },
  {
    kind: `${bookingMailKinds.cancelledFirm}+by-firm`,
    status: "cancelled",
    meeting: "office",
    byFirm,
  },
  { kind: bookingMailKinds.reminder, status: "confirmed", meeting: "video" },
  { kind: bookingMailKinds.expired, status: "expired", meeting: "office" },
  { kind: bookingMailKinds.expiredFirm, status: "expired", meeting: "office" },
  { kind: bookingMailKinds.moved, status: "requested", meeting: "office", moved: true },
  { kind: bookingMailKinds.movedFirm, status: "requested", meeting: "office", moved: true },
  { kind: bookingMailKinds.declinedFirm, status: "declined", meeting: "phone", moved: true },
  { kind: bookingMailKinds.movedByFirm, status: "confirmed", meeting: "office", moved: true },
  { kind: bookingMailKinds.movedByFirmFirm, status: "confirmed", meeting: "office", moved: true },
  { kind: afterPublishKind, status: "requested", meeting: "office" },
  { kind: requestMailKinds.prove, status: null, meeting: "office" },
  { kind: requestMailKinds.proven, status: null, meeting: "office" },
  { kind: requestMailKinds.reminder, status: null, meeting: "office", params: { left: 5 } },
  {
    kind: `${requestMailKinds.answer}+copy`,
    status: null,
    meeting: "office",
    params: { outcome: "copy", note: "", until: start + 7 * 86_400_000 },
  },
  {
    kind: `${requestMailKinds.answer}+corrected`,
    status: null,
    meeting: "office",
    params: { outcome: "corrected", note: "Phone: +962 79 555 0100 (was +962 79 555 0199)" },
  },
  {
    kind: `${requestMailKinds.answer}+erased`,
    status: null,
    meeting: "office",
    // What the firm keeps, and why: the erasure's note, as the staff would write it.
    params: {
      outcome: "erased",
      note: "Our register of conflict checks keeps a one-line entry with your name.",
    },
  },
  {
    kind: `${requestMailKinds.answer}+refused`,
    status: null,
    meeting: "office",
    params: {
      outcome: "refused",
      note: "The Bar's rules oblige us to keep the record of an engagement for 10 years.",
    },
  },
];

/** A request about personal data, proven, as the desk answers it. */
function sampleRequest(lang: Lang, proven: boolean): DataRequest {
  return {
    id: "R4D8N2XW7T3C",
    email: "mallory.montgomery-fitzgerald@example-company.co.uk",
    kind: "correction",
    details: "",
    language: lang,
    source: "form",
    receivedAt: start - 86_400_000,
    provenAt: proven ? start - 86_400_000 : null,
    dueOn: proven ? "2026-12-21" : null,
    enteredBy: "",
    answeredAt: null,
    answeredBy: "",
    outcome: null,
    note: "",
  };
}

/**
 * Every mail the site sends, in both languages (the firm's in both FIRM_LANGUAGEs), composed by
 * the real composers from sample records: for `npm run mails:preview` and the mail tests.
 */
export function sampleMails(): Sample[] {
  return (["en", "ar"] as const).flatMap((lang) =>
    cases().map(({ kind, status, meeting, moved = false, declinedAs, byFirm, params, desk }) => {
      // The parties named go with the booking when a time is held, else with the inquiry.
      const inquiry = sampleInquiry(
        lang,
        desk ? "desk" : "form",
        status ? "" : people.otherParties,
      );
      const booking = status
        ? sampleBooking(status, meeting, moved, declinedAs, byFirm ? false : undefined)
        : null;
      const request = sampleRequest(lang, kind !== requestMailKinds.prove);
      const store = {
        inquiries: { get: () => inquiry },
        bookings: { get: () => booking },
        requests: { get: () => request },
      } as unknown as Store;
      const context: MailContext = {
        firmTo: "office@nasserlaw.jo",
        siteUrl: "https://www.nasserlaw.jo",
        secret: "s".repeat(40),
        firmLanguage: lang,
        now: () => start - 86_400_000,
        // The video service the server uses by default (VIDEO_MEETING_BASE).
        videoBase: "https://meet.jit.si/",
      };
      const realKind = kind.replace(/\+.*/, "");
      const message: OutboxMessage = {
        id: 7,
        kind: realKind,
        recordId: params || realKind.startsWith("request.") ? request.id : inquiry.id,
        dedupe: realKind === bookingMailKinds.reminder ? String(start) : moved ? "move-1" : "",
        recipient: realKind.startsWith("request.") ? request.email : "",
        params: params ?? {
          wasConfirmed: !byFirm,
          invited: !byFirm,
          ...(byFirm ? { by: "firm" } : {}),
          from: start - 2 * 86_400_000,
          affected: [{ inquiryId: inquiry.id, reason: "unbookable" }],
        },
        status: "pending",
        attempts: 0,
        nextAttemptAt: null,
        createdAt: "",
        sentAt: null,
        lastError: null,
        composed: null,
      };
      const mail = siteComposers(store, context)[realKind]!(message);
      if (!mail) throw new Error(`${kind} composed no mail`);
      return { name: `${kind}-${lang}`, lang, mail, booking };
    }),
  );
}
