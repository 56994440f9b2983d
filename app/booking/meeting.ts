/** How a consultation takes place; the form offers them in this order, the office first. */
export const meetingModes = ["office", "phone", "video"] as const;
export type MeetingMode = (typeof meetingModes)[number];
