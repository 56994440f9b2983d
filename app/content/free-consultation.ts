/**
 * Whether the site says "The consultation is free of charge.": the firm's switch of that claim
 * (content/home.json, `claims.freeConsultation`), which the Bar's rules on soliciting may require
 * it to turn off. Imported as JSON, as the booking settings are, so the contact form's island has
 * it in the browser too; a publish rebuilds the pages that read it.
 */
import { claims } from "@content/home.json";
import { bookingSettings, type ConsultationWords, consultationTerms } from "./booking";

/**
 * What a consultation is, as the site's pages say it: consultationTerms, without the line that
 * it is free while the firm has switched that claim off. A fee, when the firm sets one, is
 * always stated.
 */
export function shownConsultationTerms(
  words: ConsultationWords,
  {
    free = claims.freeConsultation,
    feeJod = bookingSettings.consultationFeeJod,
  }: { free?: boolean; feeJod?: number } = {},
): string[] {
  const [fee, ...rest] = consultationTerms(words, feeJod);
  return feeJod > 0 || free ? [fee, ...rest] : rest;
}
