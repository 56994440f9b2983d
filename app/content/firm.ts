import { formatOfficeHours } from "../i18n/format";
import type { Lang } from "~/i18n/locales";
import { officeHours } from "./working-week";

/**
 * Every fact about the firm lives here, so the firm edits one place.
 * The spec hides the real values: these are plausible placeholders to be confirmed by the firm.
 */
export const firm = {
  // «وشركاه», the fixed form Jordanian firms' names take, not the case-inflected «وشركاؤه».
  name: { en: "Nasser & Partners", ar: "ناصر وشركاه" },
  legalName: { en: "Nasser & Partners Law Firm", ar: "ناصر وشركاه للمحاماة" },
  foundedYear: 2009,
  phone: { display: "+962 6 555 0123", e164: "+96265550123" },
  whatsapp: { display: "+962 79 555 0123", e164: "+962795550123" },
  email: "info@nasserlaw.jo",
  address: {
    en: {
      street: "Abdul Hameed Sharaf Street, Building 45, 3rd Floor",
      district: "Shmeisani",
      city: "Amman",
      country: "Jordan",
    },
    ar: {
      street: "شارع عبد الحميد شرف، بناية رقم 45، الطابق الثالث",
      district: "الشميساني",
      city: "عمّان",
      country: "الأردن",
    },
  },
  postalCode: "11194",
  countryCode: "JO",
  geo: { lat: 31.9716, lng: 35.8944 },
  /** The team preview and the attorney cards; each profile's full text lives in the page content. */
  attorneys: [
    {
      id: "2",
      email: "k.nasser@nasserlaw.jo",
      name: { en: "Khaled Nasser", ar: "خالد ناصر" },
      initials: { en: "KN", ar: "خ ن" },
      title: { en: "Executive Director and Senior Partner", ar: "المدير التنفيذي والشريك الأقدم" },
      expertise: {
        en: "Banking, insurance, securities, arbitration, debt management, real estate",
        ar: "القضايا المصرفية، التأمين، الأوراق المالية، التحكيم، إدارة ملفات الديون، الملكية العقارية",
      },
      years: 37,
    },
    {
      id: "3",
      email: "r.haddad@nasserlaw.jo",
      name: { en: "Rania Haddad", ar: "رانيا حداد" },
      initials: { en: "RH", ar: "ر ح" },
      title: { en: "Senior Associate Attorney", ar: "محامية مشاركة أولى" },
      expertise: {
        en: "Corporate, stock exchange, criminal, real estate, banking",
        ar: "قانون الشركات، بورصة عمّان، القضايا الجزائية، الملكية العقارية، القضايا المصرفية",
      },
      years: 20,
    },
    {
      id: "4",
      email: "s.odeh@nasserlaw.jo",
      name: { en: "Prof. Dr. Samir Odeh", ar: "الأستاذ الدكتور سمير عودة" },
      initials: { en: "SO", ar: "س ع" },
      title: { en: "Of Counsel, Legal Advisor", ar: "مستشار قانوني" },
      expertise: {
        en: "Financial law, international economic law",
        ar: "القانون المالي، القانون الاقتصادي الدولي",
      },
      years: 10,
    },
  ],
  /** Office hours, from the one working week (./working-week.ts); other days by appointment. */
  hours: officeHours,
} as const;

export type Firm = typeof firm;

/** The firm's facts in one language: what the pages of that language receive. */
export function localizedFirm(lang: Lang) {
  return {
    name: firm.name[lang],
    legalName: firm.legalName[lang],
    phone: firm.phone,
    whatsapp: firm.whatsapp,
    email: firm.email,
    address: {
      ...firm.address[lang],
      /** District, city and country on one line, with the language's comma. */
      locality: [
        firm.address[lang].district,
        firm.address[lang].city,
        firm.address[lang].country,
      ].join(lang === "ar" ? "، " : ", "),
    },
    postalCode: firm.postalCode,
    countryCode: firm.countryCode,
    foundedYear: firm.foundedYear,
    geo: firm.geo,
    hours: firm.hours,
    /** The hours as text, formatted once here (at build) so a hydrating island shows the same. */
    officeHours: formatOfficeHours(lang, firm.hours),
    attorneys: firm.attorneys.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name[lang],
      initials: a.initials[lang],
      title: a.title[lang],
      expertise: a.expertise[lang],
      years: a.years,
    })),
  };
}

export type LocalizedFirm = ReturnType<typeof localizedFirm>;

/** The attorney ids that have a profile; every other id is a 404. */
export type AttorneyId = Firm["attorneys"][number]["id"];
export const attorneyIds: readonly AttorneyId[] = firm.attorneys.map((attorney) => attorney.id);

export function isAttorneyId(value: unknown): value is AttorneyId {
  return attorneyIds.includes(value as AttorneyId);
}
