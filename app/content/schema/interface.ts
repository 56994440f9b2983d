import { z } from "zod";
import { bi } from "./fields";

/**
 * content/interface.json: the words of the site's frame and form (menus, footer, the contact
 * form's labels and messages, error pages), each in both languages. `{{name}}` marks a value
 * the site fills in; keep it as it is.
 */
export const interfaceSchema = z.strictObject({
  meta: z.strictObject({
    home: z.strictObject({
      title: bi(),
      description: bi(),
    }),
    notFound: z.strictObject({
      title: bi(),
      description: bi(),
    }),
  }),
  a11y: z.strictObject({
    skipToContent: bi(),
    mainNav: bi(),
    footerNav: bi(),
    openMenu: bi(),
    closeMenu: bi(),
    opensInNewTab: bi(),
  }),
  nav: z.strictObject({
    home: bi(),
    attorneys: bi(),
    services: bi(),
    insights: bi(),
    about: bi(),
    contact: bi(),
    schedule: bi(),
    call: bi(),
    emailUs: bi(),
  }),
  language: z.strictObject({
    button: bi(),
    menuLabel: bi(),
  }),
  contact: z.strictObject({
    eyebrow: bi(),
    heading: bi(),
    intro: bi(),
    form: z.strictObject({
      fullName: bi(),
      email: bi(),
      phone: bi(),
      phoneHint: bi(),
      service: bi(),
      selectService: bi(),
      message: bi(),
      messageHint: bi(),
      /** Said when a paste made before the form had hydrated stopped at the limit (maxLength). */
      messageCut: bi().describe("Placeholders: {{max}}: the message's length limit."),
      privacy: bi(),
      requiredMark: bi(),
      requiredNote: bi(),
      honeypot: bi(),
      submit: bi(),
      sending: bi(),
      /** Asked before a language switch that cannot carry what was typed (no storage). */
      switchLoses: bi(),
      errors: z.strictObject({
        required: bi(),
        privacy: bi(),
        emailInvalid: bi(),
        phoneInvalid: bi(),
        tooLong: bi(),
        invalidCharacters: bi(),
        invalid: bi(),
        fieldRequired: bi(),
        network: bi(),
        rateLimited: bi(),
        server: bi(),
        review: bi(),
        slotOutsideHours: bi(),
        slotTooSoon: bi(),
        slotTooFar: bi(),
        slotTaken: bi(),
        holdLimit: bi(),
      }),
      success: bi(),
      booking: z.strictObject({
        summary: bi(),
        optional: bi(),
        intro: bi().describe(
          "Placeholders: {{length}}: how long a consultation lasts (from the booking settings).",
        ),
        meeting: bi(),
        meetingModes: z.strictObject({
          office: bi(),
          phone: bi(),
          video: bi(),
        }),
        attorney: bi(),
        anyAttorney: bi(),
        otherParties: bi(),
        otherPartiesHint: bi(),
        plainDate: bi(),
        plainTime: bi(),
        plainTimeNone: bi(),
        plainHint: bi(),
        /** The booking's lead time in words, by the number's plural form (Arabic has four here). */
        lead: z.strictObject({ one: bi(), two: bi(), few: bi(), many: bi() }),
        day: bi(),
        /** A holiday's gap in the calendar of days, after its date (screen readers): its name. */
        closedDay: bi(),
        time: bi(),
        localTime: bi(),
        loading: bi(),
        empty: bi(),
        failed: bi(),
        retry: bi(),
        chosen: bi(),
        noneChosen: bi(),
        /** A time chosen before (on the other language's page, or in a link) that is no longer free. */
        gone: bi(),
        clear: bi(),
        /** In place of the form's success line when a time is held: the time's words say when we answer. */
        sent: bi(),
        success: bi(),
        reference: bi(),
      }),
    }),
  }),
  /**
   * What a consultation is, said where it is booked, in the acknowledgment and confirmation
   * mails and in the terms, in the same words: its fee (free, or the fee in booking settings),
   * professional secrecy, and that it does not by itself make the firm the visitor's lawyer.
   * The fee's sentence has a form for each way Arabic counts the dinars: `few` for 3 to 10
   * («دنانير»), `many` for 11 to 99 («دينارًا»), `other` for the rest (1, 2, 100, 150: «دينار»).
   */
  consultation: z.strictObject({
    free: bi(),
    fee: z
      .strictObject({ few: bi(), many: bi(), other: bi() })
      .describe(
        "The fee as Arabic counts it: Few for 3 to 10 dinars (دنانير), Many for 11 to 99 (دينارًا), Other for any other amount (دينار).",
      ),
    secrecy: bi(),
    /** The same in the mails, to someone who has already written: send nothing more yet. */
    secrecySent: bi(),
    engagement: bi(),
  }),
  cta: z.strictObject({
    heading: bi(),
    body: bi(),
    button: bi(),
    imageAlt: bi(),
  }),
  footer: z.strictObject({
    about: bi(),
    quickLinks: bi(),
    contactHeading: bi(),
    address: bi(),
    phone: bi(),
    email: bi(),
    copyright: bi(),
    privacy: bi(),
    terms: bi(),
  }),
  error: z.strictObject({
    heading: bi(),
    body: bi(),
    home: bi(),
  }),
  notFound: z.strictObject({
    eyebrow: bi(),
    heading: bi(),
    body: bi(),
    /** The links' landmark, for a screen reader. */
    links: bi(),
    home: bi(),
    attorneys: bi(),
    services: bi(),
    contact: bi(),
  }),
  /** The page where a visitor moves their consultation to another time (from the booking mails). */
  move: z.strictObject({
    title: bi(),
    eyebrow: bi(),
    intro: bi(),
    loading: bi(),
    noScript: bi(),
    current: bi(),
    reference: bi(),
    time: bi(),
    ammanTime: bi(),
    attorney: bi(),
    /** The same label before a woman lawyer's name: «المحامية». */
    attorneyWoman: bi(),
    meeting: bi(),
    status: bi(),
    requested: bi(),
    confirmed: bi(),
    movesLeft: bi(),
    notice: bi(),
    pick: bi(),
    submit: bi(),
    sending: bi(),
    chooseFirst: bi(),
    doneHeading: bi(),
    doneBody: bi(),
    home: bi(),
    errors: z.strictObject({
      taken: bi(),
      slot: bi(),
      same: bi(),
      link: bi(),
      closed: bi(),
      network: bi(),
      load: bi(),
    }),
  }),
});

export type InterfaceFile = z.infer<typeof interfaceSchema>;
