import { attorneyIds } from "~/content/firm";

// Apart, so that the form can render the modes without the firm's facts that attorneyChoices needs.
export { type MeetingMode, meetingModes } from "./meeting";

/** Whom the visitor asks for: "any" is the first attorney free at that time. */
export const attorneyChoices = ["any", ...attorneyIds] as const;
export type AttorneyChoice = (typeof attorneyChoices)[number];
