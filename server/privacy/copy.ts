import { localize } from "../../app/content/bilingual";
import { liveCopy, mailContent } from "../../app/content/mails.server";
import { formatSlot } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";
import { sign, verify } from "../bookings";

/** The words of people's data requests (content/mails/data-requests.json), as last published. */
export const requestCopy = liveCopy(
  (content) => content.dataRequests,
  (file, lang) => localize(file, lang),
);

/** The working days the firm gives itself to answer (the file's setting, as last published). */
export const answerWorkingDays = () => mailContent.dataRequests.answerWorkingDays;

/** A day (YYYY-MM-DD) as the mails write days, in either language: "Monday 21 December 2026". */
export const longDay = (lang: Lang, day: string) =>
  formatSlot(lang, new Date(`${day}T12:00:00Z`), "UTC", "dayWithYear");

/** How long the link to a copy of someone's data works. */
export const copyValidMs = 7 * 86_400_000;

/** The link that proves a mailbox: useless for any other request. */
export const proofPath = (secret: string, id: string) =>
  `/privacy/confirm/${id}?t=${sign(secret, `data-prove:${id}`)}`;
export const verifyProof = (secret: string, id: string, token: unknown) =>
  verify(secret, `data-prove:${id}`, token);

/** The link to a copy of the data, working until `until` (ms): the page, or `json` for the file. */
export const copyPath = (secret: string, id: string, until: number, json = false) =>
  `/privacy/copy/${id}${json ? ".json" : ""}?until=${until}&t=${sign(secret, `data-copy:${id}:${until}`)}`;
export const verifyCopy = (secret: string, id: string, until: number, token: unknown) =>
  verify(secret, `data-copy:${id}:${until}`, token);
