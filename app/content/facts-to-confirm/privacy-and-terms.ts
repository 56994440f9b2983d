import type { FactToConfirm } from "./fact";

/** The privacy notice and the terms: deadlines, retention, providers, legal bases and the terms' choices. */
export const privacyAndTerms: readonly FactToConfirm[] = [
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
    id: "privacy-request-received",
    fact: "A data request made with the privacy page's form counts as received on the day its mailbox is confirmed through the mailed link, and its 15 working days are Jordan's official working days, Sunday to Thursday, without the public holidays in the closed dates (server/privacy/deadline.ts).",
    why: "The Regulation's text was not read: whether checking that the address is the person's may start the period (if it runs from the form's day, the site counts from that day instead), and that its working days are the official week's, not the firm's own (Monday to Friday today).",
    where: [
      {
        file: "content/legal/privacy.json",
        text: "a request made with the form counts as received on the day you confirm it through that link",
      },
      {
        file: "content/legal/privacy.json",
        text: "ويُعدّ الطلب المقدَّم عبر النموذج مستلَمًا في اليوم الذي تؤكّدونه فيه من خلال الرابط",
      },
    ],
  },
  {
    id: "retention-outside-the-store",
    fact: "Inquiries and bookings are deleted 365 days after receipt (the server does this itself); the copy in the firm's mailbox and the confirmed consultations in its calendars are deleted on the same schedule; so are inquiries by WhatsApp or email and the firm's notes of calls (365 days after the last message or call); phone calls are not recorded; the hosting's access logs within 30 days. When someone writes to the firm, the firm records their name, the other parties' names and a one-line subject in its register of conflict checks, kept 10 years after the last contact, or after the matter ends if they engage the firm. For what comes through the website, that register is the desk's (the server's conflict_names table, searched at /desk/conflicts): the server keeps each entry 10 years from the day it was received (server/jobs.ts, conflictNamesKeptYears), not from the last contact or the matter's end, which the site does not know. An erasure (npm run inquiries -- --erase) removes the person's names from that register too, as the notice's \"we can also erase all of it\" says; if the firm must keep a conflict-check entry after an erasure, the notice's exception for what its professional obligations require covers it, and the erasure should then keep it and say so.",
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
    id: "data-requests-kept",
    fact: "The record of an answered data request (address, kind, what the person wrote, dates, the firm's answer) is kept two years from the answer, then deleted with its mails (server/privacy/store.ts, answeredKeptMs), as long as the desk's audit log keeps its line; an erasure leaves of the person's requests only reference, kind, dates and outcome, and the erasure's own answer.",
    why: "Two years is a placeholder: long enough to show a complaint to the Personal Data Protection Council that a request was answered in time, and no longer than the audit log. The firm confirms the period its obligations call for (the law sets none that this site read), or changes the constant and the sentence together. Counsel should also confirm the legal basis for keeping the record after an erasure or a withdrawal of consent (it cannot rest on consent; likely the law's legal-obligation exception), then keep or correct the sentence \"Our legal basis\" now gives it (the law's obligation to answer, and its exception for processing needed to meet an obligation), beside the purpose under \"Why we use it\".",
    where: [
      { file: "content/legal/privacy.json", text: "kept for two years after we answer it" },
      { file: "content/legal/privacy.json", text: "مدة سنتين من تاريخ الرد عليه" },
      {
        file: "content/legal/privacy.json",
        text: "Nor do we rely on your consent to answer a request",
      },
      { file: "content/legal/privacy.json", text: "ولا نستند كذلك إلى موافقتكم في الرد على الطلب" },
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
    why: "Check the Law's exception the page relies on (article and wording): twice, for other parties' names and for answering and keeping data requests (data-requests-kept); and the exact title of the Bar's rules. The firm must ask for consent in its first reply to a WhatsApp, email or phone inquiry, or the page must say otherwise. The firm must name its data protection officer (the Law may require one) and may give a dedicated address instead of the general email.",
    where: [
      { file: "content/legal/privacy.json", text: "the Bar's rules of professional conduct, require us to check" },
      { file: "content/legal/privacy.json", text: "when we first reply, we point you to this policy" },
      { file: "content/legal/privacy.json", text: "The firm's data protection officer answers every question" },
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
];
