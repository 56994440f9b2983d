/**
 * The mail capability's door: what the rest of the server may use. The outbox (a table of
 * messages sent at least once, composed at send time), the layout every mail shares, and the
 * SMTP transport. Other folders import from here, never from the files behind it (eslint).
 */
export type { Block } from "./block";
export { renderBlocks } from "./blocks";
export { type MailContext, outboxMessageId, siteHost } from "./context";
export { type Composer, Outbox, type OutboxTiming } from "./outbox";
export { type OutboxMessage, type OutboxStore, outboxStore } from "./outbox-store";
export { escapeHtml, headerText, type Mail, smtpSender } from "./transport";
export { addressKey } from "./address";
