/** The spec's numbers for the header and in-page anchors. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const ANCHOR_OFFSET_PX = 80;
export const HOME_ANCHOR_DELAY_MS = 100;
