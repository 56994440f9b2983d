import type { Lang } from "~/i18n/locales";

/**
 * The contact page's copy. Tokens such as {firm}, {district} or {phone} stand for the firm's facts
 * in firm.ts (see app/i18n/firm-text.ts); days and times come from firm.hours.
 */
export interface ContactPage {
  meta: { title: string; description: string };
  breadcrumb: string;
  header: { eyebrow: string; title: string; intro: string };
  form: { heading: string; intro: string };
  direct: {
    heading: string;
    phone: string;
    whatsapp: string;
    email: string;
    note: string;
  };
  hours: {
    heading: string;
    /** The open days, from {first} to {last}. */
    days: string;
    byAppointment: string;
    note: string;
  };
  location: {
    heading: string;
    intro: string;
    addressHeading: string;
    postalCode: string;
    /** The map frame's title: what a screen reader announces for it. */
    mapTitle: string;
    openInMaps: string;
  };
  visit: {
    heading: string;
    intro: string;
    items: { directions: VisitItem; parking: VisitItem; building: VisitItem; meeting: VisitItem };
  };
}

interface VisitItem {
  title: string;
  body: string;
}

export const contactPageContent = {
  en: {
    meta: {
      title: "Contact us",
      description:
        "Call, email, WhatsApp or visit {firm} in {district}, {city}. Send us your inquiry and an attorney will reply within 24 hours on working days.",
    },
    breadcrumb: "Contact",
    header: {
      eyebrow: "Contact us",
      title: "Speak with an attorney",
      intro:
        "Call us, write to us or visit our office in {district}. An attorney reads every inquiry, and we reply within 24 hours on working days.",
    },
    form: {
      heading: "Send us a message",
      intro:
        "Tell us briefly what your matter is about and how to reach you. Please keep confidential details for our first meeting.",
    },
    direct: {
      heading: "Reach us directly",
      phone: "Phone",
      whatsapp: "WhatsApp",
      email: "Email",
      note: "We answer calls during business hours and reply to every email and WhatsApp message within 24 hours on working days.",
    },
    hours: {
      heading: "Business hours",
      days: "{first} to {last}",
      byAppointment: "By appointment",
      note: "Meetings on other days are arranged in advance: call us, or mention it in your message.",
    },
    location: {
      heading: "Our office",
      intro: "We are in {district}, at the heart of {city}'s business district.",
      addressHeading: "Address",
      postalCode: "Postal code",
      mapTitle: "Map showing the office of {firm} in {district}, {city}",
      openInMaps: "Open in Google Maps",
    },
    visit: {
      heading: "Visiting the office",
      intro:
        "Consultations at the office are by appointment, so that an attorney is free to see you when you arrive.",
      items: {
        directions: {
          title: "Finding us",
          body: "The building stands on Abdul Hameed Sharaf Street in {district}, a few minutes' drive from the Sports City roundabout. Taxi and ride-hailing drivers know the street: give them the building number.",
        },
        parking: {
          title: "Parking",
          body: "Visitors may use the car park beneath the building: tell the attendant that you are visiting {name}. Parking on the street is scarce during working hours, so allow a few extra minutes.",
        },
        building: {
          title: "In the building",
          body: "Take the lift to the third floor, where our reception will meet you. If you need any assistance reaching us, tell us when you book and we will arrange it.",
        },
        meeting: {
          title: "Your first meeting",
          body: "Bring your identity card or passport and the documents related to your matter, such as contracts, court papers and correspondence. If you represent a company, bring its registration certificate and proof of your authority to act for it.",
        },
      },
    },
  },
  ar: {
    meta: {
      title: "اتصل بنا",
      description:
        "تواصلوا مع {firm} هاتفيًا أو عبر البريد الإلكتروني أو واتساب، أو زورونا في مكتبنا في {district}، {city}. أرسلوا إلينا استفساركم وسيردّ عليكم أحد محامينا خلال 24 ساعة في أيام العمل.",
    },
    breadcrumb: "اتصل بنا",
    header: {
      eyebrow: "تواصلوا معنا",
      title: "تحدّثوا إلى أحد محامينا",
      intro:
        "اتصلوا بنا أو راسلونا أو زورونا في مكتبنا في {district}. يطّلع أحد محامينا على كل استفسار، ونردّ عليكم خلال 24 ساعة في أيام العمل.",
    },
    form: {
      heading: "أرسلوا إلينا رسالة",
      intro:
        "صفوا لنا موضوع قضيتكم باختصار وكيف نتواصل معكم، واحتفظوا بالتفاصيل السرية لاجتماعنا الأول.",
    },
    direct: {
      heading: "تواصلوا معنا مباشرة",
      phone: "الهاتف",
      whatsapp: "واتساب",
      email: "البريد الإلكتروني",
      note: "نجيب على المكالمات خلال ساعات الدوام، ونردّ على كل رسالة بريد إلكتروني أو واتساب خلال 24 ساعة في أيام العمل.",
    },
    hours: {
      heading: "ساعات الدوام",
      days: "من {first} إلى {last}",
      byAppointment: "بموعد مسبق",
      note: "نرتّب اللقاءات في غير هذه الأيام مسبقًا، فاتصلوا بنا أو اذكروا ذلك في رسالتكم.",
    },
    location: {
      heading: "مكتبنا",
      intro: "يقع مكتبنا في {district}، في قلب منطقة الأعمال في {city}.",
      addressHeading: "العنوان",
      postalCode: "الرمز البريدي",
      mapTitle: "خريطة تُظهر موقع مكتب {firm} في {district}، {city}",
      openInMaps: "فتح الموقع في خرائط Google",
    },
    visit: {
      heading: "زيارة المكتب",
      intro:
        "نستقبل الاستشارات في المكتب بموعد مسبق، ليكون أحد محامينا متفرغًا لاستقبالكم عند وصولكم.",
      items: {
        directions: {
          title: "الوصول إلينا",
          body: "يقع المبنى في شارع عبد الحميد شرف في {district}، على بُعد دقائق بالسيارة من دوار المدينة الرياضية. ويعرف سائقو سيارات الأجرة وتطبيقات النقل الشارع جيدًا، فيكفي أن تذكروا لهم رقم البناية.",
        },
        parking: {
          title: "مواقف السيارات",
          body: "يمكن للزوار استخدام موقف السيارات أسفل المبنى، مع إبلاغ الحارس بأنكم في زيارة إلى {name}. أما المواقف في الشارع فمحدودة خلال ساعات الدوام، لذا نرجو أن تحتسبوا بضع دقائق إضافية.",
        },
        building: {
          title: "داخل المبنى",
          body: "استقلّوا المصعد إلى الطابق الثالث، حيث يستقبلكم موظفو الاستقبال. وإن احتجتم إلى أي مساعدة للوصول إلينا، فأخبرونا بذلك عند حجز الموعد وسنرتّب الأمر.",
        },
        meeting: {
          title: "اجتماعكم الأول",
          body: "أحضروا البطاقة الشخصية أو جواز السفر والمستندات المتعلقة بقضيتكم، كالعقود وأوراق الدعاوى والمراسلات. وإن كنتم تمثّلون شركة، فأحضروا شهادة تسجيلها وما يثبت تفويضكم بالتصرف باسمها.",
        },
      },
    },
  },
} satisfies Record<Lang, ContactPage>;
