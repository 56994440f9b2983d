import type { FactToConfirm } from "./facts-to-confirm/fact";
import { firmAndPeople } from "./facts-to-confirm/firm-and-people";
import { consultations } from "./facts-to-confirm/consultations";
import { privacyAndTerms } from "./facts-to-confirm/privacy-and-terms";
import { insights } from "./facts-to-confirm/insights";

export type { FactLocation, FactToConfirm } from "./facts-to-confirm/fact";

/**
 * Facts on the site that only the firm can confirm, in one place, so that nothing goes live
 * unconfirmed by accident (issue 13). Each names where it appears by a piece of the text itself;
 * facts-to-confirm.test.ts fails when that text is no longer in the file, so the list stays true.
 * README.md ("For the firm: facts to confirm before going live") lists the same facts for people.
 * Not page copy: English only, for the firm, and left out of the copy checks. Grouped by subject,
 * one file each in facts-to-confirm/.
 */
export const factsToConfirm: readonly FactToConfirm[] = [
  ...firmAndPeople,
  ...consultations,
  ...privacyAndTerms,
  ...insights,
];
