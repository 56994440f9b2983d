/**
 * The booking capability's door: consultation times offered, held, confirmed, declined,
 * cancelled and reminded; the links in the firm's mail; the calendar feeds; and the words its
 * mails and pages use. Other folders import from here, never from the files behind it (eslint).
 */
export { afterPublishComposers, afterPublishKind, queueAfterPublish } from "./after-publish";
export { bookingAnswer } from "./answer";
export { unavailable } from "./availability";
export { feedGeneration, feedScopes, feedUrl, registerFeed, renewFeedGeneration } from "./feed";
export { holdDeadline } from "./hold";
export { attorneyName, meetingLabel } from "./labels";
export { bookingLink, movePath, releasePath, sign, verify } from "./links";
export { cleanNote, registerBookingLinks } from "./links-route";
export { movePagePath, registerMove } from "./move-route";
export { firmBookingCopy } from "./mails/firm-copy";
export { firmBookingComposers } from "./mails/firm-mails";
export { firmAnswerBlocks, firmBookingRows, otherPartiesBlocks } from "./mails/firm-rows";
export { aboutCurrentTime, bookingMailKinds, mailKinds, rescheduleKey } from "../mail-kinds";
export { visitorCopy } from "./mails/visitor-copy";
export { visitorMail } from "./mails/visitor-mail";
export { heldBookingBlocks, visitorBookingComposers } from "./mails/visitor-mails";
export * as lifecycle from "./lifecycle";
export { expireHolds, queueReminders } from "./lifecycle";
export { bookingSecret } from "./secret";
export { freeSlots, registerSlots } from "./slots-route";
export { videoRoomUrl } from "./video";
export {
  type Booking,
  bookingStore,
  type DeclineOutcome,
  holdingStatuses,
  maxReschedules,
} from "./store";
export { ammanIso, formatMailTime, showsOtherClock } from "./when";
// The desk's view of a consultation: its page's rows and words, and the store's columns.
export { bookingDetails, type PageContent, sendBookingPage } from "./page";
export { noteMaxLength, pageCopy } from "./page-copy";
export { conflictCheck } from "./mails/firm-rows";
export { linkIdPattern, linkTokenPattern } from "./links";
export { bookingColumns, bookingFromRow, type BookingRow } from "./store";
