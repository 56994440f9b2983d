import type { z } from "zod";
import { apiPaths } from "~/api-paths";
import type { movableBooking } from "./move-api";

/** A consultation as the "Choose another time" page receives it (./move-api.ts). */
export type MovableBooking = z.infer<typeof movableBooking>;

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
const signed = (path: string, { id, token }: { id: string; token: string }) =>
  `${path.replace(":id", id)}?t=${encodeURIComponent(token)}`;
export const moveApi = {
  booking: (link: { id: string; token: string }) => signed(apiPaths.booking, link),
  move: (link: { id: string; token: string }) => signed(apiPaths.moveBooking, link),
};
