import type { Lang } from "../../app/i18n/locales";

/** What the firm's own mails say, in FIRM_LANGUAGE (English unless set to Arabic). */
const en = {
  newInquiry: (host: string) => `New inquiry from the website (${host})`,
  subject: (id: string, service: string, name: string) =>
    `Website inquiry ${id}: ${service} - ${name}`,
  inquiry: "Inquiry",
  received: "Received",
  language: "Language",
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  message: "Message:",
  replyHint: "Reply to this email to answer the visitor.",
  languageNames: { en: "English", ar: "Arabic" },
  generalInquiry: "General inquiry",
  ammanTime: "Amman time",
  newHeading: "New inquiry from the website",
};

export type FirmCopy = typeof en;

const ar: FirmCopy = {
  newInquiry: (host) => `رسالة جديدة من الموقع (${host})`,
  subject: (id, service, name) => `رسالة من الموقع ${id}: ${service} - ${name}`,
  inquiry: "الرقم المرجعي",
  received: "تاريخ الاستلام",
  language: "اللغة",
  name: "الاسم",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  service: "الخدمة",
  message: "الرسالة:",
  replyHint: "للردّ على صاحب الطلب، ردّوا على هذه الرسالة.",
  languageNames: { en: "الإنجليزية", ar: "العربية" },
  generalInquiry: "استفسار عام",
  ammanTime: "بتوقيت عمّان",
  newHeading: "رسالة جديدة من الموقع",
};

export const firmCopy: Record<Lang, FirmCopy> = { en, ar };
