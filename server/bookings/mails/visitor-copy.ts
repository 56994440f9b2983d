import type { Lang } from "../../../app/i18n/locales";

/**
 * What the site's automated mails say to a visitor, in the language of the form they sent.
 * Nothing here may carry text the visitor typed (name, message, phone): only the reference,
 * times, the meeting, the attorney, the firm's own facts and links.
 */
const en = {
  greeting: "Hello,",
  signOff: (firm: string) => `Kind regards,\n${firm}`,
  referenceLabel: "Reference",
  whenLabel: "Time",
  meetingLabel: "Meeting",
  attorneyLabel: "Attorney",
  ammanTime: "Amman time",
  yourTimeLabel: "Your local time",
  cancelLead: "If you can no longer attend, you can cancel the consultation here:",
  moveLead:
    "If the time no longer suits you, you can choose another time with the same attorney here (the firm will need to confirm the new time):",
  pickAnother: "You are welcome to choose another time here:",
  buttons: {
    cancel: "Cancel the consultation",
    move: "Choose another time",
    pickAnother: "Choose another time",
    map: "Open the map",
    join: "Join the video call",
  },
  calendarLead: "Or add it to your calendar directly:",
  notYou: (host: string) =>
    `You are receiving this email because this address was entered in the contact form on ${host}. If it was not you, please tell us by replying to this email, so that we can delete the request.`,

  ack: {
    heading: "We have received your message",
    subject: (ref: string) => `We have received your message (reference ${ref})`,
    intro:
      "Thank you for contacting us. Your message has reached us, and one of our attorneys will reply within 24 hours on working days.",
    reference: (ref: string) =>
      `Your reference is ${ref}; please quote it if you write or call us about this matter.`,
    /** After the site's one account of secrecy (interface.json), when no time was asked for. */
    notEngaged:
      "Writing to us does not make the firm your lawyer: that relationship begins only when we agree in writing to act for you, in an engagement letter signed by both of us, with a power of attorney where we represent you before a court or authority.",
    booking:
      "You also asked for a consultation at the time below. We are holding this time for you while the firm considers your request. It is not yet confirmed: by the end of the next working day, you will receive either a confirmation with a calendar invitation or, if we cannot keep it, an email inviting you to arrange another time with us.",
  },
  confirmed: {
    heading: "Your consultation is confirmed",
    subject: (ref: string) => `Your consultation is confirmed (reference ${ref})`,
    intro: "We are pleased to confirm your consultation:",
    invitation: "The attached invitation adds it to your calendar.",
    office: (address: string) => `We look forward to welcoming you at our office: ${address}.`,
    map: "Map:",
    phone: (attorney: string, phone: string) =>
      `${attorney} will call you at that time. To give or change the number we should call, reply to this email or call us on ${phone}.`,
    video: (phone: string) =>
      `Before the consultation we will email you the link to join the video call. If it has not arrived an hour before, please call us on ${phone}.`,
    videoLink:
      "At the time of the consultation, join the video call from this link in your browser:",
  },
  declined: {
    heading: "We cannot keep the time you asked for",
    subject: (ref: string) => `About the consultation time you requested (reference ${ref})`,
    intro:
      "Thank you for your request. We regret that we cannot hold the consultation at the time you asked for:",
    note: "A note from the firm:",
    next: "Your message has reached the firm all the same. Reply to this email, with the days and times that suit you if you wish, and we will propose a time.",
  },
  expired: {
    heading: "The time you asked for is no longer held",
    subject: (ref: string) =>
      `The consultation time you requested is no longer held (reference ${ref})`,
    intro:
      "We could not confirm the consultation time you requested in time, so it is no longer held for you:",
    next: "Your message has reached the firm all the same. You may choose another time, or reply to this email and we will propose one.",
  },
  cancelled: {
    heading: "Your consultation is cancelled",
    subject: (ref: string) => `Your consultation is cancelled (reference ${ref})`,
    intro: "As you asked, we have cancelled your consultation:",
    calendar: "The attached cancellation removes it from your calendar.",
  },
  moved: {
    heading: "We have recorded your new time",
    subject: (ref: string) => `Your consultation's new time (reference ${ref})`,
    intro: "As you asked, your consultation now has this time:",
    previous: "Previous time",
    pending:
      "We are holding the new time for you while the firm considers it. It is not yet confirmed: by the end of the next working day, you will receive either a confirmation or, if we cannot keep it, an email inviting you to arrange another time with us.",
    calendar:
      "The attached update moves the consultation in your calendar and marks it as tentative until the firm confirms it.",
  },
  reminder: {
    heading: "Your consultation is coming up",
    subject: (ref: string) => `Reminder of your consultation (reference ${ref})`,
    intro: "This is a reminder of your consultation:",
  },
  event: {
    summary: (attorney: string, firm: string, ref: string) =>
      `Consultation with ${attorney}, ${firm} (${ref})`,
    phone: (phone: string) => `Phone call (${phone})`,
    video: "Video call: the link to join comes by email before the consultation",
  },
};

export type VisitorCopy = typeof en;

const ar: VisitorCopy = {
  greeting: "تحية طيبة وبعد،",
  signOff: (firm) => `مع خالص التحية،\n${firm}`,
  referenceLabel: "الرقم المرجعي",
  whenLabel: "الموعد",
  meetingLabel: "طريقة اللقاء",
  attorneyLabel: "المحامي",
  ammanTime: "بتوقيت عمّان",
  yourTimeLabel: "بتوقيتكم المحلي",
  cancelLead: "إذا تعذّر عليكم الحضور، يمكنكم إلغاء الموعد من هنا:",
  moveLead:
    "إذا لم يعد الموعد مناسبًا لكم، يمكنكم اختيار موعد آخر مع المحامي نفسه من هنا (ويحتاج الموعد الجديد إلى تأكيد المكتب):",
  pickAnother: "يسعدنا أن تختاروا موعدًا آخر من هنا:",
  buttons: {
    cancel: "إلغاء الموعد",
    move: "اختيار موعد آخر",
    pickAnother: "اختيار موعد آخر",
    map: "فتح الخريطة",
    join: "الانضمام إلى مكالمة الفيديو",
  },
  calendarLead: "أو أضيفوا الموعد إلى تقويمكم مباشرةً:",
  notYou: (host) =>
    `وصلتكم هذه الرسالة لأن عنوان بريدكم الإلكتروني أُدخل في نموذج التواصل على موقع ${host}. وإن لم تكونوا من أدخله، فيُرجى إعلامنا بالرد على هذه الرسالة لنحذف الطلب.`,

  ack: {
    heading: "استلمنا رسالتكم",
    subject: (ref) => `استلمنا رسالتكم (الرقم المرجعي ${ref})`,
    intro:
      "نشكركم على تواصلكم معنا. وصلتنا رسالتكم، وسيردّ عليكم أحد محامينا خلال 24 ساعة في أيام العمل.",
    reference: (ref) =>
      `الرقم المرجعي لرسالتكم هو ${ref}، يُرجى ذكره عند مراسلتنا أو الاتصال بنا بشأن هذا الموضوع.`,
    notEngaged:
      "ولا تنشأ علاقة المحامي بموكّله بينكم وبين المكتب بمجرد مراسلتنا، إذ لا تبدأ إلا بموافقتنا الخطية على تمثيلكم في اتفاقية أتعاب يوقّعها الطرفان، مع وكالة إن كان التمثيل أمام محكمة أو جهة رسمية.",
    booking:
      "كما طلبتم موعد استشارة في الوقت المبيّن أدناه، وسنُبقي هذا الموعد محجوزًا لطلبكم إلى أن يبتّ المكتب فيه. ولا يُعدّ الموعد مؤكدًا بعد: ستصلكم قبل نهاية يوم العمل التالي إما رسالة تأكيد مع دعوة تُضاف إلى تقويمكم، وإما رسالة ندعوكم فيها إلى الاتفاق معنا على موعد آخر إن تعذّر عقد الاستشارة فيه.",
  },
  confirmed: {
    heading: "أكّدنا موعد استشارتكم",
    subject: (ref) => `تأكيد موعد استشارتكم (الرقم المرجعي ${ref})`,
    intro: "يسرّنا تأكيد موعد استشارتكم:",
    invitation: "يمكنكم إضافة الموعد إلى تقويمكم بفتح الدعوة المرفقة.",
    office: (address) => `نتشرّف باستقبالكم في مكتبنا: ${address}.`,
    map: "الموقع على الخريطة:",
    // "You receive a call from …": the verb agrees with the reader, whoever the attorney is.
    phone: (attorney, phone) =>
      `ستتلقّون في الموعد المحدد اتصالًا هاتفيًا من ${attorney}. ولتزويدنا بالرقم الذي نتصل بكم عليه أو تعديله، يُرجى الرد على هذه الرسالة أو الاتصال بنا على ${phone}.`,
    video: (phone) =>
      `سنرسل إليكم قبل الموعد رابط الانضمام إلى مكالمة الفيديو بالبريد الإلكتروني. وإن لم يصلكم قبل الموعد بساعة، يُرجى الاتصال بنا على ${phone}.`,
    videoLink: "في موعد الاستشارة، انضمّوا إلى مكالمة الفيديو من هذا الرابط عبر متصفحكم:",
  },
  declined: {
    heading: "تعذّر عقد الاستشارة في الموعد الذي طلبتموه",
    subject: (ref) => `بشأن موعد الاستشارة الذي طلبتموه (الرقم المرجعي ${ref})`,
    intro: "نشكركم على طلبكم، ونأسف لتعذّر عقد الاستشارة في الموعد الذي طلبتموه:",
    note: "ملاحظة من المكتب:",
    next: "وقد وصلت رسالتكم إلى المكتب مع ذلك. يُرجى الرد على هذه الرسالة، ويمكنكم أن تذكروا فيها الأيام والأوقات التي تناسبكم، وسنقترح عليكم موعدًا.",
  },
  expired: {
    heading: "لم يعد الموعد الذي طلبتموه محجوزًا",
    subject: (ref) => `لم يعد موعد الاستشارة الذي طلبتموه محجوزًا (الرقم المرجعي ${ref})`,
    intro:
      "لم نتمكّن من تأكيد موعد الاستشارة الذي طلبتموه في الوقت المحدد، ولذلك لم يعد محجوزًا لكم:",
    next: "وقد وصلت رسالتكم إلى المكتب مع ذلك. يمكنكم اختيار موعد آخر، أو الردّ على هذه الرسالة لنقترح عليكم موعدًا.",
  },
  cancelled: {
    heading: "أُلغي موعد استشارتكم",
    subject: (ref) => `إلغاء موعد استشارتكم (الرقم المرجعي ${ref})`,
    intro: "بناءً على طلبكم، ألغينا موعد استشارتكم:",
    calendar: "ويحذف الملف المرفق الموعد من تقويمكم.",
  },
  moved: {
    heading: "سجّلنا موعد استشارتكم الجديد",
    subject: (ref) => `الموعد الجديد لاستشارتكم (الرقم المرجعي ${ref})`,
    intro: "بناءً على طلبكم، أصبح موعد استشارتكم كما يلي:",
    previous: "الموعد السابق",
    pending:
      "وسنُبقي الموعد الجديد محجوزًا لكم إلى أن يبتّ المكتب فيه. ولا يُعدّ مؤكدًا بعد: ستصلكم قبل نهاية يوم العمل التالي إما رسالة تأكيد، وإما رسالة ندعوكم فيها إلى الاتفاق معنا على موعد آخر إن تعذّر عقد الاستشارة فيه.",
    calendar: "ويُحدِّث الملف المرفق الموعد في تقويمكم ويجعله مبدئيًا إلى أن يؤكّده المكتب.",
  },
  reminder: {
    heading: "تذكير بموعد استشارتكم",
    subject: (ref) => `تذكير بموعد استشارتكم (الرقم المرجعي ${ref})`,
    intro: "نذكّركم بموعد استشارتكم:",
  },
  event: {
    summary: (attorney, firm, ref) => `استشارة مع ${attorney} - ${firm} (${ref})`,
    phone: (phone) => `مكالمة هاتفية (${phone})`,
    video: "مكالمة فيديو: يصلكم رابط الانضمام بالبريد الإلكتروني قبل الموعد",
  },
};

export const visitorCopy: Record<Lang, VisitorCopy> = { en, ar };
