import { formatHours } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";
import type { LinkAction } from "./links";
import type { BookingStatus } from "./store";

/** The longest note the firm may add when it declines; the page and the route both hold to it. */
export const noteMaxLength = 500;

/**
 * The pages behind the links in the booking mails. Confirm and decline speak to the firm (in
 * FIRM_LANGUAGE); cancel speaks to the visitor (in the language of their form).
 */
const en = {
  reference: "Reference",
  when: "Time",
  meeting: "Meeting",
  attorney: "Attorney",
  status: "Status",
  ammanTime: "Amman time",
  yourTimeLabel: "Your local time",
  statuses: {
    requested: "Awaiting confirmation",
    confirmed: "Confirmed",
    declined: "Declined",
    cancelled: "Cancelled",
    expired: "Released: not confirmed in time",
    released: "Released by the firm",
  } satisfies Record<BookingStatus, string>,
  home: "Go to the website",
  title: {
    confirm: "Confirm this consultation",
    decline: "Decline this consultation",
    cancel: "Cancel your consultation",
  } satisfies Record<LinkAction, string>,
  lead: {
    confirm:
      "Press the button to confirm. The visitor then receives a confirmation with a calendar invitation, and so do you.",
    decline:
      "Press the button to decline. The time becomes free again, and the visitor receives a courteous email inviting them to reply so that we can propose another time.",
    cancel:
      "If you can no longer attend, press the button to cancel. The time is then released and the firm is told.",
  } satisfies Record<LinkAction, string>,
  button: {
    confirm: "Confirm consultation",
    decline: "Decline consultation",
    cancel: "Cancel my consultation",
  } satisfies Record<LinkAction, string>,
  noteLabel: `Note to the visitor (optional, up to ${noteMaxLength} characters)`,
  noteHint: "It is quoted in the email the visitor receives.",
  done: {
    confirm:
      "The consultation is confirmed. The visitor and you will receive the invitation by email.",
    decline:
      "The consultation is declined and the time is free again. The visitor will be told by email.",
    cancel:
      "Your consultation is cancelled, and the firm has been told. Thank you for letting us know.",
  } satisfies Record<LinkAction, string>,
  /** The booking is not in a status the action applies to: nothing changed. */
  unchanged: {
    confirm: {
      confirmed: "This consultation was already confirmed. Nothing has changed.",
      declined: "This consultation was declined, so it cannot be confirmed. Nothing has changed.",
      cancelled:
        "The visitor cancelled this consultation, so it cannot be confirmed. Nothing has changed.",
      expired:
        "The hold on this time ran out before it was confirmed, and the visitor was told. Nothing has changed: reply to the visitor to agree on a time.",
      released: "This request was released. Nothing has changed.",
    },
    decline: {
      confirmed:
        "This consultation is already confirmed, so it can no longer be declined from this link. Nothing has changed.",
      declined: "This consultation was already declined. Nothing has changed.",
      cancelled: "The visitor cancelled this consultation. Nothing has changed.",
      expired:
        "The hold on this time had already run out, and the visitor was told. Nothing has changed.",
      released: "This request was already released. Nothing has changed.",
    },
    cancel: {
      declined:
        "The firm could not hold this consultation at that time, so there is nothing to cancel.",
      cancelled: "This consultation was already cancelled.",
      expired:
        "The firm could not confirm this time before its hold ran out, so there is nothing to cancel.",
      released: "This request is no longer held, so there is nothing to cancel.",
    },
  } satisfies Record<LinkAction, Partial<Record<BookingStatus, string>>>,
  notice: {
    title: "Please call us to cancel",
    body: (hours: number, phone: string) =>
      `Online cancellation closes ${formatHours("en", hours)} before the consultation. To cancel or change it now, please call the office on ${phone}. Nothing has changed.`,
  },
  release: {
    title: "Release every open request from this person",
    lead: (count: number) =>
      `${count === 1 ? "1 consultation request" : `${count} consultation requests`} from this email address or this device ${count === 1 ? "is" : "are"} waiting for your answer. Releasing them frees those times for other visitors. The visitors are not emailed, and their messages stay in your mailbox.`,
    none: "No request from this email address or device is waiting for an answer. Nothing has changed.",
    button: "Release all open requests",
    done: (count: number) =>
      `${count === 1 ? "1 request" : `${count} requests`} released. ${count === 1 ? "That time is" : "Those times are"} free again.`,
  },
  move: {
    notice: {
      title: "Please call us to change the time",
      body: (hours: number, phone: string) =>
        `Online changes close ${formatHours("en", hours)} before the consultation. To change or cancel it now, please call the office on ${phone}. Nothing has changed.`,
    },
    limit: {
      title: "This consultation cannot be moved again online",
      body: (moves: number, phone: string) =>
        `A consultation can be moved online up to ${moves} times, and this one has reached that limit. To change it, please call the office on ${phone} or reply to our email. Nothing has changed.`,
    },
    closedTitle: "There is no consultation to move",
    closed: {
      declined:
        "The firm could not hold this consultation at that time, so there is nothing to move. Reply to our email and we will propose a time.",
      cancelled: "This consultation was cancelled, so there is nothing to move.",
      expired:
        "The firm could not confirm this time before its hold ran out, so there is nothing to move.",
      released: "This request is no longer held, so there is nothing to move.",
    } satisfies Partial<Record<BookingStatus, string>>,
  },
  errors: {
    crossSite: {
      title: "This button was pressed from another website",
      body: "For your safety, a booking can be changed only from its own page on our website. Open the link again from the email and press the button there. Nothing has changed.",
    },
    token: {
      title: "This link is not valid",
      body: "The link may be incomplete or altered. Open it again from the email, copied in full. Nothing has changed.",
    },
    expired: {
      title: "This link has expired",
      body: "The time of the consultation has passed, so this link no longer works. Nothing has changed.",
    },
    missing: {
      title: "This consultation no longer exists",
      body: "It may have been deleted under the site's retention rules. Nothing has changed.",
    },
    note: {
      title: "The note is too long",
      body: `The note to the visitor can be up to ${noteMaxLength} characters. Go back, shorten it and press the button again. Nothing has changed.`,
    },
  },
};

export type PageCopy = typeof en;

const ar: PageCopy = {
  reference: "الرقم المرجعي",
  when: "الموعد",
  meeting: "طريقة اللقاء",
  attorney: "المحامي",
  status: "الحالة",
  ammanTime: "بتوقيت عمّان",
  yourTimeLabel: "بتوقيتكم المحلي",
  statuses: {
    requested: "بانتظار التأكيد",
    confirmed: "مؤكَّد",
    declined: "تم الاعتذار عنه",
    cancelled: "ملغى",
    expired: "أُلغي الحجز المبدئي لعدم تأكيده في الوقت المحدد",
    released: "ألغى المكتب الحجز المبدئي",
  },
  home: "الانتقال إلى الموقع",
  title: {
    confirm: "تأكيد موعد الاستشارة",
    decline: "الاعتذار عن موعد الاستشارة",
    cancel: "إلغاء موعد استشارتكم",
  },
  lead: {
    confirm:
      "اضغطوا الزر للتأكيد، فتصل إلى صاحب الطلب رسالة تأكيد مع دعوة تُضاف إلى تقويمه، وتصلكم نسخة منها.",
    decline:
      "اضغطوا الزر للاعتذار، فيصبح الوقت متاحًا من جديد، وتصل إلى صاحب الطلب رسالة لائقة تدعوه إلى الرد عليها لنقترح عليه موعدًا آخر.",
    cancel:
      "إذا تعذّر عليكم الحضور، فاضغطوا الزر لإلغاء الموعد، فيصبح الموعد متاحًا لغيركم ويُبلَّغ المكتب بذلك.",
  },
  button: {
    confirm: "تأكيد الموعد",
    decline: "الاعتذار عن الموعد",
    cancel: "إلغاء موعدي",
  },
  noteLabel: `ملاحظة إلى صاحب الطلب (اختيارية، حتى ${noteMaxLength} حرف)`,
  noteHint: "تُقتبس في الرسالة التي تصل إلى صاحب الطلب.",
  done: {
    confirm: "تم تأكيد الموعد، وستصل الدعوة إليكم وإلى صاحب الطلب بالبريد الإلكتروني.",
    decline:
      "تم الاعتذار عن الموعد وأصبح الوقت متاحًا من جديد، وسيُبلَّغ صاحب الطلب بالبريد الإلكتروني.",
    cancel: "تم إلغاء موعد استشارتكم وإبلاغ المكتب بذلك. نشكركم على إعلامنا.",
  },
  unchanged: {
    confirm: {
      confirmed: "سبق تأكيد هذا الموعد، ولم يتغيّر شيء.",
      declined: "سبق الاعتذار عن هذا الموعد، فلا يمكن تأكيده، ولم يتغيّر شيء.",
      cancelled: "ألغى صاحب الطلب هذا الموعد، فلا يمكن تأكيده، ولم يتغيّر شيء.",
      expired:
        "انتهت مدة حجز هذا الموعد قبل تأكيده وأُبلغ صاحب الطلب، ولم يتغيّر شيء. ردّوا عليه للاتفاق على موعد.",
      released: "أُلغي الحجز المبدئي لهذا الطلب، ولم يتغيّر شيء.",
    },
    decline: {
      confirmed: "سبق تأكيد هذا الموعد، فلم يعد ممكنًا الاعتذار عنه من هذا الرابط، ولم يتغيّر شيء.",
      declined: "سبق الاعتذار عن هذا الموعد، ولم يتغيّر شيء.",
      cancelled: "ألغى صاحب الطلب هذا الموعد، ولم يتغيّر شيء.",
      expired: "انتهت مدة حجز هذا الموعد من قبل وأُبلغ صاحب الطلب، ولم يتغيّر شيء.",
      released: "سبق إلغاء الحجز المبدئي لهذا الطلب، ولم يتغيّر شيء.",
    },
    cancel: {
      declined: "تعذّر على المكتب عقد الاستشارة في ذلك الموعد، فلا يوجد ما يُلغى.",
      cancelled: "سبق إلغاء هذا الموعد.",
      expired: "تعذّر على المكتب تأكيد هذا الموعد قبل انتهاء مدة حجزه، فلا يوجد ما يُلغى.",
      released: "لم يعد هذا الطلب محجوزًا، فلا يوجد ما يُلغى.",
    },
  },
  notice: {
    title: "يُرجى الاتصال بنا لإلغاء الموعد",
    body: (hours: number, phone: string) =>
      `يتوقف الإلغاء عبر الموقع قبل موعد الاستشارة بمدة ${formatHours("ar", hours)}. ولإلغاء الموعد أو تغييره الآن، يُرجى الاتصال بالمكتب على الرقم \u2066${phone}\u2069. لم يتغيّر شيء.`,
  },
  release: {
    title: "إلغاء الحجز المبدئي لجميع الطلبات المفتوحة من هذا الشخص",
    lead: (count: number) =>
      `عدد طلبات المواعيد التي تنتظر ردّكم من عنوان البريد الإلكتروني هذا أو من هذا الجهاز: \u2066${count}\u2069. يؤدي إلغاء حجزها المبدئي إلى إتاحة هذه الأوقات لغيرهم من الزوار، دون إرسال أي رسالة إليهم، وتبقى رسائلهم في بريدكم.`,
    none: "لا توجد طلبات تنتظر الردّ من عنوان البريد الإلكتروني هذا أو من هذا الجهاز، ولم يتغيّر شيء.",
    button: "إلغاء الحجز المبدئي لجميع الطلبات المفتوحة",
    done: (count: number) =>
      `عدد الطلبات التي أُلغي حجزها المبدئي: \u2066${count}\u2069، وأصبحت أوقاتها متاحة من جديد.`,
  },
  move: {
    notice: {
      title: "يُرجى الاتصال بنا لتغيير الموعد",
      body: (hours: number, phone: string) =>
        `يتوقف تغيير الموعد عبر الموقع قبل موعد الاستشارة بمدة ${formatHours("ar", hours)}. ولتغيير الموعد أو إلغائه الآن، يُرجى الاتصال بالمكتب على الرقم \u2066${phone}\u2069. لم يتغيّر شيء.`,
    },
    limit: {
      title: "لا يمكن تغيير هذا الموعد مرة أخرى عبر الموقع",
      body: (moves: number, phone: string) =>
        `يمكن تغيير موعد الاستشارة عبر الموقع \u2066${moves}\u2069 مرات على الأكثر، وقد بلغ هذا الموعد ذلك الحد. ولتغييره، يُرجى الاتصال بالمكتب على الرقم \u2066${phone}\u2069 أو الرد على رسالتنا. لم يتغيّر شيء.`,
    },
    closedTitle: "لا يوجد موعد لتغييره",
    closed: {
      declined:
        "تعذّر على المكتب عقد الاستشارة في ذلك الموعد، فلا يوجد ما يُغيَّر. يُرجى الرد على رسالتنا لنقترح عليكم موعدًا.",
      cancelled: "سبق إلغاء هذا الموعد، فلا يوجد ما يُغيَّر.",
      expired: "تعذّر على المكتب تأكيد هذا الموعد قبل انتهاء مدة حجزه، فلا يوجد ما يُغيَّر.",
      released: "لم يعد هذا الطلب محجوزًا، فلا يوجد ما يُغيَّر.",
    },
  },
  errors: {
    crossSite: {
      title: "ضُغط هذا الزر من موقع آخر",
      body: "حرصًا على سلامتكم، لا يُعدَّل الموعد إلا من صفحته على موقعنا. افتحوا الرابط من جديد من الرسالة واضغطوا الزر هناك. لم يتغيّر شيء.",
    },
    token: {
      title: "هذا الرابط غير صالح",
      body: "ربما نُسخ الرابط ناقصًا أو عُدِّل. افتحوه من جديد من الرسالة كاملًا. لم يتغيّر شيء.",
    },
    expired: {
      title: "انتهت صلاحية هذا الرابط",
      body: "مضى وقت الاستشارة، فلم يعد هذا الرابط يعمل. لم يتغيّر شيء.",
    },
    missing: {
      title: "هذا الموعد لم يعد موجودًا",
      body: "ربما حُذف وفق مدة الاحتفاظ بالبيانات المعتمدة في الموقع. لم يتغيّر شيء.",
    },
    note: {
      title: "الملاحظة أطول من اللازم",
      body: `يمكن أن تصل الملاحظة إلى ${noteMaxLength} حرف. ارجعوا واختصروها ثم اضغطوا الزر من جديد. لم يتغيّر شيء.`,
    },
  },
};

export const pageCopy: Record<Lang, PageCopy> = { en, ar };
