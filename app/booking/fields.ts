export { type MeetingMode, meetingModes } from "./meeting";

/**
 * Whom the visitor asks for: "any" (the first attorney free at that time) or an attorney's id.
 * Which ids exist is the firm's content (content/attorneys/), read on the server; the browser
 * offers only the page's attorneys, and the server refuses any other id (`validateInquiry`).
 */
export type AttorneyChoice = string;
export const attorneyChoicePattern = /^(any|[a-z0-9-]{1,40})$/;
