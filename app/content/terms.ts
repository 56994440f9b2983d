import type { Lang } from "~/i18n/locales";
import type { LegalDocument } from "./legal-document";

/** The terms of service of the website. Update `termsUpdated` whenever the text changes. */
export const termsUpdated = "2026-11-22";

export const termsContent = {
  en: {
    meta: {
      title: "Terms of service",
      description:
        "The terms of use of the {firm} website: general information, not legal advice; no lawyer-client relationship without a signed engagement letter; governed by Jordanian law.",
    },
    breadcrumb: "Terms of service",
    header: {
      eyebrow: "Legal information",
      title: "Terms of service",
      intro:
        "The terms that govern your use of the {firm} website. Please read them before you rely on its content or contact us.",
    },
    updatedLabel: "Last updated",
    summary: {
      heading: "In brief",
      items: [
        "This website gives general information about the law and about the firm. It is not legal advice.",
        "Contacting us does not make you our client: only a signed engagement letter does.",
        "Please do not send confidential details before we have agreed to act for you.",
        "These terms are governed by Jordanian law, and the courts of Amman decide any dispute about them.",
      ],
    },
    tocHeading: "On this page",
    sections: [
      {
        id: "about",
        heading: "About these terms",
        body: [
          "This website is operated by {firm}, whose office is at {address}. By using the website you accept these terms; if you do not accept them, please do not use it.",
          "These terms apply together with our {privacy|privacy policy}, which explains how we handle personal data.",
        ],
      },
      {
        id: "not-legal-advice",
        heading: "General information, not legal advice",
        body: [
          "Everything on this website is general information about the firm and about Jordanian law. It is not legal advice, and it is no substitute for advice on your own circumstances.",
          "Laws change, and every matter turns on its own facts. Do not act, or refrain from acting, on the basis of anything on this website without first taking advice from a qualified lawyer.",
          "Descriptions of our experience, our figures and our clients' testimonials concern past matters. They do not guarantee the outcome of any future matter.",
        ],
      },
      {
        id: "no-lawyer-client-relationship",
        heading: "No lawyer-client relationship",
        body: [
          "Visiting this website, calling or writing to us, or sending the contact form does not create a lawyer-client relationship between you and the firm.",
          "That relationship begins only once we have checked that we have no conflict of interest, agreed to act for you, and signed with you a written engagement letter setting out the scope of our work and our fees.",
          "Until then, we are not responsible for protecting your interests. In particular, any deadline, limitation period or hearing date in your matter remains your responsibility: if one is close, tell us when you first contact us, or call us on {phone}.",
        ],
      },
      {
        id: "confidentiality",
        heading: "Please do not send confidential information yet",
        body: [
          "We treat every inquiry with discretion. However, until we have agreed to act for you, what you send us may not enjoy the protection given to communications between a lawyer and a client, and if we already act for another party in the same matter, we may be unable to help you.",
          "In your first message, please describe your matter in general terms and give the names of the other parties, so that we can check for conflicts of interest. Do not send documents or confidential details until we ask for them.",
        ],
      },
      {
        id: "use-of-the-website",
        heading: "Using the website",
        body: [
          "You may use this website for lawful purposes only. You must not:",
          {
            list: [
              "send false, abusive or unlawful content through the contact form, or send messages in bulk or by automated means;",
              "try to gain unauthorised access to the website, its server or the data it holds, or disrupt its operation;",
              "use the website in any way that infringes the rights of the firm or of others.",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        body: [
          "The text, design, logo and other content of this website belong to the firm or are used with their owners' permission, and are protected by Jordanian law and international treaties.",
          "You may browse the website, and print or save its pages for your own non-commercial use. Any other copying, reproduction or distribution requires our prior written permission.",
          "The map data on the contact page is © OpenStreetMap contributors, available under the Open Database License (ODbL).",
        ],
      },
      {
        id: "other-services",
        heading: "Other websites and services",
        body: [
          "The website links to services run by others, such as OpenStreetMap, Google Maps and WhatsApp. We do not control those services, and we are not responsible for their content, their availability or their privacy practices.",
        ],
      },
      {
        id: "liability",
        heading: "Limitation of liability",
        body: [
          "We take care to keep this website accurate and available, but we provide it “as is”, without any warranty that it is complete, up to date, or free of errors or interruptions.",
          "To the extent permitted by Jordanian law, the firm is not liable for any loss arising from the use of this website, from reliance on its content, or from the website being unavailable. Nothing in these terms limits any liability that the law does not allow to be limited, including liability for fraud or gross negligence.",
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law and jurisdiction",
        body: [
          "These terms, and any dispute arising from them or from the use of this website, are governed by the laws in force in the Hashemite Kingdom of Jordan. The courts of Amman have exclusive jurisdiction over any such dispute.",
        ],
      },
      {
        id: "language",
        heading: "Language",
        body: [
          "These terms are published in Arabic and in English. If the two versions differ, the Arabic text prevails.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        body: [
          "We may change these terms from time to time; the date at the top of this page shows when they last changed. The version published when you use the website is the one that applies.",
        ],
      },
      {
        id: "questions",
        heading: "Questions",
        body: [
          "If you have a question about these terms, write to us at {email} or call us on {phone}.",
        ],
      },
    ],
  },
  ar: {
    meta: {
      title: "شروط الاستخدام",
      description:
        "شروط استخدام موقع {firm}: معلومات عامة لا تُعد استشارة قانونية، ولا تنشأ علاقة المحامي بموكّله إلا باتفاقية أتعاب موقّعة، وتخضع هذه الشروط للقانون الأردني.",
    },
    breadcrumb: "شروط الاستخدام",
    header: {
      eyebrow: "معلومات قانونية",
      title: "شروط الاستخدام",
      intro:
        "الشروط التي تحكم استخدامكم لموقع {firm}. يرجى قراءتها قبل الاعتماد على محتواه أو التواصل معنا.",
    },
    updatedLabel: "آخر تحديث",
    summary: {
      heading: "باختصار",
      items: [
        "يقدّم هذا الموقع معلومات عامة عن القانون وعن المكتب، ولا يُعد استشارة قانونية.",
        "لا يجعلكم التواصل معنا موكّلين لدى المكتب، إذ لا يتم ذلك إلا بتوقيع اتفاقية أتعاب.",
        "يرجى عدم إرسال أي تفاصيل سرية قبل موافقتنا على تمثيلكم.",
        "تخضع هذه الشروط للقانون الأردني، وتختص محاكم عمّان بالنظر في أي نزاع بشأنها.",
      ],
    },
    tocHeading: "محتويات الصفحة",
    sections: [
      {
        id: "about",
        heading: "حول هذه الشروط",
        body: [
          "يدير هذا الموقعَ {firm}، ومقرّه: {address}. ويُعد استخدامكم للموقع قبولًا لهذه الشروط، فإن لم تقبلوها فيرجى عدم استخدامه.",
          "تسري هذه الشروط إلى جانب {privacy|سياسة الخصوصية} التي تبيّن كيفية تعاملنا مع البيانات الشخصية.",
        ],
      },
      {
        id: "not-legal-advice",
        heading: "معلومات عامة لا استشارة قانونية",
        body: [
          "كل ما في هذا الموقع معلومات عامة عن المكتب وعن القانون الأردني، وهو ليس استشارة قانونية ولا يغني عن استشارة تتناول ظروفكم الخاصة.",
          "القوانين تتغير، ولكل قضية وقائعها الخاصة. فلا تتخذوا أي إجراء، ولا تمتنعوا عنه، بناءً على ما ورد في هذا الموقع قبل الحصول على استشارة من محامٍ مؤهل.",
          "ما نعرضه من خبراتنا وأرقامنا وآراء موكّلينا يتعلق بقضايا سابقة، ولا يضمن نتيجة أي قضية مستقبلية.",
        ],
      },
      {
        id: "no-lawyer-client-relationship",
        heading: "لا تنشأ علاقة المحامي بموكّله عبر الموقع",
        body: [
          "لا تنشأ علاقة المحامي بموكّله بينكم وبين المكتب بمجرد زيارة هذا الموقع أو الاتصال بنا أو مراسلتنا أو إرسال نموذج التواصل.",
          "ولا تبدأ هذه العلاقة إلا بعد أن نتحقق من عدم وجود تعارض في المصالح، ونوافق على تمثيلكم، ونوقّع معكم اتفاقية أتعاب خطية تحدد نطاق عملنا وأتعابنا.",
          "وإلى أن يتم ذلك، لا نكون مسؤولين عن حماية مصالحكم. وتبقى على عاتقكم بوجه خاص أي مهلة أو مدة تقادم أو موعد جلسة يتعلق بقضيتكم، فإن كان أيٌّ منها قريبًا فأخبرونا بذلك عند تواصلكم الأول معنا، أو اتصلوا بنا على الرقم {phone}.",
        ],
      },
      {
        id: "confidentiality",
        heading: "يرجى عدم إرسال معلومات سرية في هذه المرحلة",
        body: [
          "نتعامل مع كل استفسار بتكتّم. غير أن ما ترسلونه إلينا قبل موافقتنا على تمثيلكم قد لا يتمتع بالحماية المقررة للمراسلات بين المحامي وموكّله، وإن كنا نمثّل طرفًا آخر في الموضوع نفسه فقد لا نتمكن من مساعدتكم.",
          "يرجى أن تصفوا قضيتكم في رسالتكم الأولى بعبارات عامة، وأن تذكروا أسماء الأطراف الأخرى لنتحقق من عدم وجود تعارض في المصالح، وألّا ترسلوا أي مستندات أو تفاصيل سرية حتى نطلبها منكم.",
        ],
      },
      {
        id: "use-of-the-website",
        heading: "استخدام الموقع",
        body: [
          "يقتصر استخدام هذا الموقع على الأغراض المشروعة، ولا يجوز لكم:",
          {
            list: [
              "إرسال محتوى كاذب أو مسيء أو مخالف للقانون عبر نموذج التواصل، أو إرسال رسائل بكميات كبيرة أو بوسائل آلية؛",
              "محاولة الوصول غير المصرّح به إلى الموقع أو خادمه أو البيانات المحفوظة فيه، أو تعطيل عمله؛",
              "استخدام الموقع على نحو يمسّ حقوق المكتب أو حقوق الغير.",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "الملكية الفكرية",
        body: [
          "نصوص هذا الموقع وتصميمه وشعاره وسائر محتواه مملوكة للمكتب أو مستخدمة بإذن أصحابها، وتحميها القوانين الأردنية والاتفاقيات الدولية.",
          "يجوز لكم تصفّح الموقع، وطباعة صفحاته أو حفظها لاستخدامكم الشخصي غير التجاري. ويتطلب أي نسخ أو استنساخ أو توزيع آخر إذنًا خطيًا مسبقًا منا.",
          "بيانات الخريطة في صفحة التواصل محفوظة الحقوق للمساهمين في OpenStreetMap، ومتاحة بموجب رخصة قاعدة البيانات المفتوحة (ODbL).",
        ],
      },
      {
        id: "other-services",
        heading: "المواقع والخدمات الأخرى",
        body: [
          "يتضمن الموقع روابط إلى خدمات يديرها آخرون، مثل OpenStreetMap وخرائط Google وواتساب. ولا نتحكم في هذه الخدمات، ولا نتحمل أي مسؤولية عن محتواها أو توافرها أو ممارساتها في حماية الخصوصية.",
        ],
      },
      {
        id: "liability",
        heading: "حدود المسؤولية",
        body: [
          "نحرص على دقة هذا الموقع وتوافره، لكننا نقدّمه «كما هو»، دون أي ضمان لاكتماله أو حداثته أو خلوّه من الأخطاء أو الانقطاع.",
          "في الحدود التي يجيزها القانون الأردني، لا يتحمل المكتب أي مسؤولية عن أي ضرر ينشأ عن استخدام هذا الموقع أو الاعتماد على محتواه أو تعذّر الوصول إليه. ولا يحدّ أي نص في هذه الشروط من المسؤولية التي لا يجيز القانون تحديدها، بما في ذلك المسؤولية عن الغش أو الخطأ الجسيم.",
        ],
      },
      {
        id: "governing-law",
        heading: "القانون الواجب التطبيق والاختصاص القضائي",
        body: [
          "تخضع هذه الشروط، وأي نزاع ينشأ عنها أو عن استخدام هذا الموقع، للقوانين النافذة في المملكة الأردنية الهاشمية، وتختص محاكم عمّان دون غيرها بالنظر في أي نزاع من هذا القبيل.",
        ],
      },
      {
        id: "language",
        heading: "لغة الشروط",
        body: [
          "تُنشر هذه الشروط باللغتين العربية والإنجليزية، وفي حال وجود أي اختلاف بينهما يُعتمد النص العربي.",
        ],
      },
      {
        id: "changes",
        heading: "التعديلات على هذه الشروط",
        body: [
          "قد نعدّل هذه الشروط من وقت لآخر، ويبيّن التاريخ المذكور في أعلى هذه الصفحة موعد آخر تعديل. وتسري عليكم الشروط المنشورة وقت استخدامكم للموقع.",
        ],
      },
      {
        id: "questions",
        heading: "الاستفسارات",
        body: ["لأي استفسار حول هذه الشروط، راسلونا على {email} أو اتصلوا بنا على الرقم {phone}."],
      },
    ],
  },
} satisfies Record<Lang, LegalDocument>;
