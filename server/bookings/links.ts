import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "../../app/i18n/locales";

/** What a booking link may do: the firm's two answers, and the visitor's cancel. */
const linkActions = ["confirm", "decline", "cancel"] as const;
export type LinkAction = (typeof linkActions)[number];

export function isLinkAction(value: unknown): value is LinkAction {
  return linkActions.includes(value as LinkAction);
}

/** base64url HMAC-SHA256 of `message`: the tokens of links and feeds. */
export function sign(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("base64url");
}

/** Whether `token` is the signature of `message`, compared in constant time. */
export function verify(secret: string, message: string, token: unknown): boolean {
  if (typeof token !== "string" || token.length > 100) return false;
  const expected = Buffer.from(sign(secret, message));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A booking's reference as it appears in a link: 12 of the store's id characters. */
export const linkIdPattern = "^[0-9A-HJKMNP-TV-Z]{12}$";

/** A link's token as it appears in its address (`?t=`): base64url, as `sign` writes it. */
export const linkTokenPattern = "^[A-Za-z0-9_-]{1,100}$";

/** The token of one action on one booking: useless for any other action or booking. */
function bookingToken(secret: string, action: LinkAction, inquiryId: string): string {
  return sign(secret, `${action}:${inquiryId}`);
}

export function verifyBookingToken(
  secret: string,
  action: LinkAction,
  inquiryId: string,
  token: unknown,
): boolean {
  return verify(secret, `${action}:${inquiryId}`, token);
}

/** The path of an action's page, e.g. `/booking/confirm/K7Q2M9XW4T1B?t=…`. */
export function bookingPath(secret: string, action: LinkAction, inquiryId: string): string {
  return `/booking/${action}/${inquiryId}?t=${bookingToken(secret, action, inquiryId)}`;
}

/** The full link, as mails carry it. */
export function bookingLink(
  siteUrl: string,
  secret: string,
  action: LinkAction,
  inquiryId: string,
): string {
  return `${siteUrl}${bookingPath(secret, action, inquiryId)}`;
}

/** The firm's link that releases every open request of the person behind one booking. */
export function releasePath(secret: string, inquiryId: string): string {
  return `/booking/release/${inquiryId}?t=${sign(secret, `release:${inquiryId}`)}`;
}

export function verifyReleaseToken(secret: string, inquiryId: string, token: unknown): boolean {
  return verify(secret, `release:${inquiryId}`, token);
}

/**
 * The visitor's "Choose another time" page in their language, `/booking/move/<id>?t=…` or
 * `/ar/booking/move/<id>?t=…`: a token of its own, so a cancel link cannot move and a move link
 * cannot cancel.
 */
export function movePath(secret: string, inquiryId: string, lang: Lang = "en"): string {
  return `${lang === "ar" ? "/ar" : ""}/booking/move/${inquiryId}?t=${sign(secret, `move:${inquiryId}`)}`;
}

/** Where the move page's script sends the new time: `/api/booking/<id>/move?t=…`. */
export function moveApiPath(secret: string, inquiryId: string): string {
  return `/api/booking/${inquiryId}/move?t=${sign(secret, `move:${inquiryId}`)}`;
}

export function verifyMoveToken(secret: string, inquiryId: string, token: unknown): boolean {
  return verify(secret, `move:${inquiryId}`, token);
}
