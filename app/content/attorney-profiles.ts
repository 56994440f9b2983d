import type { Lang } from "~/i18n/locales";
import type { AttorneyId } from "./firm";

/**
 * The three attorneys' profiles, keyed by the ids in firm.ts (name, title and email live there).
 * Career details are plausible placeholders for the firm to confirm, like the firm's other facts.
 */
export interface AttorneyProfile {
  /** One line under the name: what the attorney is retained for. */
  specializations: string;
  /** Time in practice, in words, beside the title badge. */
  experience: string;
  /** Two or three paragraphs. */
  biography: string[];
  education: { degree: string; institution: string; year: number }[];
  /** Newest first; `end: null` means to the present day. */
  career: { role: string; organization: string; start: number; end: number | null }[];
  /** The spec's data shape: one comma-separated string, split into items for display. */
  expertiseList: string;
  achievements: string[];
  positions: string[];
  certifications: string[];
  metaDescription: string;
}

const khaledNasser = {
  en: {
    specializations:
      "Banking and securities litigation, insurance disputes, arbitration and debt recovery for banks, insurers and listed companies.",
    experience: "37 years since admission to the Bar",
    biography: [
      "Khaled Nasser founded the firm in 2009 and has led it as executive director and senior partner ever since. He was admitted to the Jordanian Bar Association in 1989, after two years of training. Of his 37 years since then, he spent six as an associate at a commercial law firm in Amman, fourteen as head of the legal department of a Jordanian commercial bank, and the rest at the head of this firm.",
      "At the bank he handled credit disputes, restructurings and the recovery of defaulted facilities. That experience still shapes his work: banks, insurers and listed companies retain him for disputes where the documents are complex and the sums are large.",
      "He sits as an arbitrator on the panel of the Amman Chamber of Commerce and regularly represents parties in domestic and international commercial arbitration. He works in Arabic and English.",
    ],
    education: [
      {
        degree: "Diploma in Banking Law and Credit",
        institution: "Institute of Banking Studies, Amman",
        year: 1997,
      },
      {
        degree: "Master of Laws (LLM) in Commercial Law",
        institution: "The University of Jordan",
        year: 1994,
      },
      { degree: "Bachelor of Laws (LLB)", institution: "The University of Jordan", year: 1986 },
    ],
    career: [
      {
        role: "Founder, Executive Director and Senior Partner",
        organization: "Nasser & Partners, Amman",
        start: 2009,
        end: null,
      },
      {
        role: "Head of the Legal Department",
        organization: "A Jordanian commercial bank, Amman",
        start: 1995,
        end: 2009,
      },
      {
        role: "Associate Attorney",
        organization: "A commercial law firm in Amman",
        start: 1989,
        end: 1995,
      },
      { role: "Trainee Lawyer", organization: "A law office in Amman", start: 1987, end: 1989 },
    ],
    expertiseList:
      "Banking litigation, Insurance claims, Securities law, Arbitration, Debt management, Real estate",
    achievements: [
      "Recovered more than JOD 30 million in defaulted credit facilities for Jordanian banks through settlements and enforcement.",
      "Won a reinsurance dispute for a listed insurance company in international arbitration.",
      "Built the firm's trading-law team from the firm's founding.",
      "Restructured a syndicated loan to a Jordanian industrial group, sparing it insolvency proceedings.",
    ],
    positions: [
      "Member of the Jordanian Bar Association since 1989",
      "Arbitrator on the panel of the Amman Chamber of Commerce",
      "Legal adviser to the boards of several public shareholding companies",
      "Lecturer in banking litigation for the Bar Association's trainee lawyers",
    ],
    certifications: [
      "Fellow of the Chartered Institute of Arbitrators (FCIArb)",
      "Certified Anti-Money Laundering Specialist (CAMS)",
      "Accredited mediator, Ministry of Justice",
      "Certificate in Islamic Finance Contracts, Institute of Banking Studies",
    ],
    metaDescription:
      "Khaled Nasser, executive director and senior partner, at the Bar since 1989: banking, insurance and securities disputes, arbitration and debt recovery in Jordan.",
  },
  ar: {
    specializations:
      "التقاضي في القضايا المصرفية والأوراق المالية ونزاعات التأمين والتحكيم وتحصيل الديون، للبنوك وشركات التأمين والشركات المدرجة.",
    experience: "37 عامًا منذ قيده في نقابة المحامين",
    biography: [
      "أسّس خالد ناصر المكتب عام 2009، ويتولى إدارته منذ ذلك الحين بصفته المدير التنفيذي والشريك الأقدم. قُيّد في سجل المحامين الأساتذة لدى نقابة المحامين الأردنيين عام 1989 بعد سنتين من التدريب، وأمضى من أعوامه السبعة والثلاثين منذ ذلك الحين ستة أعوام محاميًا في مكتب محاماة تجاري في عمّان، وأربعة عشر عامًا رئيسًا للدائرة القانونية في أحد البنوك التجارية الأردنية، وما تلاها على رأس هذا المكتب.",
      "تولّى في البنك نزاعات التسهيلات الائتمانية وإعادة الهيكلة وتحصيل التسهيلات المتعثرة، ولا تزال هذه الخبرة تطبع عمله، إذ تعتمد عليه البنوك وشركات التأمين والشركات المدرجة في النزاعات التي تتشعب فيها المستندات وتكبر فيها المبالغ.",
      "وهو محكّم معتمد لدى غرفة تجارة عمّان، ويمثّل الأطراف بانتظام في قضايا التحكيم التجاري المحلي والدولي، ويعمل باللغتين العربية والإنجليزية.",
    ],
    education: [
      {
        degree: "دبلوم في القانون المصرفي والائتمان",
        institution: "معهد الدراسات المصرفية، عمّان",
        year: 1997,
      },
      { degree: "ماجستير في القانون التجاري", institution: "الجامعة الأردنية", year: 1994 },
      { degree: "بكالوريوس في الحقوق", institution: "الجامعة الأردنية", year: 1986 },
    ],
    career: [
      {
        role: "المؤسس والمدير التنفيذي والشريك الأقدم",
        organization: "ناصر وشركاه للمحاماة، عمّان",
        start: 2009,
        end: null,
      },
      {
        role: "رئيس الدائرة القانونية",
        organization: "أحد البنوك التجارية الأردنية، عمّان",
        start: 1995,
        end: 2009,
      },
      { role: "محامٍ", organization: "مكتب محاماة تجاري في عمّان", start: 1989, end: 1995 },
      { role: "محامٍ متدرّب", organization: "مكتب محاماة في عمّان", start: 1987, end: 1989 },
    ],
    expertiseList:
      "القضايا المصرفية، مطالبات التأمين، قانون الأوراق المالية، التحكيم، إدارة ملفات الديون، الملكية العقارية",
    achievements: [
      "استرداد ما يزيد على 30 مليون دينار أردني من التسهيلات الائتمانية المتعثرة لصالح بنوك أردنية عن طريق التسويات والتنفيذ.",
      "كسب نزاع إعادة تأمين لصالح شركة تأمين مدرجة أمام هيئة تحكيم دولية.",
      "بناء فريق قانون الأوراق المالية في المكتب منذ تأسيسه.",
      "إعادة هيكلة قرض تجمّع بنكي لمجموعة صناعية أردنية، مما جنّبها إجراءات الإعسار.",
    ],
    positions: [
      "عضو نقابة المحامين الأردنيين منذ عام 1989",
      "محكّم معتمد لدى غرفة تجارة عمّان",
      "مستشار قانوني لمجالس إدارة عدد من الشركات المساهمة العامة",
      "محاضر في التقاضي المصرفي ضمن برنامج تدريب المحامين المتدرّبين في النقابة",
    ],
    certifications: [
      "زميل المعهد المعتمد للمحكّمين (FCIArb)",
      "أخصائي معتمد في مكافحة غسل الأموال (CAMS)",
      "وسيط معتمد لدى وزارة العدل",
      "شهادة في عقود التمويل الإسلامي، معهد الدراسات المصرفية",
    ],
    metaDescription:
      "خالد ناصر، المدير التنفيذي والشريك الأقدم، عضو نقابة المحامين منذ عام 1989: القضايا المصرفية ونزاعات التأمين والأوراق المالية والتحكيم وتحصيل الديون في الأردن.",
  },
} satisfies Record<Lang, AttorneyProfile>;

/** Rania Haddad: the Arabic uses feminine forms throughout. */
const raniaHaddad = {
  en: {
    specializations:
      "Corporate transactions, Amman Stock Exchange matters and criminal defense for companies and their executives.",
    experience: "20 years since admission to the Bar",
    biography: [
      "Rania Haddad joined the firm in 2016 as a senior associate. She was admitted to the Jordanian Bar Association in 2006, after two years of training. Of her 20 years since then, she spent six as an associate at a corporate and criminal law firm in Amman, four as in-house counsel to a brokerage firm, and the rest at this firm.",
      "Her four years as in-house counsel to a brokerage firm licensed by the Securities Commission gave her a working knowledge of the Amman Stock Exchange from the inside. Today she advises listed and private companies on incorporation, share transfers, disclosure and board governance, and defends executives in financial criminal cases.",
      "Her work also covers real estate and banking disputes. Clients value her clear written advice and her careful preparation before every hearing. She works in Arabic and English.",
    ],
    education: [
      {
        degree: "Master of Laws (LLM) in Private Law",
        institution: "The University of Jordan",
        year: 2009,
      },
      { degree: "Bachelor of Laws (LLB)", institution: "The University of Jordan", year: 2003 },
    ],
    career: [
      {
        role: "Senior Associate Attorney",
        organization: "Nasser & Partners, Amman",
        start: 2016,
        end: null,
      },
      {
        role: "Legal Counsel",
        organization: "A brokerage firm licensed by the Jordan Securities Commission",
        start: 2012,
        end: 2016,
      },
      {
        role: "Associate Attorney",
        organization: "A corporate and criminal law firm in Amman",
        start: 2006,
        end: 2012,
      },
      { role: "Trainee Lawyer", organization: "A law office in Amman", start: 2004, end: 2006 },
    ],
    expertiseList:
      "Corporate law, Amman Stock Exchange matters, Criminal defense, Real estate, Banking litigation",
    achievements: [
      "Guided more than 60 companies through incorporation, conversion and capital increases at the Companies Control Department.",
      "Obtained the acquittal of a company's finance director on breach-of-trust charges after a two-year trial.",
      "Advised a family holding company on its listing on the Amman Stock Exchange and its first disclosures.",
      "Reallocated the shares of a family business among heirs without a single court dispute.",
    ],
    positions: [
      "Member of the Jordanian Bar Association since 2006",
      "Trainer in criminal procedure for the Bar Association's trainee lawyers",
      "Board secretary of a private shareholding company",
      "Coordinator of the firm's corporate and stock-exchange team",
    ],
    certifications: [
      "Certified Anti-Money Laundering Specialist (CAMS)",
      "International Certificate in Compliance (ICA)",
      "Accredited mediator, Ministry of Justice",
      "Certificate in Corporate Governance",
    ],
    metaDescription:
      "Rania Haddad, senior associate attorney, at the Bar since 2006: corporate law, Amman Stock Exchange matters, criminal defense, real estate and banking in Jordan.",
  },
  ar: {
    specializations:
      "معاملات الشركات وشؤون بورصة عمّان والدفاع في القضايا الجزائية عن الشركات ومديريها.",
    experience: "20 عامًا منذ قيدها في نقابة المحامين",
    biography: [
      "انضمّت رانيا حداد إلى المكتب عام 2016 محاميةً مشاركة أولى. قُيّدت في سجل المحامين الأساتذة لدى نقابة المحامين الأردنيين عام 2006 بعد سنتين من التدريب، وأمضت من أعوامها العشرين منذ ذلك الحين ستة أعوام محاميةً في مكتب محاماة في عمّان يعمل في قضايا الشركات والقضايا الجزائية، وأربعة أعوام مستشارةً قانونية لدى شركة وساطة مالية، وما تلاها في هذا المكتب.",
      "أكسبتها السنوات الأربع التي عملت فيها مستشارةً قانونية لدى شركة وساطة مالية مرخّصة من هيئة الأوراق المالية معرفةً عملية ببورصة عمّان من الداخل. وهي تقدّم اليوم المشورة للشركات المدرجة والخاصة في التأسيس ونقل ملكية الأسهم والإفصاح وحوكمة مجالس الإدارة، وتتولى الدفاع عن المديرين التنفيذيين في القضايا الجزائية ذات الطابع المالي.",
      "ويمتد عملها كذلك إلى القضايا العقارية والمصرفية، ويقدّر موكّلوها وضوح آرائها المكتوبة وحسن إعدادها لكل جلسة. وتعمل باللغتين العربية والإنجليزية.",
    ],
    education: [
      { degree: "ماجستير في القانون الخاص", institution: "الجامعة الأردنية", year: 2009 },
      { degree: "بكالوريوس في الحقوق", institution: "الجامعة الأردنية", year: 2003 },
    ],
    career: [
      {
        role: "محامية مشاركة أولى",
        organization: "ناصر وشركاه للمحاماة، عمّان",
        start: 2016,
        end: null,
      },
      {
        role: "مستشارة قانونية",
        organization: "شركة وساطة مالية مرخّصة من هيئة الأوراق المالية",
        start: 2012,
        end: 2016,
      },
      {
        role: "محامية",
        organization: "مكتب محاماة في عمّان يعمل في قضايا الشركات والقضايا الجزائية",
        start: 2006,
        end: 2012,
      },
      { role: "محامية متدرّبة", organization: "مكتب محاماة في عمّان", start: 2004, end: 2006 },
    ],
    expertiseList:
      "قانون الشركات، شؤون بورصة عمّان، القضايا الجزائية، الملكية العقارية، القضايا المصرفية",
    achievements: [
      "متابعة إجراءات التأسيس وتحويل الصفة القانونية وزيادة رأس المال لأكثر من 60 شركة لدى دائرة مراقبة الشركات.",
      "الحصول على حكم ببراءة المدير المالي لإحدى الشركات من تهمة إساءة الائتمان بعد محاكمة استمرت عامين.",
      "تقديم المشورة لشركة عائلية قابضة في إدراج أسهمها في بورصة عمّان وفي أولى إفصاحاتها.",
      "إعادة توزيع حصص شركة عائلية بين الورثة دون أي نزاع قضائي.",
    ],
    positions: [
      "عضو نقابة المحامين الأردنيين منذ عام 2006",
      "مدرّبة في أصول المحاكمات الجزائية ضمن برنامج تدريب المحامين المتدرّبين في النقابة",
      "أمينة سر مجلس إدارة إحدى الشركات المساهمة الخاصة",
      "منسّقة فريق قضايا الشركات وشؤون البورصة في المكتب",
    ],
    certifications: [
      "أخصائية معتمدة في مكافحة غسل الأموال (CAMS)",
      "الشهادة الدولية في الامتثال (ICA)",
      "وسيطة معتمدة لدى وزارة العدل",
      "شهادة في حوكمة الشركات",
    ],
    metaDescription:
      "رانيا حداد، محامية مشاركة أولى، عضو نقابة المحامين منذ عام 2006: قانون الشركات وشؤون بورصة عمّان والقضايا الجزائية والملكية العقارية والقضايا المصرفية في الأردن.",
  },
} satisfies Record<Lang, AttorneyProfile>;

const samirOdeh = {
  en: {
    specializations:
      "Financial law and international economic law: regulation, foreign investment and Jordan's trade agreements.",
    experience: "Over 10 years with the firm",
    biography: [
      "Prof. Dr. Samir Odeh has advised the firm as of counsel for over ten years, bringing an academic's rigor to questions of financial regulation and international economic law. He is a professor of commercial and economic law and holds a doctorate in international economic law from Université Paris 1 Panthéon-Sorbonne.",
      "His written opinions are relied on where the law is new or unsettled: the regulation of financial markets and payment services, foreign investment, and Jordan's obligations under its trade and investment agreements. He has given expert opinions in international arbitrations and has taken part in reviewing draft economic legislation.",
      "At the firm he reviews complex files with the partners, prepares legal opinions for banks and investors, and keeps the team abreast of developments in financial law. He works in Arabic, English and French.",
    ],
    education: [
      {
        degree: "Doctorate in Law (International Economic Law)",
        institution: "Université Paris 1 Panthéon-Sorbonne",
        year: 1998,
      },
      {
        degree: "Advanced Studies Diploma (DEA) in International Economic Law",
        institution: "Université Paris 1 Panthéon-Sorbonne",
        year: 1994,
      },
      { degree: "Bachelor of Laws (LLB)", institution: "The University of Jordan", year: 1992 },
    ],
    career: [
      {
        role: "Of Counsel, Legal Advisor",
        organization: "Nasser & Partners, Amman",
        start: 2014,
        end: null,
      },
      {
        role: "Professor of Commercial and Economic Law",
        organization: "Faculty of Law, a Jordanian public university",
        start: 2010,
        end: null,
      },
      {
        role: "Assistant, then Associate Professor of Law",
        organization: "Faculty of Law, a Jordanian public university",
        start: 1999,
        end: 2010,
      },
    ],
    expertiseList:
      "Financial law, International economic law, Banking and payments regulation, Foreign investment, International trade agreements",
    achievements: [
      "Author of a textbook on international economic law taught in Jordanian law faculties.",
      "Supervised more than 40 master's and doctoral theses in commercial and financial law.",
      "Gave expert opinions on Jordanian law in international investment and commercial arbitrations.",
      "Published more than 30 peer-reviewed papers in Arabic, English and French.",
    ],
    positions: [
      "Professor of Commercial and Economic Law",
      "Member of the editorial board of a peer-reviewed Jordanian law journal",
      "Member of national committees reviewing draft financial and investment legislation",
    ],
    certifications: [
      "Fellow of the Chartered Institute of Arbitrators (FCIArb)",
      "Accredited arbitrator, Amman Chamber of Commerce",
      "Certificate in International Investment Law",
    ],
    metaDescription:
      "Prof. Dr. Samir Odeh, of counsel and legal advisor: a professor of law advising on financial regulation, foreign investment and international economic law.",
  },
  ar: {
    specializations:
      "القانون المالي والقانون الاقتصادي الدولي: التنظيم المالي والاستثمار الأجنبي والاتفاقيات التجارية للأردن.",
    experience: "أكثر من 10 أعوام مع المكتب",
    biography: [
      "يعمل الأستاذ الدكتور سمير عودة مستشارًا قانونيًا للمكتب منذ أكثر من عشرة أعوام، ويتناول مسائل التنظيم المالي والقانون الاقتصادي الدولي بدقة الباحث الأكاديمي. وهو أستاذ في القانون التجاري والاقتصادي، حاصل على الدكتوراه في القانون الاقتصادي الدولي من جامعة باريس 1 بانتيون-سوربون.",
      "يُعتمد على آرائه القانونية المكتوبة حيث يكون التشريع حديثًا أو غير مستقر: تنظيم الأسواق المالية وخدمات الدفع، والاستثمار الأجنبي، والتزامات الأردن بموجب اتفاقياته التجارية والاستثمارية. وقد قدّم آراء خبرة في قضايا تحكيم دولية، وشارك في مراجعة مشاريع تشريعات اقتصادية.",
      "ويتولى في المكتب مراجعة الملفات المعقدة مع الشركاء، وإعداد الآراء القانونية للبنوك والمستثمرين، وإطلاع فريق العمل على مستجدات القانون المالي. ويعمل بالعربية والإنجليزية والفرنسية.",
    ],
    education: [
      {
        degree: "دكتوراه في الحقوق (القانون الاقتصادي الدولي)",
        institution: "جامعة باريس 1 بانتيون-سوربون",
        year: 1998,
      },
      {
        degree: "دبلوم الدراسات المعمّقة (DEA) في القانون الاقتصادي الدولي",
        institution: "جامعة باريس 1 بانتيون-سوربون",
        year: 1994,
      },
      { degree: "بكالوريوس في الحقوق", institution: "الجامعة الأردنية", year: 1992 },
    ],
    career: [
      {
        role: "مستشار قانوني",
        organization: "ناصر وشركاه للمحاماة، عمّان",
        start: 2014,
        end: null,
      },
      {
        role: "أستاذ القانون التجاري والاقتصادي",
        organization: "كلية الحقوق في إحدى الجامعات الأردنية الرسمية",
        start: 2010,
        end: null,
      },
      {
        role: "أستاذ مساعد ثم أستاذ مشارك في القانون",
        organization: "كلية الحقوق في إحدى الجامعات الأردنية الرسمية",
        start: 1999,
        end: 2010,
      },
    ],
    expertiseList:
      "القانون المالي، القانون الاقتصادي الدولي، تنظيم الأعمال المصرفية وخدمات الدفع، الاستثمار الأجنبي، اتفاقيات التجارة الدولية",
    achievements: [
      "تأليف كتاب جامعي في القانون الاقتصادي الدولي يُدرَّس في كليات الحقوق الأردنية.",
      "الإشراف على أكثر من 40 رسالة ماجستير وأطروحة دكتوراه في القانون التجاري والمالي.",
      "تقديم آراء خبرة في القانون الأردني أمام هيئات تحكيم دولية في منازعات الاستثمار والتجارة.",
      "نشر أكثر من 30 بحثًا محكّمًا بالعربية والإنجليزية والفرنسية.",
    ],
    positions: [
      "أستاذ القانون التجاري والاقتصادي",
      "عضو هيئة تحرير مجلة قانونية أردنية محكّمة",
      "عضو في لجان وطنية لمراجعة مشاريع التشريعات المالية والاستثمارية",
    ],
    certifications: [
      "زميل المعهد المعتمد للمحكّمين (FCIArb)",
      "محكّم معتمد لدى غرفة تجارة عمّان",
      "شهادة في قانون الاستثمار الدولي",
    ],
    metaDescription:
      "الأستاذ الدكتور سمير عودة، مستشار قانوني: أستاذ في القانون يقدّم المشورة في التنظيم المالي والاستثمار الأجنبي والقانون الاقتصادي الدولي.",
  },
} satisfies Record<Lang, AttorneyProfile>;

export const attorneyProfiles: Record<AttorneyId, Record<Lang, AttorneyProfile>> = {
  "2": khaledNasser,
  "3": raniaHaddad,
  "4": samirOdeh,
};
