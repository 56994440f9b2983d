import { sign } from "./links";

/**
 * The video room of a consultation: one unguessable room per booking on the firm's video service
 * (VIDEO_MEETING_BASE, Jitsi Meet by default), derived from the booking secret, so every mail,
 * invitation and update names the same room without storing it. Null when the firm sends its own.
 */
export function videoRoomUrl(
  base: string | null,
  secret: string,
  booking: { inquiryId: string; meeting: string },
): string | null {
  if (!base || booking.meeting !== "video") return null;
  const room = sign(secret, `video:${booking.inquiryId}`).replace(/[-_]/g, "").slice(0, 24);
  return `${base.replace(/\/*$/, "/")}NasserPartners-${room}`;
}
