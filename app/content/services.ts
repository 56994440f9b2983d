import type { Lang } from "~/i18n/locales";

/**
 * The services page's 20 cards in the spec's order. Facts that do not change with the
 * language (id, icon name, highlight) are listed once; each language gives only the words.
 */
export const serviceCards = [
  { id: "trading", icon: "chart-candlestick", highlight: "exclusive" },
  { id: "disputes", icon: "handshake" },
  { id: "banking", icon: "landmark" },
  { id: "mergers", icon: "merge" },
  { id: "criminal", icon: "shield-check" },
  { id: "realEstate", icon: "house" },
  { id: "penal", icon: "gavel" },
  { id: "intellectualProperty", icon: "lightbulb" },
  { id: "labor", icon: "briefcase" },
  { id: "arbitration", icon: "scale" },
  { id: "eviction", icon: "door-open" },
  { id: "tenancy", icon: "key-round" },
  { id: "insurance", icon: "umbrella" },
  { id: "commercial", icon: "briefcase-business", highlight: "featured" },
  { id: "debtManagement", icon: "folder-kanban" },
  { id: "debtCollection", icon: "hand-coins" },
  { id: "realEstateEnforcement", icon: "stamp" },
  { id: "registration", icon: "building-2" },
  { id: "arbitrationCases", icon: "scroll" },
  { id: "contracts", icon: "languages" },
] as const satisfies readonly { id: string; icon: string; highlight?: "exclusive" | "featured" }[];

export type ServiceId = (typeof serviceCards)[number]["id"];
export type ServiceIcon = (typeof serviceCards)[number]["icon"];
/** "exclusive": the flagship, badged; "featured": set apart without a badge. */
export type ServiceHighlight = "exclusive" | "featured";

interface ServiceText {
  title: string;
  /** One or two sentences for a prospective client. */
  description: string;
}

export interface ServicesPage {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; intro: string };
  /** The flagship card's badge. */
  exclusive: string;
  services: Record<ServiceId, ServiceText>;
  cta: { heading: string; body: string; button: string };
}

export const servicesContent = {
  en: {
    meta: {
      title: "Legal Services in Amman",
      description:
        "Trading-law specialists, with banking, corporate, real estate, criminal, arbitration and debt-collection work: twenty legal services in Amman.",
    },
    header: {
      eyebrow: "Practice areas",
      title: "Our Services",
      intro:
        "Twenty areas of practice under one roof, from securities and banking to leases and labor claims. We advise companies and individuals in Arabic and English, and represent them before Jordan's regular courts, from the Magistrates' Courts to the Court of Cassation, before the administrative courts and arbitral tribunals, and before regulators such as the Securities Commission and the Companies Control Department.",
    },
    exclusive: "Exclusive",
    services: {
      trading: {
        title: "Trading Law Specialists",
        description:
          "The first firm in Jordan with dedicated trading-law specialists. We advise brokers, listed companies and investors under the Securities Law No. 18 of 2017, from listing, disclosure and compliance to investigations and proceedings before the Securities Commission, and disputes between investors and brokers before the courts.",
      },
      disputes: {
        title: "Dispute Resolution",
        description:
          "Negotiation, mediation and settlement of commercial and civil disputes, including court-referred mediation, so that a conflict can end in a signed agreement rather than years of litigation.",
      },
      banking: {
        title: "Banking Litigation",
        description:
          "Representing banks and borrowers in disputes over credit facilities, guarantees and account operations, from the Court of First Instance to the Court of Cassation, with a working knowledge of the Banks Law and the Central Bank's instructions.",
      },
      mergers: {
        title: "Corporate Mergers and Liquidations",
        description:
          "Mergers, acquisitions and voluntary or compulsory liquidations under the Companies Law, including the filings with the Companies Control Department and the liquidator's work through to deregistration.",
      },
      criminal: {
        title: "Criminal Law",
        description:
          "Advice and a defense strategy from the first summons: your rights during questioning by the Public Prosecution, release on bail, and financial offenses such as fraud, breach of trust and embezzlement.",
      },
      realEstate: {
        title: "Real Estate Law",
        description:
          "Buying, selling and registering land and apartments at the Department of Lands and Survey, title checks before you pay, and the partition of jointly owned property under the Real Estate Ownership Law of 2019.",
      },
      penal: {
        title: "Penal Cases",
        description:
          "Court representation in misdemeanors and felonies before the Magistrates' Courts, the Courts of First Instance and the Major Felonies Court, for the accused and for victims bringing a civil claim (personal right) in the criminal case, through appeal and cassation.",
      },
      intellectualProperty: {
        title: "Intellectual Property",
        description:
          "Registering trademarks, patents and industrial designs with the Ministry of Industry, Trade and Supply, and acting against infringement, counterfeit goods and copyright piracy.",
      },
      labor: {
        title: "Labor and Employment",
        description:
          "For employers: employment contracts, internal regulations and lawful terminations. For employees: claims for unpaid wages, end-of-service entitlements and arbitrary dismissal under the Labor Law.",
      },
      arbitration: {
        title: "Arbitration Services",
        description:
          "Drafting arbitration clauses, appointing arbitrators and guiding the procedure under the Arbitration Law No. 31 of 2001 and its amendments, in domestic and international commercial arbitration.",
      },
      eviction: {
        title: "Tenant Eviction",
        description:
          "Eviction claims for unpaid rent, expiry of the lease, unauthorized subletting or damage to the premises under the Owners and Tenants Law, pursued through to enforcement.",
      },
      tenancy: {
        title: "Property Renting Disputes",
        description:
          "Disputes between landlords and tenants over rent increases, deposits, repairs and renewal, and leases drafted so that those disputes do not arise.",
      },
      insurance: {
        title: "Insurance Claims",
        description:
          "Pursuing and defending claims under motor, property, medical and life policies, including disputes over exclusions and valuations, before the courts, and complaints to the Central Bank of Jordan, which has supervised insurers since 2021.",
      },
      commercial: {
        title: "Commercial Litigation",
        description:
          "Court representation in disputes between merchants and companies under the Commerce Law: supply and distribution, commercial agency, partnerships and unpaid invoices, through appeal and cassation.",
      },
      debtManagement: {
        title: "Debt Management",
        description:
          "Putting a creditor's receivables in order: checking the documents behind each debt, serving notarized notices and negotiating a settlement or rescheduling before a file goes to court.",
      },
      debtCollection: {
        title: "Debt Collection and Execution",
        description:
          "Turning judgments, cheques and promissory notes into payment through the Execution Department: attachment of assets and salaries, travel bans and the other measures of the Execution Law.",
      },
      realEstateEnforcement: {
        title: "Real Estate Enforcement",
        description:
          "Enforcing mortgages and judgments against land and buildings: registering the attachment, valuation and sale at public auction through the Execution Department and the Department of Lands and Survey.",
      },
      registration: {
        title: "Business Registration",
        description:
          "Registering limited liability and shareholding companies with the Companies Control Department, and sole proprietorships with the Ministry of Industry, Trade and Supply, with the licenses you need to open.",
      },
      arbitrationCases: {
        title: "Arbitration Cases",
        description:
          "Representing clients before arbitral tribunals; before the Courts of Appeal in actions to annul awards made in Jordan and applications to enforce them; and in the recognition and enforcement in Jordan of awards made abroad, under the New York Convention, to which Jordan is a party.",
      },
      contracts: {
        title: "Multilingual Contract Drafting (Arabic, English, French)",
        description:
          "Contracts drafted and reviewed in Arabic, English and French, with parallel versions that say exactly the same thing and a clause stating which language prevails.",
      },
    },
    cta: {
      heading: "Not sure which service fits your matter?",
      body: "Tell us briefly what happened. An attorney will reply within 24 hours on working days and explain what the next step should be.",
      button: "Schedule Consultation",
    },
  },
  ar: {
    meta: {
      title: "الخدمات القانونية في عمّان",
      description:
        "متخصصون في قانون الأوراق المالية، إلى جانب القضايا المصرفية وقانون الشركات والملكية العقارية والقضايا الجزائية والتحكيم وتحصيل الديون: عشرون خدمة قانونية في عمّان.",
    },
    header: {
      eyebrow: "مجالات الاختصاص",
      title: "خدماتنا",
      intro:
        "عشرون مجالًا قانونيًا تحت سقف واحد، من الأوراق المالية والقضايا المصرفية إلى الإيجارات وقضايا العمل. نقدّم المشورة للشركات والأفراد بالعربية والإنجليزية، ونمثّلهم أمام المحاكم النظامية من محاكم الصلح حتى محكمة التمييز، وأمام القضاء الإداري وهيئات التحكيم، ولدى الجهات الرقابية كهيئة الأوراق المالية ودائرة مراقبة الشركات.",
    },
    exclusive: "حصري",
    services: {
      trading: {
        title: "متخصصون في قانون الأوراق المالية",
        description:
          "أول مكتب محاماة في الأردن يضم محامين متخصصين في قانون الأوراق المالية. نقدّم المشورة لشركات الوساطة والشركات المدرجة والمستثمرين وفق قانون الأوراق المالية رقم 18 لسنة 2017، من الإدراج والإفصاح والامتثال، إلى التحقيقات والإجراءات لدى هيئة الأوراق المالية، والنزاعات بين المستثمرين وشركات الوساطة أمام المحاكم.",
      },
      disputes: {
        title: "تسوية النزاعات",
        description:
          "التفاوض والوساطة والتسوية في النزاعات التجارية والمدنية، بما فيها الوساطة القضائية، لينتهي الخلاف باتفاق موقّع بدلًا من سنوات من التقاضي.",
      },
      banking: {
        title: "القضايا المصرفية",
        description:
          "تمثيل البنوك والمقترضين في النزاعات المتعلقة بالتسهيلات الائتمانية والكفالات وعمليات الحسابات، من محكمة البداية حتى محكمة التمييز، بفهم عملي لقانون البنوك وتعليمات البنك المركزي الأردني.",
      },
      mergers: {
        title: "اندماج الشركات وتصفيتها",
        description:
          "اندماج الشركات والاستحواذ عليها وتصفيتها تصفيةً اختيارية أو إجبارية وفق قانون الشركات، بما في ذلك المعاملات لدى دائرة مراقبة الشركات وأعمال المصفّي حتى شطب الشركة من السجل.",
      },
      criminal: {
        title: "القانون الجزائي",
        description:
          "المشورة ورسم استراتيجية الدفاع منذ التبليغ الأول: حقوقكم أثناء التحقيق لدى النيابة العامة، وإخلاء السبيل بالكفالة، والجرائم المالية كالاحتيال وإساءة الائتمان والاختلاس.",
      },
      realEstate: {
        title: "الملكية العقارية",
        description:
          "شراء الأراضي والشقق وبيعها وتسجيلها لدى دائرة الأراضي والمساحة، والتحقق من سند الملكية قبل الدفع، وإزالة الشيوع في العقارات المشتركة وفق قانون الملكية العقارية لسنة 2019.",
      },
      penal: {
        title: "القضايا الجزائية",
        description:
          "التمثيل في الجنح والجنايات أمام محاكم الصلح ومحاكم البداية ومحكمة الجنايات الكبرى، للمشتكى عليهم وللمشتكين المدّعين بالحق الشخصي، مرورًا بالاستئناف والتمييز.",
      },
      intellectualProperty: {
        title: "الملكية الفكرية",
        description:
          "تسجيل العلامات التجارية وبراءات الاختراع والرسوم والنماذج الصناعية لدى وزارة الصناعة والتجارة والتموين، وملاحقة التعدي على الحقوق والبضائع المقلّدة وانتهاك حق المؤلف.",
      },
      labor: {
        title: "قضايا العمل والعمّال",
        description:
          "لأصحاب العمل: عقود العمل والأنظمة الداخلية وإنهاء الخدمة وفق القانون. وللعاملين: المطالبة بالأجور غير المدفوعة ومستحقات نهاية الخدمة والتعويض عن الفصل التعسفي وفق قانون العمل.",
      },
      arbitration: {
        title: "خدمات التحكيم",
        description:
          "صياغة شروط التحكيم وتعيين المحكّمين وإدارة الإجراءات وفق قانون التحكيم رقم 31 لسنة 2001 وتعديلاته، في التحكيم التجاري المحلي والدولي.",
      },
      eviction: {
        title: "إخلاء المأجور",
        description:
          "دعاوى إخلاء المأجور لعدم دفع الأجرة، أو انتهاء مدة العقد، أو التأجير من الباطن دون إذن، أو إلحاق الضرر بالمأجور، وفق قانون المالكين والمستأجرين، ومتابعتها حتى التنفيذ.",
      },
      tenancy: {
        title: "نزاعات المالكين والمستأجرين",
        description:
          "النزاعات بين المالكين والمستأجرين حول زيادة الأجرة والتأمينات والصيانة وتجديد العقد، وصياغة عقود إيجار تحول دون نشوئها.",
      },
      insurance: {
        title: "مطالبات التأمين",
        description:
          "المطالبة أو الدفاع في مطالبات تأمين المركبات والممتلكات والتأمين الطبي والتأمين على الحياة، بما فيها النزاعات حول الاستثناءات وتقدير الأضرار، أمام المحاكم، والشكاوى إلى البنك المركزي الأردني الذي يتولى الرقابة على قطاع التأمين منذ عام 2021.",
      },
      commercial: {
        title: "القضايا التجارية",
        description:
          "التمثيل أمام المحاكم في النزاعات بين التجار والشركات وفق قانون التجارة: عقود التوريد والتوزيع، والوكالات التجارية، والشراكات، والفواتير غير المسددة، حتى الاستئناف والتمييز.",
      },
      debtManagement: {
        title: "إدارة ملفات الديون",
        description:
          "ترتيب ملفات الديون المستحقة للدائن قبل اللجوء إلى القضاء: تدقيق المستندات التي يستند إليها كل دين، وتوجيه الإنذارات العدلية، والتفاوض على التسوية أو إعادة الجدولة.",
      },
      debtCollection: {
        title: "تحصيل الديون والتنفيذ",
        description:
          "تحويل الأحكام والشيكات والكمبيالات إلى أموال محصّلة عبر دائرة التنفيذ: الحجز على الأموال والرواتب، ومنع السفر، وسائر الإجراءات التي يتيحها قانون التنفيذ.",
      },
      realEstateEnforcement: {
        title: "التنفيذ على العقارات",
        description:
          "تنفيذ الرهون والأحكام على الأراضي والأبنية: وضع إشارة الحجز، والتخمين، والبيع بالمزاد العلني عبر دائرة التنفيذ ودائرة الأراضي والمساحة.",
      },
      registration: {
        title: "تسجيل الشركات والمؤسسات الفردية",
        description:
          "تسجيل الشركات ذات المسؤولية المحدودة والشركات المساهمة لدى دائرة مراقبة الشركات، والمؤسسات الفردية لدى وزارة الصناعة والتجارة والتموين، مع الرخص اللازمة لمباشرة العمل.",
      },
      arbitrationCases: {
        title: "التمثيل في قضايا التحكيم",
        description:
          "تمثيل الموكّلين أمام هيئات التحكيم؛ وأمام محاكم الاستئناف في دعاوى بطلان أحكام التحكيم الصادرة في الأردن وطلبات تنفيذها؛ وفي الاعتراف بأحكام التحكيم الصادرة خارج الأردن وتنفيذها فيه وفق اتفاقية نيويورك التي صادق عليها الأردن.",
      },
      contracts: {
        title: "صياغة العقود بالعربية والإنجليزية والفرنسية",
        description:
          "صياغة العقود ومراجعتها بالعربية والإنجليزية والفرنسية، بنسخ متقابلة تحمل المعنى ذاته تمامًا، مع بند يحدد اللغة المعتمدة عند الاختلاف.",
      },
    },
    cta: {
      heading: "لستم متأكدين من الخدمة التي تناسب قضيتكم؟",
      body: "أخبرونا باختصار بما حدث، وسيردّ عليكم أحد محامينا خلال 24 ساعة في أيام العمل ليوضح لكم الخطوة التالية.",
      button: "احجز استشارة",
    },
  },
} satisfies Record<Lang, ServicesPage>;

/** What the services page receives: its words in one language and the cards in order. */
export function servicesPage(lang: Lang) {
  const { services, ...page } = servicesContent[lang];
  return {
    ...page,
    cards: serviceCards.map((card) => ({
      id: card.id,
      icon: card.icon,
      highlight: ("highlight" in card ? card.highlight : null) as ServiceHighlight | null,
      ...services[card.id],
    })),
  };
}

export type ServicesPageData = ReturnType<typeof servicesPage>;
export type ServiceCard = ServicesPageData["cards"][number];
