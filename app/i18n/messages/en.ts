/**
 * English UI messages: the source of the message type. Arabic must have every key (see ./ar.ts).
 * Placeholders use i18next's {{name}} syntax.
 */
export const en = {
  meta: {
    home: {
      title: "{{name}} | Trading Law and Corporate Attorneys in Amman, Jordan",
      description:
        "Trading-law specialists in Amman. Corporate, contract, banking and dispute work for companies and individuals, in Arabic and English.",
    },
    notFound: {
      title: "Page not found",
      description: "The page you asked for does not exist on this site.",
    },
  },
  a11y: {
    skipToContent: "Skip to main content",
    mainNav: "Main",
    footerNav: "Footer",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    opensInNewTab: "(opens in a new tab)",
  },
  nav: {
    home: "Home",
    attorneys: "Our Attorneys",
    services: "Services",
    about: "About Us",
    contact: "Contact",
    schedule: "Schedule Consultation",
    call: "Call {{phone}}",
    emailUs: "Email {{email}}",
  },
  language: {
    button: "Language: {{language}}. Change language",
    menuLabel: "Choose a language",
  },
  hero: {
    eyebrow: "Attorneys at law · Amman, Jordan",
    title: "Counsel that knows the market as well as the law",
    subtitle:
      "The first firm in Jordan with specialists in trading law. We advise companies, investors and families on corporate, contract, banking and dispute matters, in Arabic and English.",
    primaryCta: "Book a consultation",
    secondaryCta: "Explore our services",
  },
  stats: {
    heading: "The firm in numbers",
    years: "Years of our attorneys' combined experience",
    cases: "Cases won",
    clients: "Satisfied clients",
  },
  services: {
    eyebrow: "Practice areas",
    heading: "Legal services for business and for you",
    intro:
      "Six practice families, one standard: clear advice, careful drafting and firm representation before Jordan's regular and administrative courts and arbitral tribunals.",
    exclusive: "Exclusive",
    viewAll: "View all services",
    items: {
      corporate: {
        title: "Corporate law",
        description:
          "Company formation, governance, share transfers, mergers and liquidation under the Companies Law, from the first filing to the last resolution.",
      },
      contract: {
        title: "Contracts",
        description:
          "Drafting, reviewing and negotiating commercial, employment, lease and agency contracts that hold up when they are tested.",
      },
      trading: {
        title: "Trading law",
        description:
          "Securities, brokerage and Amman Stock Exchange matters: compliance and disclosure, proceedings before the Securities Commission, and investor disputes before the courts.",
      },
      consulting: {
        title: "Legal consulting",
        description:
          "Written opinions and ongoing counsel for boards, managers and individuals who need an answer they can act on.",
      },
      document: {
        title: "Legal documents",
        description:
          "Powers of attorney, notices, undertakings and certified documents prepared correctly the first time, in Arabic and English.",
      },
      business: {
        title: "Business services",
        description:
          "Registration, licensing, restructuring and day-to-day legal support for companies and sole proprietorships.",
      },
    },
  },
  about: {
    eyebrow: "About us",
    heading: "Over 15 years at the side of Jordanian business",
    body: "{{name}} was founded in Amman to give companies and investors counsel grounded in how markets really work. Trading law has been our discipline from the start, and it shapes everything we do: careful analysis, plain answers and steady representation.",
    body2:
      "Our attorneys appear before the Courts of First Instance, the Courts of Appeal and the Court of Cassation, before arbitral tribunals, and before the Securities Commission and the Companies Control Department.",
    points: {
      specialists: "Specialists in trading law",
      bilingual: "Advice and drafting in Arabic and English",
      direct: "A partner responsible for every matter",
    },
    established: "Amman, since {{year}}",
    badgeValue: "15+",
    badgeLabel: "Years in practice",
  },
  team: {
    eyebrow: "Our attorneys",
    heading: "The people who will handle your matter",
    intro:
      "Lawyers with long experience before Jordan's courts, regulators and arbitral tribunals, and a professor of law as of counsel.",
    viewProfile: "View profile of {{name}}",
    viewAll: "Meet all our attorneys",
  },
  testimonials: {
    eyebrow: "Client testimonials",
    heading: "What our clients say",
    rating: "Rated {{rating}} out of 5",
    items: [
      {
        quote:
          "They untangled a shareholder dispute that had frozen our company for two years, and did it without a day in court we did not need.",
        author: "Omar K.",
        role: "Managing director, industrial company",
      },
      {
        quote:
          "Clear advice on our listing on the Amman Stock Exchange, delivered on time and in both Arabic and English for our foreign partners.",
        author: "Lina S.",
        role: "Chief financial officer, investment company",
      },
      {
        quote:
          "When the bank moved to enforce against our property, they answered my calls the same day and protected my family's home.",
        author: "Yousef A.",
        role: "Private client",
      },
    ],
  },
  contact: {
    eyebrow: "Contact us",
    heading: "Tell us about your matter",
    intro:
      "Send us a few lines and an attorney will reply within 24 hours on working days. We treat every message with discretion, but until we agree to act for you it may not be protected as a communication between lawyer and client, so please keep confidential details out of it.",
    form: {
      fullName: "Full name",
      email: "Email",
      phone: "Phone",
      phoneHint: "Optional. Include the country code if outside Jordan.",
      service: "Service",
      selectService: "Select a service",
      message: "Message",
      messageHint: "Briefly describe your matter. Please do not send documents yet.",
      privacy: "I agree to the <policy>privacy policy</policy>",
      requiredMark: "required",
      requiredNote: "Fields marked * are required.",
      honeypot: "Leave this field empty",
      submit: "Send message",
      sending: "Sending...",
      errors: {
        required: "Please fill in all required fields",
        privacy: "Please agree to the privacy policy to continue",
        emailInvalid: "Please enter a valid email address, such as name@example.com.",
        phoneInvalid: "A phone number may contain only digits, spaces and + ( ) -.",
        tooLong: "This is longer than we can accept. Please shorten it.",
        invalidCharacters: "This contains characters we cannot accept. Please retype it.",
        invalid: "Please check this field.",
        fieldRequired: "This field is required.",
        network:
          "We could not reach our server, so your message was not sent. Please check your connection and try again, or call us on {{phone}}.",
        rateLimited:
          "Too many messages have been sent from your connection. Please try again in a few minutes, or call us on {{phone}}.",
        server:
          "Your message could not be sent because of a problem on our side. Please try again, or call us on {{phone}}.",
        review: "Please correct the fields marked below.",
        slotOutsideHours:
          "We do not offer consultations at this time. Please choose one of the available times.",
        slotTooSoon:
          "This time is too soon: we offer times from 24 hours ahead, so that we can confirm them. Please choose a later time.",
        slotTooFar: "We offer times up to 30 days ahead. Please choose an earlier time.",
        slotTaken:
          "Sorry, someone else has just booked this time. Please choose another of the available times.",
        holdLimit:
          "You already have consultation requests waiting for our answer. Please wait for our reply before asking for another time, or send your message without choosing a time.",
      },
      success: "Message sent successfully! We'll get back to you within 24 hours.",
      booking: {
        summary: "Choose a consultation time",
        optional: "optional",
        intro:
          "Ask for an available time with one of our attorneys. Consultations last one hour. We reply to your request within 24 hours on working days, confirming the time or asking you to choose another; until we confirm it by email, it is only a request.",
        meeting: "How would you like to meet?",
        meetingModes: { office: "At our office", phone: "Phone call", video: "Video call" },
        attorney: "Attorney",
        anyAttorney: "First available attorney",
        plainDate: "Date",
        plainTime: "Start time (Amman time)",
        plainTimeNone: "Choose a time",
        plainHint:
          "{{firstDay}} to {{lastDay}}, {{time}} Amman time, from {{lead}} hours to {{horizon}} days ahead. If the time is not available, we will propose another.",
        day: "Day",
        time: "Start time, Amman time",
        localTime: "{{time}} your time",
        loading: "Loading the available times…",
        empty:
          "There are no available times in the next 30 days. Please call us on {{phone}} and we will find one with you.",
        failed:
          "We could not load the available times. Please try again, or send your message without a time and we will propose one.",
        retry: "Try again",
        chosen: "Your requested time: {{time}} Amman time",
        noneChosen: "No time chosen yet: pick a day, then a time.",
        clear: "Remove this time",
        success:
          "You asked for {{time}} Amman time. We are holding this time for you; it is confirmed only when we confirm it by email, within 24 hours on working days.",
      },
    },
  },
  cta: {
    heading: "Ready to discuss your matter?",
    body: "Book a consultation with one of our attorneys, in person in Amman, by phone or by video call.",
    button: "Schedule Consultation",
    imageAlt: "The Amman skyline at dusk",
  },
  footer: {
    about: "{{name}}, Amman, Jordan. Our attorneys include specialists in trading law.",
    quickLinks: "Quick links",
    contactHeading: "Contact",
    address: "Address",
    phone: "Phone",
    email: "Email",
    copyright: "© {{year}} {{name}}. All rights reserved.",
    privacy: "Privacy policy",
    terms: "Terms of service",
  },
  error: {
    heading: "Something went wrong",
    body: "This page could not be shown. Please try again, or return to the home page.",
    home: "Go to the home page",
  },
  notFound: {
    eyebrow: "Error 404",
    heading: "We could not find that page",
    body: "The address may be mistyped, or the page may have moved. These links will take you back.",
    home: "Go to the home page",
    attorneys: "See our attorneys",
    services: "Browse our services",
    contact: "Contact the firm",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every language must provide this shape: a key missing in Arabic fails the type check. */
export type Messages = Widen<typeof en>;
