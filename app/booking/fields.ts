import { attorneyIds } from "~/content/firm";

/** How a consultation takes place; the form offers them in this order, the office first. */
export const meetingModes = ["office", "phone", "video"] as const;
export type MeetingMode = (typeof meetingModes)[number];

/** Whom the visitor asks for: "any" is the first attorney free at that time. */
export const attorneyChoices = ["any", ...attorneyIds] as const;
export type AttorneyChoice = (typeof attorneyChoices)[number];

export function isAttorneyChoice(value: unknown): value is AttorneyChoice {
  return attorneyChoices.includes(value as AttorneyChoice);
}
