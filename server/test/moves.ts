/**
 * The visitor's "choose another time" in tests: the secret the move tests' servers sign their
 * links with, the free times the site offers, and the move request the site's page sends.
 */
import { moveApiPath } from "../bookings/links";
import type { TestServer } from "./helpers";

/** The booking secret of the move tests' servers (`bookingSecret`), which signs their links. */
export const secret = "m".repeat(40);

/** The free times of one attorney as the site offers them. */
export async function freeTimes(server: TestServer, attorney: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/slots?attorney=${attorney}`);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** The visitor's "choose another time": a JSON POST from the site's own page. */
export function move(server: TestServer, id: string, slot: unknown, token?: string) {
  const path =
    token === undefined
      ? moveApiPath(secret, id)
      : `/api/booking/${id}/move?t=${encodeURIComponent(token)}`;
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ slot }),
  });
}
