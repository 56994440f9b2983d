import type { Lang } from "~/i18n/locales";
import type { AttorneysPage, ProfilePageText } from "./attorney-types";

export const attorneysContent = {
  en: {
    meta: {
      title: "Our Attorneys",
      description:
        "Meet our attorneys in Amman: lawyers in banking, securities, corporate and criminal law before Jordan's courts and arbitral tribunals, with an of-counsel professor of international economic law.",
    },
    header: {
      eyebrow: "Our attorneys",
      title: "Senior lawyers who stay with your matter from first meeting to final judgment",
      intro:
        "Every matter is led by a senior attorney who knows Jordan's courts, regulators and arbitral tribunals from years of practice. Meet the people you will work with.",
    },
    viewProfile: "View profile of {name}",
    profileLink: "View profile",
    approach: {
      eyebrow: "Our approach",
      heading: "How we work for you",
      intro: "Three principles shape every matter we accept.",
      items: {
        expertise: {
          title: "Deep expertise",
          text: "Each matter goes to the attorney who knows its field best, whether securities, banking, corporate or criminal law. Your advice rests on years of cases like yours, not on general principles.",
        },
        collaboration: {
          title: "Team collaboration",
          text: "Our attorneys review difficult files together, and our of-counsel professor adds academic depth where the law is unsettled. One partner remains answerable to you throughout.",
        },
        commitment: {
          title: "Client commitment",
          text: "We reply within 24 hours on working days, explain our fees before we begin, and tell you plainly how we assess your chances.",
        },
      },
    },
    cta: {
      heading: "Speak with one of our attorneys",
      body: "Book a consultation at our office in Shmeisani, by phone or by video call. Tell us whom you would like to see, or let us match your matter to the right attorney.",
      button: "Schedule Consultation",
    },
  },
  ar: {
    meta: {
      title: "محامونا",
      description:
        "تعرّفوا على محامينا في عمّان: محامون ذوو خبرة في القضايا المصرفية والأوراق المالية وقانون الشركات والقضايا الجزائية أمام المحاكم وهيئات التحكيم في الأردن، ومستشار قانوني أكاديمي في القانون الاقتصادي الدولي.",
    },
    header: {
      eyebrow: "محامونا",
      title: "محامون ذوو خبرة يرافقون قضيتكم من اللقاء الأول حتى صدور الحكم القطعي",
      intro:
        "يتولى كل ملف محامٍ ذو خبرة يعرف المحاكم والجهات الرقابية وهيئات التحكيم في الأردن عن قرب بعد سنوات طويلة من الممارسة. تعرّفوا على من ستعملون معهم.",
    },
    viewProfile: "عرض ملف {name}",
    profileLink: "عرض الملف",
    approach: {
      eyebrow: "نهجنا",
      heading: "كيف نعمل من أجلكم",
      intro: "ثلاثة مبادئ تحكم كل قضية نتولاها.",
      items: {
        expertise: {
          title: "خبرة متعمّقة",
          text: "يتولى كل ملف المحامي الأعرف بمجاله، سواء أكان في الأوراق المالية أم القضايا المصرفية أم قانون الشركات أم القضايا الجزائية، فتحصلون على مشورة مبنية على سنوات من القضايا المماثلة لا على مبادئ عامة.",
        },
        collaboration: {
          title: "العمل بروح الفريق",
          text: "يراجع محامونا الملفات الصعبة معًا، ويضيف مستشارنا الأكاديمي عمقًا علميًا حيث لا يكون الحكم القانوني مستقرًا، ويبقى شريك واحد مسؤولًا أمامكم طوال الوقت.",
        },
        commitment: {
          title: "الالتزام تجاه الموكّلين",
          text: "نردّ على استفساراتكم خلال 24 ساعة في أيام العمل، ونوضّح الأتعاب قبل البدء، ونصارحكم بتقديرنا لفرص قضيتكم.",
        },
      },
    },
    cta: {
      heading: "تحدّثوا إلى أحد محامينا",
      body: "احجزوا استشارة في مكتبنا في الشميساني أو عبر الهاتف أو بمكالمة فيديو. أخبرونا بالمحامي الذي تودّون مقابلته، أو دعونا نختار لقضيتكم المحامي الأنسب.",
      button: "احجز استشارة",
    },
  },
} satisfies Record<Lang, AttorneysPage>;

export const profilePageText = {
  en: {
    back: "Back to attorneys",
    contact: {
      heading: "Get in touch",
      email: "Email",
      phone: "Phone",
      schedule: "Schedule Consultation",
      saveContact: "Save contact",
      saveContactNote: "A vCard for your phone or address book",
    },
    biography: "Biography",
    statsHeading: "Our team in numbers",
    stats: {
      years: "Years at the Bar of our senior partner",
      cases: "Cases handled",
      certifications: "Certifications",
    },
    sections: {
      education: "Education",
      career: "Professional experience",
      areas: "Areas of practice",
      achievements: "Notable achievements",
      positions: "Professional positions",
      certifications: "Certifications",
    },
    present: "Present",
    closing: {
      heading: "Discuss your matter with our team",
      body: "Book a consultation in person in Amman, by phone or by video call. We reply within 24 hours on working days.",
      button: "Schedule Consultation",
      attorneys: "View all attorneys",
    },
  },
  ar: {
    back: "العودة إلى قائمة المحامين",
    contact: {
      heading: "تواصلوا معنا",
      email: "البريد الإلكتروني",
      phone: "رقم الهاتف",
      schedule: "احجز استشارة",
      saveContact: "حفظ جهة الاتصال",
      saveContactNote: "بطاقة اتصال (vCard) لهاتفكم أو دفتر العناوين",
    },
    biography: "السيرة المهنية",
    statsHeading: "فريقنا في أرقام",
    stats: {
      years: "عامًا منذ قيد شريكنا الأقدم في نقابة المحامين",
      cases: "قضايا تولّيناها",
      certifications: "الشهادات المهنية",
    },
    sections: {
      education: "المؤهلات العلمية",
      career: "الخبرات العملية",
      areas: "مجالات الاختصاص",
      achievements: "أبرز الإنجازات",
      positions: "المناصب المهنية",
      certifications: "الشهادات المهنية",
    },
    present: "حتى الآن",
    closing: {
      heading: "ناقشوا قضيتكم مع فريقنا",
      body: "احجزوا استشارة في مكتبنا في عمّان أو عبر الهاتف أو بمكالمة فيديو، ونردّ عليكم خلال 24 ساعة في أيام العمل.",
      button: "احجز استشارة",
      attorneys: "عرض جميع المحامين",
    },
  },
} satisfies Record<Lang, ProfilePageText>;
