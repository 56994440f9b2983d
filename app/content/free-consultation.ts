/**
 * Whether the site says "The consultation is free of charge.": the firm's switch of that claim
 * (content/home.json, `claims.freeConsultation`), which the Bar's rules on soliciting may require
 * it to turn off. Imported as JSON, as the booking settings are, so the contact form's island has
 * it in the browser too; a publish rebuilds the pages that read it, and swaps the server's.
 */
import { claims } from "@content/home.json";
import { bookingSettings, type ConsultationWords, consultationTerms } from "./booking";

// A live binding: the server swaps it when a publish switches the site (./live.server.ts), so its
// mails follow the switch too.
export let freeConsultationShown: boolean = claims.freeConsultation;

/** The server's step of a publish: the switch as the content it now serves has it. */
export function switchFreeConsultation(shown: boolean) {
  freeConsultationShown = shown;
}

/**
 * What a consultation is, as the site's pages say it: consultationTerms, without the line that
 * it is free while the firm has switched that claim off. A fee, when the firm sets one, is
 * always stated.
 */
export function shownConsultationTerms(
  words: ConsultationWords,
  {
    free = freeConsultationShown,
    feeJod = bookingSettings.consultationFeeJod,
  }: { free?: boolean; feeJod?: number } = {},
): string[] {
  const [fee, ...rest] = consultationTerms(words, feeJod);
  return feeJod > 0 || free ? [fee, ...rest] : rest;
}
