/**
 * Facts on the site that only the firm can confirm, in one place, so that nothing goes live
 * unconfirmed by accident (issue 13). Each names where it appears by a piece of the text itself;
 * facts-to-confirm.test.ts fails when that text is no longer in the file, so the list stays true.
 * README.md ("For the firm: facts to confirm before going live") lists the same facts for people.
 * Not page copy: English only, for the firm, and left out of the copy checks.
 */
export interface FactLocation {
  /** A file, relative to the repository (the content files are under content/). */
  file: string;
  /** Text that appears in that file where the fact is stated (JSON: as written compactly). */
  text: string;
}

export interface FactToConfirm {
  id: string;
  /** What the site states. */
  fact: string;
  /** Why the firm must confirm it before launch. */
  why: string;
  where: FactLocation[];
  /**
   * "claim": not a fact to confirm but a claim the Bar's rules on advertising and soliciting
   * restrict: to remove unless the Bar permits it. Each has a switch in the editor, on by
   * default (one of its places is that switch in content/home.json).
   */
  kind?: "claim";
}

export const factsToConfirm: readonly FactToConfirm[] = [
  {
    id: "video-service",
    fact: "Video consultations take place on Jitsi Meet (meet.jit.si, run by 8x8), one unguessable room per booking.",
    why: "The site's default (VIDEO_MEETING_BASE). If the firm uses another service (Teams, Zoom, its own Jitsi), set VIDEO_MEETING_BASE to it or to off, and change the privacy page's sentence to name it.",
    where: [
      {
        file: "content/legal/privacy.json",
        text: "A consultation by video takes place on Jitsi Meet",
      },
    ],
  },
  {
    id: "working-week",
    fact: "Office hours Monday to Friday, 9:00 to 18:00; weekends by appointment. Online booking offers only these days and hours.",
    why: "The spec's week. Jordan's official weekend is Friday and Saturday, and Jordanian firms usually open Sunday to Thursday (some also Saturday): a Monday-Friday week tells visitors the office is open on Friday and closed on Sunday.",
    where: [
      // The one place: the hours on every page, the structured data and booking derive from it.
      { file: "content/firm.json", text: '"days":[1,2,3,4,5]' },
      { file: "content/pages/contact.json", text: '"byAppointment":{"en":"By appointment"' },
    ],
  },
  {
    id: "first-in-jordan",
    kind: "claim",
    fact: "Remove unless the Bar permits: “The first firm in Jordan with specialists in securities and trading law” (the claim line, which opens the hero's text and the services page's trading card), and the EXCLUSIVE badge on the trading card (home and services pages).",
    why: "Unverifiable superlatives: the Bar's code of conduct restricts lawyers' advertising, and such claims with it. Each has its switch in the editor (Home, “Claims the Bar's rules restrict”): switch both off unless the Bar permits them.",
    where: [
      {
        file: "content/home.json",
        text: "The first firm in Jordan with specialists in securities and trading law.",
      },
      { file: "content/home.json", text: "أول مكتب محاماة في الأردن يضم محامين متخصصين" },
      { file: "content/home.json", text: '"firstInJordan":true' },
      { file: "content/home.json", text: '"exclusiveBadge":true' },
      { file: "content/pages/services.json", text: '"exclusive":{"en":"Exclusive"' },
    ],
  },
  {
    id: "testimonials",
    kind: "claim",
    fact: "Remove unless the Bar permits: three client testimonials (Omar K., Lina S., Yousef A.), each shown with five stars.",
    why: "Placeholders from the spec. Testimonials and ratings are advertising that the Bar's code of conduct restricts; even where the Bar permits them, each needs a real client's written consent. The switch: Home, “Claims the Bar's rules restrict”, “Show the testimonials”.",
    where: [
      { file: "content/home.json", text: '"author":{"en":"Omar K."' },
      { file: "content/home.json", text: '"testimonialRating":5' },
      { file: "content/home.json", text: '"testimonialsSection":true' },
    ],
  },
  {
    id: "home-statistics",
    kind: "claim",
    fact: "Remove unless the Bar permits: the home statistics “500+ cases won” and “1,000+ satisfied clients”.",
    why: "Claims of results and of clients' satisfaction, which the Bar's code of conduct restricts (and the spec's numbers, never counted). Each statistic has its own switch (Home, Statistics, “Show this statistic”); with every one off, the band goes. The third, 40+ years, is a number to confirm (firm-age).",
    where: [
      {
        file: "content/home.json",
        text: '{"value":500,"label":"cases","icon":"award","shown":true}',
      },
      {
        file: "content/home.json",
        text: '{"value":1000,"label":"clients","icon":"users","shown":true}',
      },
    ],
  },
  {
    id: "firm-age",
    fact: "Founded in Amman in 2009; “over 15 years” and the “15+ years in practice” badge; the home statistic of 57+ years of the practising lawyers' combined experience.",
    why: "The spec's claims; the year is a placeholder. The spec said 40+ years, which the profiles contradicted (37 + 20): the statistic is now their sum, which a test keeps equal to the lawyers' `years`, so it stands or falls with those.",
    where: [
      { file: "content/firm.json", text: '"foundedYear":2009' },
      { file: "content/home.json", text: '{"value":57,"label":"years","icon":"scale"' },
      {
        file: "content/home.json",
        text: '"heading":{"en":"Over 15 years at the side of Jordanian business"',
      },
      { file: "content/home.json", text: '"badgeValue":{"en":"15+"' },
    ],
  },
  {
    id: "profile-statistics",
    fact: "On every profile: 37+ years at the Bar of the senior partner, 1,000+ cases handled, 15+ certifications.",
    why: "The spec's numbers, the same on each profile. 37 years holds in 2026 for an admission in 1989; it must be raised each year or the admission year corrected. The profiles list 11 certifications between them (4 + 4 + 3): list the others, or lower 15+ to what the lists show.",
    where: [
      { file: "content/pages/attorneys.json", text: '"years":37' },
      {
        file: "content/pages/attorneys.json",
        text: '"cases":1000',
      },
      {
        file: "content/pages/attorneys.json",
        text: '"certifications":15',
      },
    ],
  },
  {
    id: "attorney-careers",
    fact: "Each attorney's admission to the Bar (Khaled Nasser 1989, Rania Haddad 2006), training, employers, degrees and years, positions, certifications, and the figures in their achievements (60 companies, 40 theses, 30 papers). Achievements are worded as the work done, not results won (the Bar's rules restrict claims of results).",
    why: "Plausible placeholders. Seniority is counted from admission to the Bar; years in-house are stated separately and must match the real careers.",
    where: [
      {
        file: "content/attorneys/2.json",
        text: "admitted to the Jordanian Bar Association in 1989",
      },
      {
        file: "content/attorneys/3.json",
        text: "admitted to the Jordanian Bar Association in 2006",
      },
      {
        file: "content/attorneys/2.json",
        text: "Handles the recovery of defaulted credit facilities",
      },
      { file: "content/attorneys/3.json", text: "Guided more than 60 companies" },
      {
        file: "content/attorneys/4.json",
        text: "Supervised more than 40 master's and doctoral theses",
      },
      {
        file: "content/attorneys/4.json",
        text: "Published more than 30 peer-reviewed papers",
      },
    ],
  },
  {
    id: "of-counsel-status",
    fact: "Prof. Dr. Samir Odeh: academic adviser to the firm since 2014 while a professor at a Jordanian public university, and not a practising lawyer (his title and the Bar section of his profile say so, with no Bar number). Visitors cannot book a consultation with him: he is left out of the booking's attorney list and of “first available”, and Schedule Consultation on his profile (and on his articles) books with Khaled Nasser.",
    why: "Giving legal opinions and consultations is lawyers' work under the Bar Association Law. Whether a full-time professor at a public university may be registered as a practising lawyer depends on his status; only if he is registered may the firm set \"bookable\" to true in content/attorneys/4.json and state his registration.",
    where: [
      { file: "content/attorneys/4.json", text: '"bookable":false,"bookWith":"2"' },
      {
        file: "content/attorneys/4.json",
        text: '"title":{"en":"Academic adviser to the firm (not a practising lawyer)"',
      },
      { file: "content/attorneys/4.json", text: "غير مزاول لمهنة المحاماة" },
    ],
  },
  {
    id: "panels-and-accreditations",
    fact: "Arbitrator on the Amman Chamber of Commerce's panel; mediators accredited by the Ministry of Justice; FCIArb, CAMS, ICA.",
    why: "Memberships and accreditations must exist and be current under the names given.",
    where: [
      {
        file: "content/attorneys/2.json",
        text: "Arbitrator on the panel of the Amman Chamber of Commerce",
      },
      {
        file: "content/attorneys/3.json",
        text: "Accredited mediator, Ministry of Justice",
      },
    ],
  },
  {
    id: "partner-per-matter",
    fact: "“A partner responsible for every matter” and “one partner remains answerable to you”.",
    why: "The site lists one partner (the firm's name says “& Partners”); the promise holds only if a partner really answers for each matter.",
    where: [
      {
        file: "content/home.json",
        text: '"direct":{"en":"A partner responsible for every matter"',
      },
      {
        file: "content/pages/attorneys.json",
        text: "One partner remains answerable to you throughout.",
      },
    ],
  },
  {
    id: "reply-within-24-hours",
    fact: "An attorney replies within 24 hours on working days, said so everywhere; calls are answered during business hours. Online booking offers nothing sooner than one full working day of office time ahead.",
    why: "The spec's promise (its success message had no “on working days”; the site now says it everywhere); the firm must be able to keep it.",
    where: [
      { file: "content/interface.json", text: "We'll get back to you within 24 hours on working days." },
      { file: "content/booking/settings.json", text: '"leadWorkingDays":1' },
      {
        file: "content/pages/contact.json",
        text: "reply to every email and WhatsApp message within 24 hours",
      },
    ],
  },
  {
    id: "privacy-law-deadline",
    fact: "The firm answers a data subject's request within 15 working days from the day after receipt, the period set by the Regulation Organising the Rights of the Data Subject No. 68 of 2025 («نظام تنظيم حقوق الشخص المعني رقم (68) لسنة 2025»), issued under the Personal Data Protection Law; complaints go to the Personal Data Protection Council, through the personal data protection unit of the Ministry of Digital Economy and Entrepreneurship. The rights listed include a copy to take elsewhere (portability), objection and restriction.",
    why: "The Cabinet approved the regulation on 20 August 2025; its number (68), its title and the 15 working days are as reported (a Jordanian firm's note, the minister's statement), not checked in the Official Gazette. Check them there, with the authority's name, and keep them the same as the data-protection article (insights-data-protection).",
    where: [
      {
        file: "content/legal/privacy.json",
        text: "We answer within 15 working days from the day after we receive your request",
      },
      { file: "content/legal/privacy.json", text: "خلال 15 يوم عمل تبدأ من اليوم التالي لاستلامه" },
      { file: "content/legal/privacy.json", text: "the Personal Data Protection Council" },
      {
        file: "content/legal/privacy.json",
        text: "Regulation Organising the Rights of the Data Subject No. 68 of 2025",
      },
      { file: "content/legal/privacy.json", text: "نظام تنظيم حقوق الشخص المعني رقم (68) لسنة 2025" },
    ],
  },
  {
    id: "consultation-fee",
    fact: "A consultation is free of charge (consultationFeeJod 0 in booking settings); what the visitor sends is kept confidential as lawyers must, but until the conflict check they describe their matter briefly and keep documents for the meeting; and the client relationship begins only when the firm agrees in writing to act, in an engagement letter signed by both, with a power of attorney where it represents the client before a court or authority. The contact intros, the booking part, the acknowledgment and confirmation mails, the privacy page and the terms say so in the same words.",
    why: "Whether the firm charges for a first consultation, and how much, is the firm's decision: set consultationFeeJod to the fee in Jordanian dinars (the site then states it everywhere) or keep 0 if it is free. A lawyer's reading (issue 37) asked to add that the firm remains answerable for the advice it gives in the consultation itself («ونبقى مسؤولين عن المشورة التي نقدّمها لكم في الاستشارة نفسها.»): a statement of the firm's liability, for the firm to decide; if it agrees, it goes at the end of content/interface.json's consultation.engagement, which every place shows.",
    where: [
      { file: "content/booking/settings.json", text: '"consultationFeeJod":0' },
      { file: "content/interface.json", text: "The consultation is free of charge." },
      {
        file: "content/interface.json",
        text: "We keep what you send us confidential, as lawyers must; but until we have checked that we do not act for the other side",
      },
      {
        file: "content/interface.json",
        text: "with a power of attorney where we represent you before a court or authority.",
      },
    ],
  },
  {
    id: "sales-tax",
    fact: "The firm's fees are agreed in writing in the engagement letter, and general sales tax at 16% is added to them and to any consultation fee (terms; the fee's sentence in the booking part and the mails).",
    why: "16% is Jordan's general rate of the General Sales Tax, which is understood to apply to lawyers' services; confirm that the firm is registered for it, that the rate applies to its services, and whether a fee the site states is before or after tax.",
    where: [
      { file: "content/legal/terms.json", text: "General sales tax, at 16%, is added to our fees." },
      { file: "content/legal/terms.json", text: "الضريبة العامة على المبيعات بنسبة 16%" },
      { file: "content/interface.json", text: "plus general sales tax at 16%" },
    ],
  },
  {
    id: "free-consultation",
    kind: "claim",
    fact: "Remove unless the Bar permits: “The consultation is free of charge.”, said in the booking part of the contact form (home and contact pages) and in the terms, while the consultation fee is 0.",
    why: "A free consultation offered to attract clients is soliciting, which the Bar's code of conduct restricts. The switch: Home, “Claims the Bar's rules restrict”, “Say that the consultation is free of charge”. A fee, when the firm sets one (consultation-fee), is always stated. The booking mails follow the same switch.",
    where: [
      { file: "content/home.json", text: '"freeConsultation":true' },
      { file: "content/interface.json", text: "The consultation is free of charge." },
    ],
  },
  {
    id: "retention-outside-the-store",
    fact: "Inquiries and bookings are deleted 365 days after receipt (the server does this itself); the copy in the firm's mailbox and the confirmed consultations in its calendars are deleted on the same schedule; so are inquiries by WhatsApp or email and the firm's notes of calls (365 days after the last message or call); phone calls are not recorded; the hosting's access logs within 30 days. When someone writes to the firm, the firm records their name, the other parties' names and a one-line subject in its register of conflict checks (outside this website), kept 10 years after the last contact, or after the matter ends if they engage the firm.",
    why: "The server deletes its own store (INQUIRY_RETENTION_DAYS); the firm's mailbox, its WhatsApp account, its notes of calls, its calendars, its register of conflict checks and the hosting's logs are the firm's to keep to these periods. A lawyer may not act against a person in a matter, or a related one, that the person consulted them about, engaged or not (Evidence Law art. 36, the Bar's conflict rules), so deleting those names after 365 days would leave the firm unable to check later; the register and the 10 years are placeholders the firm confirms (it keeps such a register, and the period its obligations and limitation periods call for).",
    where: [
      {
        file: "content/legal/privacy.json",
        text: "The copy delivered to the firm's mailbox is deleted on the same schedule.",
      },
      {
        file: "content/legal/privacy.json",
        text: "The hosting provider's access logs: deleted within 30 days.",
      },
      {
        file: "content/legal/privacy.json",
        text: "Confirmed consultations in the firm's calendars: deleted on the same schedule as the inquiry.",
      },
      {
        file: "content/legal/privacy.json",
        text: "Inquiries by WhatsApp or email, and our notes of calls: deleted 365 days after the last message or call",
      },
      {
        file: "content/legal/privacy.json",
        text: "We keep that entry for 10 years after your last contact with us",
      },
      { file: "content/legal/privacy.json", text: "Phone: we do not record calls." },
    ],
  },
  {
    id: "privacy-providers",
    fact: "The privacy page names each provider, where it keeps the data and the basis for a transfer out of Jordan: hosting by Orange Jordan in Amman (no transfer); email and the attorneys' calendars on Microsoft 365 in the European Union (a level of protection not lower than the Law's); video calls on Jitsi Meet (meet.jit.si, 8x8, the United States and elsewhere; the visitor's consent); the map by the OpenStreetMap Foundation (nothing sent by the firm); WhatsApp by WhatsApp Ireland (Meta; the visitor's consent).",
    why: "Placeholders in content fields the firm fills (Privacy policy, Who receives your data, the providers): each must be the provider the firm really uses, under the name of its contract, with the country where it keeps the data. The basis for each transfer abroad must be one the Law and its instructions accept (an adequate level of protection as the Council decides, or the data subject's consent): the firm's counsel checks each, and the data processing terms signed with each processor.",
    where: [
      { file: "content/legal/privacy.json", text: "Orange Jordan, in its data centre in Amman" },
      { file: "content/legal/privacy.json", text: "Microsoft Ireland Operations Limited (Microsoft 365)" },
      { file: "content/legal/privacy.json", text: "8x8, Inc. (Jitsi Meet, meet.jit.si)" },
      { file: "content/legal/privacy.json", text: "WhatsApp Ireland Limited (Meta)" },
    ],
  },
  {
    id: "privacy-bases",
    fact: "The privacy page's bases and contact: the names of other parties are processed without their consent, because the Bar Association Law No. 11 of 1972 and the Bar's rules of professional conduct require a conflict check and the Law allows processing needed to meet an obligation the law imposes; an inquiry by WhatsApp, email or phone rests on consent asked in the firm's first reply, which points to the policy; a data protection officer answers at the firm's email and phone.",
    why: "Check the Law's exception the page relies on for other parties' names (article and wording) and the exact title of the Bar's rules. The firm must ask for consent in its first reply to a WhatsApp, email or phone inquiry, or the page must say otherwise. The firm must name its data protection officer (the Law may require one) and may give a dedicated address instead of the general email.",
    where: [
      { file: "content/legal/privacy.json", text: "the Bar's rules of professional conduct, require us to check" },
      { file: "content/legal/privacy.json", text: "when we first reply, we point you to this policy" },
      { file: "content/legal/privacy.json", text: "The firm's data protection officer answers every question" },
    ],
  },
  {
    id: "names-and-contact-details",
    fact: "The firm's name and legal name («ناصر وشركاه للمحاماة», “Nasser & Partners Law Firm”), address, phone, WhatsApp, email and map point; the directions and parking notes.",
    why: "Placeholders: the name must be the one registered with the Bar, and the office details real.",
    where: [
      {
        file: "content/firm.json",
        text: '"legalName":{"en":"Nasser & Partners Law Firm","ar":"ناصر وشركاه للمحاماة"}',
      },
      {
        file: "content/pages/contact.json",
        text: "Visitors may use the car park beneath the building",
      },
    ],
  },
  {
    id: "bar-registration",
    fact: "The firm is registered with the Jordanian Bar Association as a law firm (شركة محاماة) under No. 1174; Khaled Nasser (No. 2874) and Rania Haddad (No. 11452) are on the register of practising lawyers; the lawyers are bound by the Bar Association Law No. 11 of 1972 and the Bar's rules of professional conduct; complaints go to the Bar's Council. Shown in every page's footer and in the Bar section of each profile.",
    why: "The numbers are placeholders, and the firm's form (a law firm company registered with the Bar) must be the real one. Check the registers' names and the code of conduct's exact title before launch; set each number in the editor (Firm, Bar; each attorney, Bar).",
    where: [
      { file: "content/firm.json", text: '"registrationNumber":"1174"' },
      { file: "content/firm.json", text: "شركة محاماة مسجّلة لدى نقابة المحامين الأردنيين" },
      { file: "content/firm.json", text: "the Bar's rules of professional conduct" },
      { file: "content/attorneys/2.json", text: '"number":"2874"' },
      { file: "content/attorneys/3.json", text: '"number":"11452"' },
    ],
  },
  {
    id: "terms-choices",
    fact: "The terms: the courts of Amman have exclusive jurisdiction, and the Arabic text prevails.",
    why: "Choices the firm makes for itself; confirm them.",
    where: [
      { file: "content/legal/terms.json", text: "The courts of Amman have exclusive jurisdiction" },
      { file: "content/legal/terms.json", text: "the Arabic text prevails" },
    ],
  },
  {
    id: "insights-data-protection",
    fact: "The article on the Personal Data Protection Law No. 24 of 2023: consent prior, explicit and documented; the categories of sensitive data named (financial status and «سجل السوابق الجنائية» among them), in the Law's terms («الشخص المعني»); a data subject's request answered within 15 working days from the day after receipt, under the Regulation Organising the Rights of the Data Subject No. 68 of 2025, the period the firm keeps for its own visitors; notification of a breach to the authority and to the data subjects; transfers abroad on conditions; a Council chaired by the Minister of Digital Economy and Entrepreneurship, with a unit in the Ministry. Tagged under labour and employment and intellectual property, the nearest of the firm's 20 services.",
    why: "Written from the Law's text as known when the article was written. The regulation's number (68), title and 15 working days are as reported, not checked in the Official Gazette: check them there, with the list of sensitive data, and keep them the same as the privacy page (privacy-law-deadline). The date shown as updated changes with any correction. If the firm offers data-protection work as a service, a service of its own would tag the article better.",
    where: [
      {
        file: "content/insights/personal-data-protection-law.json",
        text: "chaired by the Minister of Digital Economy and Entrepreneurship",
      },
      { file: "content/insights/personal-data-protection-law.json", text: "برئاسة وزير الاقتصاد الرقمي والريادة" },
      {
        file: "content/insights/personal-data-protection-law.json",
        text: "the Rights of the Data Subject No. 68 of 2025",
      },
      {
        file: "content/insights/personal-data-protection-law.json",
        text: "نظام تنظيم حقوق الشخص المعني رقم (68) لسنة 2025",
      },
      { file: "content/insights/personal-data-protection-law.json", text: "وسجل السوابق الجنائية، والوضع المالي" },
    ],
  },
  {
    id: "insights-company-registration",
    fact: "The article on registering a company: the forms and their partners' liability, the order of the steps (Companies Control Department, chamber, vocational licence, tax and social security), and that some activities are closed or capped for non-Jordanian investors.",
    why: "Procedures and the rules on investment by non-Jordanians change; the article states no fees, minimum capital or processing times for that reason. The restricted and capped activities are believed to be set now by the Investment Environment Regulation of 2023 (made under Law No. 21 of 2022, replacing the 2016 regulation on non-Jordanian investments): the article names only the Law; confirm the regulation and its annexes, and the steps as the Department runs them today. The article also says the Bar Association Law requires certain companies to retain a lawyer by their form and capital: confirm the article of the Law and the thresholds before naming them.",
    where: [
      { file: "content/insights/registering-a-company-in-jordan.json", text: "Investment Environment Law No. 21 of 2022" },
      { file: "content/insights/registering-a-company-in-jordan.json", text: "must retain a lawyer under the Bar Association Law" },
      { file: "content/insights/registering-a-company-in-jordan.json", text: "قانون البيئة الاستثمارية رقم (21) لسنة 2022" },
    ],
  },
  {
    id: "insights-arbitral-awards",
    fact: "The article on enforcing foreign arbitral awards: Jordan is a party to the New York Convention of 1958; the Arbitration Law No. 31 of 2001 is named; the Enforcement of Foreign Judgments Law No. 8 of 1952 covers foreign awards too, since its art. 2 defines a foreign judgment to include an arbitral award that has become enforceable where it was made, and the courts apply it alongside the Convention, which prevails where they differ; the documents and grounds of refusal are the Convention's.",
    why: "The article deliberately does not name the competent court or any time limit. Confirm the reading of art. 2 of the 1952 Law, and that the Court of Cassation's practice gives the Convention precedence where the two differ.",
    where: [
      { file: "content/insights/enforcing-foreign-arbitral-awards.json", text: "Enforcement of Foreign Judgments Law No. 8 of 1952" },
      { file: "content/insights/enforcing-foreign-arbitral-awards.json", text: "قانون تنفيذ الأحكام الأجنبية رقم (8) لسنة 1952" },
      {
        file: "content/insights/enforcing-foreign-arbitral-awards.json",
        text: "where the two differ the Convention prevails",
      },
    ],
  },
];
