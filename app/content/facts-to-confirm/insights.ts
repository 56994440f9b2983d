import type { FactToConfirm } from "./fact";

/** Insights: statements of law in the articles that the firm's lawyers must confirm. */
export const insights: readonly FactToConfirm[] = [
  {
    id: "insights-data-protection",
    fact: "The article on the Personal Data Protection Law No. 24 of 2023: consent prior, explicit and documented; the categories of sensitive data named (financial status and «سجل السوابق الجنائية» among them), in the Law's terms («الشخص المعني»); a data subject's request answered within 15 working days from the day after receipt, under the Regulation Organising the Rights of the Data Subject No. 68 of 2025, the period the firm keeps for its own visitors; notification of a breach to the authority and to the data subjects; transfers abroad on conditions; a Council chaired by the Minister of Digital Economy and Entrepreneurship, with a unit in the Ministry. Tagged under labour and employment and intellectual property, the nearest of the firm's 20 services.",
    why: "Written from the Law's text as known when the article was written. The regulation's number (68), title and 15 working days are as reported, not checked in the Official Gazette: check them there, with the list of sensitive data, and keep them the same as the privacy page (privacy-law-deadline). The date shown as updated changes with any correction. If the firm offers data-protection work as a service, a service of its own would tag the article better.",
    where: [
      {
        file: "content/insights/personal-data-protection-law.json",
        text: "chaired by the Minister of Digital Economy and Entrepreneurship",
      },
      { file: "content/insights/personal-data-protection-law.json", text: "برئاسة وزير الاقتصاد الرقمي والريادة" },
      {
        file: "content/insights/personal-data-protection-law.json",
        text: "the Rights of the Data Subject No. 68 of 2025",
      },
      {
        file: "content/insights/personal-data-protection-law.json",
        text: "نظام تنظيم حقوق الشخص المعني رقم (68) لسنة 2025",
      },
      { file: "content/insights/personal-data-protection-law.json", text: "وسجل السوابق الجنائية، والوضع المالي" },
    ],
  },
  {
    id: "insights-company-registration",
    fact: "The article on registering a company: the forms and their partners' liability, the order of the steps (Companies Control Department, chamber, vocational licence, tax and social security), and that some activities are closed or capped for non-Jordanian investors.",
    why: "Procedures and the rules on investment by non-Jordanians change; the article states no fees, minimum capital or processing times for that reason. The restricted and capped activities are believed to be set now by the Investment Environment Regulation of 2023 (made under Law No. 21 of 2022, replacing the 2016 regulation on non-Jordanian investments): the article names only the Law; confirm the regulation and its annexes, and the steps as the Department runs them today. The article also says the Bar Association Law requires certain companies to retain a lawyer by their form and capital: confirm the article of the Law and the thresholds before naming them.",
    where: [
      { file: "content/insights/registering-a-company-in-jordan.json", text: "Investment Environment Law No. 21 of 2022" },
      { file: "content/insights/registering-a-company-in-jordan.json", text: "must retain a lawyer under the Bar Association Law" },
      { file: "content/insights/registering-a-company-in-jordan.json", text: "قانون البيئة الاستثمارية رقم (21) لسنة 2022" },
    ],
  },
  {
    id: "insights-arbitral-awards",
    fact: "The article on enforcing foreign arbitral awards: Jordan is a party to the New York Convention of 1958; the Arbitration Law No. 31 of 2001 is named; the Enforcement of Foreign Judgments Law No. 8 of 1952 covers foreign awards too, since its art. 2 defines a foreign judgment to include an arbitral award that has become enforceable where it was made, and the courts apply it alongside the Convention, which prevails where they differ; the documents and grounds of refusal are the Convention's.",
    why: "The article deliberately does not name the competent court or any time limit. Confirm the reading of art. 2 of the 1952 Law, and that the Court of Cassation's practice gives the Convention precedence where the two differ.",
    where: [
      { file: "content/insights/enforcing-foreign-arbitral-awards.json", text: "Enforcement of Foreign Judgments Law No. 8 of 1952" },
      { file: "content/insights/enforcing-foreign-arbitral-awards.json", text: "قانون تنفيذ الأحكام الأجنبية رقم (8) لسنة 1952" },
      {
        file: "content/insights/enforcing-foreign-arbitral-awards.json",
        text: "where the two differ the Convention prevails",
      },
    ],
  },
];
