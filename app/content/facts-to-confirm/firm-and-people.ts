import type { FactToConfirm } from "./fact";

/** The firm and its lawyers: the week, the figures, careers, titles and registrations, and the claims the Bar's rules restrict. */
export const firmAndPeople: readonly FactToConfirm[] = [
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
    id: "specialists",
    fact: "“Specialists in securities and trading law” («متخصصون في قانون الأوراق المالية»): the trading service's title (the spec's), a point of the home page's About section, the home and services pages' descriptions and the footer.",
    why: "The Jordanian Bar Association keeps no register of specialisms, and its code of conduct restricts lawyers' advertising: the firm should confirm that it may call its lawyers specialists. If not, “Securities and trading law is a core practice” («قانون الأوراق المالية من صميم عملنا») says the same without the claim.",
    where: [
      { file: "content/services/trading.json", text: '"ar":"متخصصون في قانون الأوراق المالية"' },
      { file: "content/home.json", text: "محامون متخصصون في قانون الأوراق المالية" },
      { file: "content/interface.json", text: "يضم مكتبنا في عمّان محامين متخصصين" },
      { file: "content/interface.json", text: "يضم فريقنا محامين متخصصين" },
      { file: "content/pages/services.json", text: "متخصصون في قانون الأوراق المالية، إلى جانب" },
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
    why: "Claims of results and of clients' satisfaction, which the Bar's code of conduct restricts (and the spec's numbers, never counted). Each statistic has its own switch (Home, Statistics, “Show this statistic”); with every one off, the band goes. The first, the years of the lawyers' combined experience (57+, the spec's 40+), is a number to confirm (firm-age).",
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
];
