import type { FactToConfirm } from "./fact";

/** Consultations: how they are held, answered and charged. */
export const consultations: readonly FactToConfirm[] = [
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
];
