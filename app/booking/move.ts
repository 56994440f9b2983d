import type { MeetingMode } from "./meeting";

/**
 * A consultation as the "Choose another time" page receives it from `GET /api/booking/<id>`:
 * only the firm's facts about it, never a word the visitor typed.
 */
export interface MovableBooking {
  reference: string;
  attorney: string;
  /** ISO 8601 with Amman's offset. */
  start: string;
  meeting: MeetingMode;
  status:
    | "requested"
    | "confirmed"
    | "declined"
    | "cancelled"
    | "expired"
    | "released"
    | "attended"
    | "absent";
  /** How many more times it may be moved online. */
  movesLeft: number;
  /** How many hours before the start online changes close. */
  noticeHours: number;
}

/**
 * The reference and signed token of the page's own address: `/booking/move/<id>?t=<token>`, or
 * the same under `/ar`.
 */
export function moveLink(location: { pathname: string; search: string }): {
  id: string;
  token: string;
} | null {
  const id = /^(?:\/ar)?\/booking\/move\/([0-9A-HJKMNP-TV-Z]{12})$/.exec(location.pathname)?.[1];
  const token = new URLSearchParams(location.search).get("t");
  return id && token && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? { id, token } : null;
}

/** The booking's JSON address, and where its new time is sent. */
export const moveApi = {
  booking: ({ id, token }: { id: string; token: string }) =>
    `/api/booking/${id}?t=${encodeURIComponent(token)}`,
  move: ({ id, token }: { id: string; token: string }) =>
    `/api/booking/${id}/move?t=${encodeURIComponent(token)}`,
};
