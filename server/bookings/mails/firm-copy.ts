import type { Lang } from "../../../app/i18n/locales";

/**
 * What the firm's booking mails, its calendar feed and the consultation rows of its inquiry
 * mail say, in FIRM_LANGUAGE (English unless set to Arabic).
 */
const en = {
  ammanTime: "Amman time",
  reference: "Inquiry",
  email: "Email",
  phone: "Phone",
  booking: {
    heading: "Consultation requested",
    subject: (id: string, when: string, name: string) =>
      `Consultation request ${id}: ${when} - ${name}`,
    when: "Time",
    meeting: "Meeting",
    attorney: "Attorney",
    requested: "Asked for",
    any: "First available",
    visitorTime: "Visitor's time",
    confirm: "Confirm",
    decline: "Decline",
    actions: "Confirm the consultation, or decline it (you can add a note to the visitor):",
    hint: "Each button opens a page that shows the consultation and a button: nothing changes until you press that one. The buttons stop working once the time has passed.",
    holdUntil: "Held until",
    holdNote:
      "Unless you confirm or decline it, the time is released automatically at that moment and the visitor is told.",
    release:
      "Release every open request from this address or device (for repeated or abusive requests):",
    releaseButton: "Release all",
    otherParties:
      "Other parties to the matter, as the visitor named them. Check them for a conflict of interest before you confirm:",
    noOtherParties:
      "The visitor named no other party to the matter. If it may involve one, ask before you confirm.",
  },
  expired: {
    heading: "Consultation request released unanswered",
    subject: (id: string, when: string, name: string) =>
      `Consultation request released unanswered ${id}: ${when} - ${name}`,
    intro:
      "Nobody confirmed or declined this consultation before its hold ran out, so the time is free again. The visitor has been told and invited to choose another time or to reply.",
  },
  confirmed: {
    heading: "Consultation confirmed",
    subject: (id: string, when: string, name: string) =>
      `Consultation confirmed ${id}: ${when} - ${name}`,
    intro:
      "You confirmed this consultation. The attached invitation puts it in your calendar; the visitor has been sent theirs.",
  },
  cancelled: {
    heading: "Consultation cancelled by the visitor",
    subject: (id: string, when: string, name: string) =>
      `Consultation cancelled by the visitor ${id}: ${when} - ${name}`,
    intro: "The visitor cancelled this consultation; the time is free again.",
    calendar: "The attached cancellation removes it from your calendar.",
  },
  moved: {
    heading: "Consultation moved by the visitor",
    subject: (id: string, when: string, name: string) =>
      `Consultation moved by the visitor ${id}: ${when} - ${name}`,
    intro:
      "The visitor moved this consultation to the new time below, with the same attorney. The new time awaits your answer: confirm or decline it.",
    wasConfirmed: "You had confirmed the previous time; it is free again.",
    calendar:
      "The attached update moves the event in your calendar and marks it as tentative until you confirm.",
    previous: "Previous time",
  },
  declined: {
    heading: "Consultation declined",
    subject: (id: string, when: string, name: string) =>
      `Consultation declined ${id}: ${when} - ${name}`,
    intro:
      "You declined the new time the visitor chose for this consultation. Because you had confirmed its earlier time, the attached cancellation removes the event from your calendar.",
  },
  event: {
    summary: (name: string, meeting: string, id: string) =>
      `Consultation: ${name} - ${meeting} (${id})`,
    phone: (phone: string) => `Phone call: ${phone}`,
  },
  feed: { firm: (firm: string) => `${firm}: consultations` },
};

export type FirmBookingCopy = typeof en;

const ar: FirmBookingCopy = {
  ammanTime: "بتوقيت عمّان",
  reference: "الرقم المرجعي",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  booking: {
    heading: "طلب موعد استشارة",
    subject: (id, when, name) => `طلب موعد استشارة ${id}: ${when} - ${name}`,
    when: "الموعد",
    meeting: "طريقة اللقاء",
    attorney: "المحامي",
    requested: "المحامي المطلوب",
    any: "أول محامٍ متاح",
    visitorTime: "توقيت صاحب الطلب",
    confirm: "تأكيد",
    decline: "الاعتذار",
    actions: "أكّدوا الموعد أو اعتذروا عنه (يمكن إضافة ملاحظة إلى صاحب الطلب):",
    hint: "يفتح كل زر صفحة تعرض الموعد وزرًا آخر، ولا يتغيّر شيء قبل الضغط عليه. وتتوقف الأزرار عن العمل بعد فوات الموعد.",
    holdUntil: "محجوز حتى",
    holdNote:
      "ما لم تؤكّدوا الموعد أو تعتذروا عنه، يُلغى الحجز المبدئي تلقائيًا في ذلك الوقت ويُبلَّغ صاحب الطلب.",
    release:
      "إلغاء الحجز المبدئي لجميع الطلبات المفتوحة من هذا العنوان أو الجهاز (للطلبات المتكررة أو المسيئة):",
    releaseButton: "إلغاء الحجز المبدئي لجميع الطلبات",
    otherParties:
      "الأطراف الأخرى في القضية كما ذكرها صاحب الطلب. تحقّقوا من عدم وجود تعارض في المصالح قبل تأكيد الموعد:",
    noOtherParties:
      "لم يذكر صاحب الطلب أي طرف آخر في القضية. فإن كان من المحتمل أن يكون فيها طرف آخر، فاستوضحوا منه ذلك قبل تأكيد الموعد.",
  },
  expired: {
    heading: "أُلغي الحجز المبدئي لطلب موعد لم يُردّ عليه",
    subject: (id, when, name) =>
      `إلغاء الحجز المبدئي لطلب موعد لم يُردّ عليه ${id}: ${when} - ${name}`,
    intro:
      "لم يُؤكَّد هذا الموعد ولم يُعتذر عنه قبل انتهاء مدة حجزه، فأصبح الوقت متاحًا من جديد. وقد أُبلغ صاحب الطلب ودُعي إلى اختيار موعد آخر أو الردّ على الرسالة.",
  },
  confirmed: {
    heading: "أكّدتم الموعد",
    subject: (id, when, name) => `تأكيد موعد استشارة ${id}: ${when} - ${name}`,
    intro:
      "أكّدتم هذا الموعد. يمكنكم إضافته إلى تقويمكم بفتح الدعوة المرفقة، وقد أُرسلت إلى صاحب الطلب دعوته.",
  },
  cancelled: {
    heading: "ألغى صاحب الطلب الموعد",
    subject: (id, when, name) => `ألغى صاحب الطلب موعد الاستشارة ${id}: ${when} - ${name}`,
    intro: "ألغى صاحب الطلب هذا الموعد، وأصبح الوقت متاحًا من جديد.",
    calendar: "ويحذف الملف المرفق الموعد من تقويمكم.",
  },
  moved: {
    heading: "غيّر صاحب الطلب موعد الاستشارة",
    subject: (id, when, name) => `غيّر صاحب الطلب موعد الاستشارة ${id}: ${when} - ${name}`,
    intro:
      "نقل صاحب الطلب هذه الاستشارة إلى الموعد الجديد المبيّن أدناه مع المحامي نفسه، والموعد الجديد بانتظار ردّكم: أكّدوه أو اعتذروا عنه.",
    wasConfirmed: "وكنتم قد أكّدتم الموعد السابق، وقد أصبح متاحًا من جديد.",
    calendar: "ويُحدِّث الملف المرفق الموعد في تقويمكم ويجعله مبدئيًا إلى أن تؤكّدوه.",
    previous: "الموعد السابق",
  },
  declined: {
    heading: "اعتذرتم عن الموعد",
    subject: (id, when, name) => `اعتذار عن موعد استشارة ${id}: ${when} - ${name}`,
    intro:
      "اعتذرتم عن الموعد الجديد لهذه الاستشارة، وكنتم قد أكّدتم موعدها السابق قبل أن يغيّره صاحب الطلب. ويحذف الملف المرفق الموعد من تقويمكم.",
  },
  event: {
    summary: (name, meeting, id) => `استشارة: ${name} - ${meeting} (${id})`,
    phone: (phone) => `مكالمة هاتفية: ${phone}`,
  },
  feed: { firm: (firm) => `${firm}: مواعيد الاستشارات` },
};

export const firmBookingCopy: Record<Lang, FirmBookingCopy> = { en, ar };
