import type { Lang } from "~/i18n/locales";

/**
 * The pages a visitor without JavaScript lands on after sending the contact form: the server
 * answers the plain form's POST with a redirect to one of them. Tokens: see app/i18n/firm-text.ts.
 */
export interface ContactResultPage {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; intro: string };
  /** A short list of what happens next, or of what to check. */
  steps: { heading: string; items: string[] };
  /** A closing paragraph under the steps. */
  note: string;
  links: { primary: string; secondary: string };
}

export const contactSentContent = {
  en: {
    meta: {
      title: "Message sent",
      description:
        "Your message has reached {firm}. An attorney will reply within 24 hours on working days.",
    },
    header: {
      eyebrow: "Contact us",
      title: "Message sent successfully!",
      intro: "We'll get back to you within 24 hours.",
    },
    steps: {
      heading: "What happens next",
      items: [
        "An attorney reads your message and checks that we can act for you without any conflict of interest.",
        "We reply by email, or by phone if you gave us a number, within 24 hours on working days.",
        "If your matter calls for a meeting, we propose a time at our office, by phone or by video call.",
      ],
    },
    note: "If your matter cannot wait, call us on {phone}.",
    links: { primary: "Return to the home page", secondary: "Back to the contact page" },
  },
  ar: {
    meta: {
      title: "تم إرسال الرسالة",
      description: "وصلت رسالتكم إلى {firm}، وسيردّ عليكم أحد محامينا خلال 24 ساعة في أيام العمل.",
    },
    header: {
      eyebrow: "تواصلوا معنا",
      title: "تم إرسال رسالتكم بنجاح!",
      intro: "سنتواصل معكم خلال 24 ساعة.",
    },
    steps: {
      heading: "الخطوات التالية",
      items: [
        "يطّلع أحد محامينا على رسالتكم، ويتحقق من عدم وجود تعارض في المصالح يمنعنا من تمثيلكم.",
        "نردّ عليكم خلال 24 ساعة في أيام العمل عبر البريد الإلكتروني، أو هاتفيًا إن تركتم لنا رقمكم.",
        "إن كانت قضيتكم تستدعي لقاءً، نقترح عليكم موعدًا في مكتبنا أو عبر الهاتف أو بمكالمة فيديو.",
      ],
    },
    note: "إن كانت قضيتكم لا تحتمل الانتظار، فاتصلوا بنا على الرقم {phone}.",
    links: { primary: "العودة إلى الصفحة الرئيسية", secondary: "العودة إلى صفحة التواصل" },
  },
} satisfies Record<Lang, ContactResultPage>;

/** The plain form was stored, but the time it asked for was not free or not bookable. */
export const contactSentNoSlotContent = {
  en: {
    meta: {
      title: "Message sent: we will propose a time",
      description:
        "Your message has reached {firm}. The consultation time you asked for is not available, so we will propose another.",
    },
    header: {
      eyebrow: "Contact us",
      title: "Message sent: we will propose a time",
      intro:
        "Your message has arrived, but the consultation time you asked for is not available or cannot be booked online. We will propose another time within 24 hours on working days.",
    },
    steps: {
      heading: "What happens next",
      items: [
        "An attorney reads your message and checks that we can act for you without any conflict of interest.",
        "We reply by email, or by phone if you gave us a number, within 24 hours on working days, and propose a time for your consultation.",
        "There is no need to send your message again: we have it.",
      ],
    },
    note: "If your matter cannot wait, call us on {phone}.",
    links: { primary: "Return to the home page", secondary: "Back to the contact page" },
  },
  ar: {
    meta: {
      title: "تم إرسال الرسالة، وسنقترح عليكم موعدًا",
      description:
        "وصلت رسالتكم إلى {firm}. موعد الاستشارة الذي طلبتموه غير متاح، وسنقترح عليكم موعدًا آخر.",
    },
    header: {
      eyebrow: "تواصلوا معنا",
      title: "تم إرسال رسالتكم، وسنقترح عليكم موعدًا",
      intro:
        "وصلتنا رسالتكم، غير أن موعد الاستشارة الذي طلبتموه غير متاح أو لا يمكن حجزه عبر الموقع. وسنقترح عليكم موعدًا آخر خلال 24 ساعة في أيام العمل.",
    },
    steps: {
      heading: "الخطوات التالية",
      items: [
        "يطّلع أحد محامينا على رسالتكم، ويتحقق من عدم وجود تعارض في المصالح يمنعنا من تمثيلكم.",
        "نردّ عليكم خلال 24 ساعة في أيام العمل عبر البريد الإلكتروني، أو هاتفيًا إن تركتم لنا رقمكم، ونقترح عليكم موعدًا للاستشارة.",
        "لا حاجة إلى إرسال رسالتكم مرة أخرى، فقد وصلتنا.",
      ],
    },
    note: "إن كانت قضيتكم لا تحتمل الانتظار، فاتصلوا بنا على الرقم {phone}.",
    links: { primary: "العودة إلى الصفحة الرئيسية", secondary: "العودة إلى صفحة التواصل" },
  },
} satisfies Record<Lang, ContactResultPage>;

export const contactNotSentContent = {
  en: {
    meta: {
      title: "Message not sent",
      description:
        "Your message could not be accepted. Go back to the form to correct it, or call us.",
    },
    header: {
      eyebrow: "Contact us",
      title: "Your message was not sent",
      intro: "Nothing is lost: what you typed is still in the form.",
    },
    steps: {
      heading: "How to send it",
      items: [
        "Use your browser's Back button to return to the form. What you typed is still there.",
        "Check that your full name, email and message are filled in.",
        "Check that your email address is complete, such as {ltr|name@example.com}.",
        "Tick the box to agree to the {privacy|privacy policy}.",
        "Send the form again. If everything was filled in and it still fails, our server may be unable to accept messages just now: please wait a few minutes and try again.",
      ],
    },
    note: "Prefer to talk? Call us on {phone}, or message us on WhatsApp at {whatsapp}, during business hours.",
    links: { primary: "Open the contact page", secondary: "Return to the home page" },
  },
  ar: {
    meta: {
      title: "لم تُرسَل الرسالة",
      description: "تعذّر قبول رسالتكم. عودوا إلى النموذج لتصحيحها، أو اتصلوا بنا.",
    },
    header: {
      eyebrow: "تواصلوا معنا",
      title: "لم تُرسَل رسالتكم",
      intro: "لم يضع شيء مما كتبتموه، فهو ما زال محفوظًا في النموذج.",
    },
    steps: {
      heading: "كيف ترسلون رسالتكم",
      items: [
        "استخدموا زر الرجوع في المتصفح للعودة إلى النموذج، وستجدون ما كتبتموه كما هو.",
        "تأكدوا من تعبئة الاسم الكامل والبريد الإلكتروني والرسالة.",
        "تأكدوا من كتابة البريد الإلكتروني كاملًا، مثل {ltr|name@example.com}.",
        "ضعوا إشارة في مربع الموافقة على {privacy|سياسة الخصوصية}.",
        "أرسلوا النموذج مرة أخرى. وإن كانت جميع الحقول مكتملة وتعذّر الإرسال مع ذلك، فربما لا يستطيع خادمنا استقبال الرسائل في الوقت الحالي، فيرجى الانتظار بضع دقائق ثم المحاولة مجددًا.",
      ],
    },
    note: "هل تفضّلون التحدث إلينا؟ اتصلوا بنا على الرقم {phone}، أو راسلونا عبر واتساب على الرقم {whatsapp}، خلال ساعات الدوام.",
    links: { primary: "الانتقال إلى صفحة التواصل", secondary: "العودة إلى الصفحة الرئيسية" },
  },
} satisfies Record<Lang, ContactResultPage>;
