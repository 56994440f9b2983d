import type { Lang } from "../../app/i18n/locales";

/** Where the site's mails go, what they link to, and what signs their links. */
export interface MailContext {
  /** The firm's address(es): MAIL_TO. */
  firmTo: string;
  /** The public origin, for links and Message-IDs. */
  siteUrl: string;
  /** Signs the booking links in mails (server/bookings/links.ts). */
  secret: string;
  /** The language of the firm's own mails. */
  firmLanguage: Lang;
  /** The clock (tests drive it). */
  now: () => number;
  /** VIDEO_MEETING_BASE: where video consultations' rooms are (server/bookings/video.ts). */
  videoBase?: string | null;
}

export function siteHost(context: Pick<MailContext, "siteUrl">): string {
  return new URL(context.siteUrl).hostname;
}

/** A Message-ID that stays the same on every attempt of one outbox row. */
export function outboxMessageId(
  context: Pick<MailContext, "siteUrl">,
  message: { id: number; kind: string; recordId: string },
): string {
  return `<${message.kind}.${message.recordId}.${message.id}@${siteHost(context)}>`;
}
