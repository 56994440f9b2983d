// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bookingSecret, videoRoomUrl } from "../bookings";
import { escapeHtml } from "../mail";
import { bookFirstFree } from "../test/booking-mail";
import { deskSite } from "../test/desk-site";
import { deskCopy } from "./page";

/** A video consultation's page at the desk gives its room, so the staff can pass it on. */
describe("a video consultation at the desk", () => {
  const base = "https://meet.jit.si/";
  const site = deskSite(["rana"], { videoMeetingBase: base });

  it("shows the room its mails give, and an office consultation none", async () => {
    const rana = await site.signIn("rana");
    const video = await bookFirstFree(site.server, { meeting: "video", email: "v@example.com" });
    const office = await bookFirstFree(site.server, { email: "o@example.com" }, "any", 1);
    const label = `<dt>${escapeHtml(deskCopy.ar.detail.video)}</dt>`;
    const page = (await site.get(`/ar/desk/consultations/${video.id}`, rana.cookie)).body;
    expect(page).toContain(label);
    const room = new RegExp(`${label}<dd><a href="(${base}NasserPartners-\\w{24})">`).exec(page);
    expect(room).not.toBeNull();
    // The room the visitor's mails give: the same address, signed with the server's own secret.
    const secret = bookingSecret({ bookingSecret: null, dataDir: site.dir.path });
    const booking = site.server.store.bookings.get(video.id)!;
    expect(room![1]).toBe(videoRoomUrl(base, secret, booking));
    const other = (await site.get(`/ar/desk/consultations/${office.id}`, rana.cookie)).body;
    expect(other).not.toContain(label);
  });
});
