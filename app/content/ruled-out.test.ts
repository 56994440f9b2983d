import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentDir } from "./files.server";

/**
 * Statements issue 13 ruled out of the site's copy, in either language: they say more than
 * Jordanian law or the firm can stand behind, or are calques. The check walks every string of
 * every content file (the copy of every page and of the interface, and every word of the mails
 * and booking pages, content/mails/), so a phrase cannot come back anywhere unnoticed.
 */
const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".json"))
  .map((path) => [path, JSON.parse(readFileSync(`${contentDir}/${path}`, "utf8"))] as const);

type Text = { path: string; text: string };

/** Every string reachable from `value`, with its path; functions and cycles are skipped. */
function strings(value: unknown, path: string, out: Text[] = [], seen = new Set<object>()) {
  if (typeof value === "string") out.push({ path, text: value });
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) strings(child, `${path}.${key}`, out, seen);
  }
  return out;
}

const copy: Text[] = files.flatMap(([file, data]) => strings(data, file));

const ruledOut: { name: string; pattern: RegExp }[] = [
  // Civil lawyers do not appear before the Sharia and ecclesiastical courts.
  { name: "«جميع المحاكم»", pattern: /(جميع|كل|كافة)\s+(ال)?محاكم/ },
  { name: "every court", pattern: /\b(every|all)\s+(the\s+)?(\w+\s+)?courts?\b/i },
  { name: "«ممارسة المكتب»", pattern: /ممارسة\s+المكتب/ },
  { name: "«تنظيم ذمم الدائنين»", pattern: /تنظيم\s+ذمم/ },
  { name: "what you write stays confidential", pattern: /stays confidential|يبقى سري/i },
  // Issue 20, a second lawyer's reading.
  // One promise everywhere: within 24 hours on working days.
  { name: "24 hours without “on working days”", pattern: /within 24 hours(?! on working days)/i },
  { name: "«خلال 24 ساعة» دون «في أيام العمل»", pattern: /خلال 24 ساعة(?! في أيام العمل)/ },
  // Consent that is explicit and specific (Personal Data Protection Law No. 24 of 2023).
  { name: "consent to the policy alone", pattern: /I agree to the (<\w+>)?privacy policy/i },
  { name: "«أوافق على سياسة الخصوصية»", pattern: /أوافق على (<\w+>)?سياسة الخصوصية/ },
  // A foreign concept in the liability clause: Civil Code Art. 270 (harmful act) instead.
  { name: "gross negligence", pattern: /gross negligence|الخطأ الجسيم/i },
  // The of-counsel professor gives no legal opinions to clients.
  { name: "legal opinions for banks", pattern: /prepares legal opinions|الآراء القانونية للبنوك/i },
  { name: "«يُعتمد على آرائه القانونية»", pattern: /يُعتمد على آرائه القانونية/ },
  // Results that could identify a client describe the work, not the outcome.
  { name: "a won dispute", pattern: /\bWon a\b|كسب نزاع/ },
  { name: "an officer's acquittal", pattern: /\bacquittal of\b|ببراءة المدير/i },
  // The firm chooses and nominates arbitrators and follows proceedings; it does not appoint or run them.
  { name: "appointing arbitrators", pattern: /appointing arbitrators|تعيين المحكّ?مين|إدارة الإجراءات/i },
  // Arabic a Jordanian lawyer writes.
  { name: "«المحامي» for whoever calls", pattern: /سيتصل بكم المحامي/ },
  { name: "«في» before a weekday", pattern: /في (ال)?(سبت|أحد|اثنين|ثلاثاء|أربعاء|خميس|جمعة)،/ },
  { name: "«مؤكَّد من قبل»", pattern: /مؤكَّ?د من قبل|ملغى من قبل/ },
  { name: "an imperative after a condition without «ف»", pattern: /(إذا|إن)[^.،]{0,60}، اضغطوا/ },
  { name: "«كما بعد توكيلنا»", pattern: /كما بعد توكيلنا/ },
  { name: "«اجتماع» for the meeting (it is «لقاء»)", pattern: /اجتماع(كم|نا)/ },
  { name: "«سند الملكية» (it is «سند التسجيل»)", pattern: /سند الملكية/ },
  { name: "a law without its number", pattern: /قانون الملكية العقارية لسنة|Real Estate Ownership Law of/ },
  { name: "«نستقبل الاستشارات»", pattern: /نستقبل الاستشارات/ },
  { name: "«تحتسبوا»", pattern: /تحتسبوا/ },
  { name: "«قطاع الأعمال» as the card", pattern: /^قطاع الأعمال$/ },
  { name: "«والشراكات» for partners' disputes", pattern: /والشراكات/ },
  // Issue 37, a third lawyer's reading.
  // Professional secrecy covers what a lawyer learns, engaged or not: the risk before is a conflict.
  {
    name: "secrecy only after engagement",
    pattern: /may not (be protected|enjoy the protection)|قد لا (تتمتع|يتمتع) بالحماية/i,
  },
  { name: "«رسوم الاستشارة» (it is «أتعاب»)", pattern: /رسوم الاستشارة/ },
  {
    name: "«حُرِّر» for a hold that ends (it is «أُلغي الحجز المبدئي»)",
    pattern: /حُرِّر|حرّره|يُحرَّر|المحرَّرة|تحرير (جميع|الجميع|طلب)|تحريرها/,
  },
  { name: "«مدة تقادم» (it is «مدة مرور الزمن (التقادم)»)", pattern: /مدة تقادم/ },
  {
    name: "responsible for protecting your interests",
    pattern: /responsible for protecting your interests|مسؤولين عن حماية مصالحكم/i,
  },
  {
    name: "ticking the box to agree to the policy",
    pattern: /tick the box to agree to the|مربع الموافقة على \{?(privacy\|)?سياسة الخصوصية/i,
  },
  { name: "“ignore it” to a mistaken recipient", pattern: /please ignore it|يُرجى تجاهلها/i },
];

/** "Trading law" alone: a Jordanian reader knows it as securities law (issue 20). */
const tradingAlone = /(?<!securities and )\btrading[- ]law\b/i;
/** The spec's card keeps its title (the one place). */
const tradingAloneAllowed = ["services/trading.json.title.en"];

/** The "first in Jordan" superlative, however it is phrased. */
const superlative = [
  /\b(first|only|leading|premier|foremost)\b[^.;:!?]{0,80}?\b(in|of)\s+(Jordan|the\s+country|the\s+Kingdom)\b/i,
  /\bJordan's\s+(first|only|leading|premier|foremost)\b/i,
  /(أول|الأول|الأولى|الوحيد|الرائد)[^.؟!؛:]{0,80}?في\s+(الأردن|المملكة)/,
];
/**
 * Where the spec puts it: the claim line, once in each language, which opens the hero and the
 * services page's flagship card (while the firm's switch of it is on).
 */
const superlativeAllowed = ["home.json.text.hero.claim.en", "home.json.text.hero.claim.ar"];

function findRuledOut(texts: Text[]): string[] {
  const found: string[] = [];
  for (const { path, text } of texts) {
    for (const { name, pattern } of ruledOut)
      if (pattern.test(text)) found.push(`${path}: ${name}`);
    if (tradingAlone.test(text) && !tradingAloneAllowed.includes(path))
      found.push(`${path}: "trading law" without "securities and"`);
    if (superlative.some((p) => p.test(text)) && !superlativeAllowed.includes(path))
      found.push(`${path}: "first in Jordan" outside the claim line (home.json, text.hero.claim)`);
  }
  return found;
}

describe("ruled-out statements (issue 13)", () => {
  it("walks all the copy: every page's content and the interface, in both languages", () => {
    const expected = ["firm.json", "home.json", "interface.json", "pages/attorneys.json"];
    expected.push("pages/services.json", "pages/contact.json", "pages/contact-sent.json");
    expected.push("legal/privacy.json", "legal/terms.json", "attorneys/", "services/");
    for (const file of expected)
      for (const lang of ["en", "ar"])
        expect(
          copy.some(({ path }) => path.startsWith(file) && path.endsWith(`.${lang}`)),
          `${file} ${lang}`,
        ).toBe(true);
  });

  it("finds none of them anywhere in the copy", () => {
    expect(findRuledOut(copy)).toEqual([]);
  });

  it("walks the mails' and booking pages' words too (content/mails/), in both languages", () => {
    for (const file of ["visitor", "firm", "booking-pages", "sign-in", "words"])
      for (const lang of ["en", "ar"])
        expect(
          copy.some(({ path }) => path.startsWith(`mails/${file}.json`) && path.endsWith(`.${lang}`)),
          `mails/${file}.json ${lang}`,
        ).toBe(true);
  });

  it("keeps the superlative where the spec puts it, in both languages", () => {
    for (const path of superlativeAllowed) {
      const text = copy.find((t) => t.path === path)?.text ?? "";
      expect(
        superlative.some((p) => p.test(text)),
        path,
      ).toBe(true);
    }
  });

  it("the check itself catches each phrase coming back", () => {
    const samples = [
      "We represent you before every Jordanian court.",
      "تمثيل أمام جميع المحاكم في الأردن.",
      "منسّقة ممارسة المكتب في قضايا الشركات",
      "تنظيم ذمم الدائنين",
      "What you write stays confidential.",
      "Nasser & Partners, the first in the country with trading-law specialists.",
      "Jordan's first trading-law specialists.",
      "أول مكتب في المملكة يضم متخصصين في قانون الأوراق المالية.",
      "Message sent successfully! We'll get back to you within 24 hours.",
      "سنتواصل معكم خلال 24 ساعة.",
      "I agree to the <policy>privacy policy</policy>",
      "أوافق على <policy>سياسة الخصوصية</policy>",
      "including liability for fraud or gross negligence",
      "بما في ذلك المسؤولية عن الغش أو الخطأ الجسيم",
      "He prepares legal opinions for banks and investors.",
      "يُعتمد على آرائه القانونية المكتوبة",
      "Won a reinsurance dispute for a listed insurer.",
      "Obtained the acquittal of a company's finance director.",
      "Drafting arbitration clauses, appointing arbitrators and guiding the procedure",
      "صياغة شروط التحكيم وتعيين المحكّمين وإدارة الإجراءات",
      "سيتصل بكم المحامي في الموعد المحدد.",
      "طلبتم موعدًا في الثلاثاء، 1 كانون الأول",
      "هذا الموعد مؤكَّد من قبل، ولم يتغيّر شيء.",
      "إذا تعذّر عليكم الحضور، اضغطوا الزر لإلغاء الموعد.",
      "كما بعد توكيلنا",
      "احتفظوا بالتفاصيل السرية لاجتماعنا الأول.",
      "والتحقق من سند الملكية قبل الدفع",
      "وفق قانون الملكية العقارية لسنة 2019",
      "نستقبل الاستشارات في المكتب بموعد مسبق",
      "نرجو أن تحتسبوا بضع دقائق إضافية",
      "قطاع الأعمال",
      "عقود التوريد والتوزيع، والشراكات",
      "Our attorneys include specialists in trading law.",
      "until we agree to act for you it may not be protected as a communication between lawyer and client",
      "قد لا تتمتع بالحماية المقررة للمراسلات بين المحامي وموكّله",
      "رسوم الاستشارة: 50 دينار أردني.",
      "حُرِّر لعدم تأكيده في الوقت المحدد",
      "تحرير جميع الطلبات المفتوحة",
      "أي مهلة أو مدة تقادم أو موعد جلسة",
      "Until then, we are not responsible for protecting your interests.",
      "Tick the box to agree to the {privacy|privacy policy}.",
      "If it was not you, please ignore it.",
      "إن لم تكونوا من أرسله، فيُرجى تجاهلها.",
    ];
    const found = findRuledOut(samples.map((text, i) => ({ path: `sample${i}`, text })));
    expect([...new Set(found.map((f) => f.split(":")[0]))]).toEqual(
      samples.map((_, i) => `sample${i}`),
    );
  });
});
