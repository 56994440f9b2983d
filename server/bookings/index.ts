/**
 * The booking capability's door: consultation times offered, held, confirmed, declined,
 * cancelled and reminded; the links in the firm's mail; the calendar feeds; and the words its
 * mails and pages use. Other folders import from here, never from the files behind it (eslint).
 */
export { afterPublishComposers, afterPublishKind, queueAfterPublish } from "./after-publish";
export { unavailable } from "./availability";
export { feedGeneration, feedScopes, feedUrl, registerFeed, renewFeedGeneration } from "./feed";
export { attorneyName, meetingLabel } from "./labels";
export { linkIdPattern, linkTokenPattern, sign, verify } from "./links";
export { cleanNote, registerBookingLinks } from "./links-route";
export { registerMove } from "./move-route";
export { firmBookingCopy } from "./mails/firm-copy";
export { firmBookingComposers } from "./mails/firm-mails";
export { conflictCheck, firmAnswerBlocks } from "./mails/firm-rows";
export { bookingMailKinds } from "../mail-kinds";
export { visitorCopy } from "./mails/visitor-copy";
export { visitorMail } from "./mails/visitor-mail";
export { heldBookingBlocks, visitorBookingComposers } from "./mails/visitor-mails";
export * as lifecycle from "./lifecycle";
export { bookingSecret } from "./secret";
export { freeSlots, registerSlots } from "./slots-route";
export { videoRoomUrl } from "./video";
export {
  type Booking,
  bookingColumns,
  bookingFromRow,
  type BookingRow,
  maxReschedules,
} from "./store";
export { ammanIso, formatMailTime } from "./when";
export { bookingDetails, type PageContent, sendBookingPage } from "./page";
export { noteMaxLength, pageCopy } from "./page-copy";
