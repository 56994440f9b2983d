// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { mailContent } from "../../app/content/mails.server";
import { loadConfig, ConfigError } from "../config";
import { siteComposers } from "../site-mails";
import type { MailContext } from "../mail/context";
import type { OutboxMessage } from "../mail/outbox-store";
import type { Store } from "../store";
import { bookingMailKinds } from "../mail-kinds";
import { meetingLabel } from "./labels";
import type { Booking } from "./store";
import { videoRoomUrl } from "./video";

const secret = "s".repeat(40);
const start = Date.parse("2026-12-01T08:00:00Z");

function booking(meeting: Booking["meeting"], inquiryId = "K7Q2M9XW4T1B"): Booking {
  return {
    inquiryId,
    attorney: "3",
    requestedAttorney: "3",
    start,
    end: start + 3_600_000,
    meeting,
    timeZone: "",
    otherParties: "",
    status: "confirmed",
    sequence: 0,
    reschedules: 0,
    firmMoves: 0,
    declinedAs: "",
    invited: false,
    note: "",
    createdAt: "",
    updatedAt: "",
    holdUntil: start,
  };
}

/** The confirmation mails of one booking as the real composers write them. */
function confirmations(b: Booking, videoBase: string | null, lang: "en" | "ar" = "en", phone = "") {
  const inquiry = {
    id: b.inquiryId,
    language: lang,
    fullName: "Lina Saleh",
    email: "lina@example.com",
    phone,
  };
  const store = {
    inquiries: { get: () => inquiry },
    bookings: { get: () => b },
  } as unknown as Store;
  const context: MailContext = {
    firmTo: "office@nasserlaw.jo",
    siteUrl: "https://www.nasserlaw.jo",
    secret,
    firmLanguage: "en",
    now: () => start - 86_400_000,
    videoBase,
  };
  const message = (kind: string) =>
    ({ id: 1, kind, recordId: b.inquiryId, dedupe: "", params: {} }) as unknown as OutboxMessage;
  const composers = siteComposers(store, context);
  return {
    visitor: composers[bookingMailKinds.confirmed]!(message(bookingMailKinds.confirmed))!,
    firm: composers[bookingMailKinds.confirmedFirm]!(message(bookingMailKinds.confirmedFirm))!,
  };
}

const location = (ics: string) =>
  String(
    new ICAL.Component(ICAL.parse(ics))
      .getFirstSubcomponent("vevent")!
      .getFirstPropertyValue("location"),
  );

describe("video consultations get their room", () => {
  it("one unguessable room per booking on the firm's video service, none for other meetings", () => {
    const room = videoRoomUrl("https://meet.jit.si/", secret, booking("video"))!;
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\/NasserPartners-[A-Za-z0-9]{24}$/);
    expect(videoRoomUrl("https://meet.jit.si/", secret, booking("video"))).toBe(room);
    expect(videoRoomUrl("https://meet.jit.si/", secret, booking("video", "ZZZZZZZZZZZZ"))).not.toBe(
      room,
    );
    expect(videoRoomUrl("https://meet.jit.si/", "t".repeat(40), booking("video"))).not.toBe(room);
    expect(videoRoomUrl("https://meet.jit.si/", secret, booking("office"))).toBeNull();
    expect(videoRoomUrl(null, secret, booking("video"))).toBeNull();
  });

  it("puts the room in the confirmation, its button and both invitations", () => {
    const room = videoRoomUrl("https://meet.jit.si/", secret, booking("video"))!;
    for (const lang of ["en", "ar"] as const) {
      const { visitor, firm } = confirmations(booking("video"), "https://meet.jit.si/", lang);
      expect(visitor.text).toContain(room);
      expect(visitor.html).toContain(`href="${room}"`);
      // The button's words are the firm's to edit (content/mails/; issue 36, point 4), in the
      // HTML as React escapes them.
      const html = visitor.html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
      expect(html.replaceAll("&amp;", "&")).toContain(mailContent.visitor.buttons.join[lang]);
      expect(location(visitor.icalEvent!.content)).toBe(room);
      expect(location(firm.icalEvent!.content)).toBe(room);
      // The firm's mail gives the same room in its body, not only inside the calendar file.
      expect(firm.text).toContain(room);
      expect(firm.html).toContain(`href="${room}"`);
    }
    const office = confirmations(booking("office"), "https://meet.jit.si/").firm;
    expect(office.text).not.toContain("meet.jit.si");
  });

  it("promises the link by email instead when the firm sends its own", () => {
    const { visitor, firm } = confirmations(booking("video"), null);
    // The content's promise, its {{phone}} filled (content/mails/; issue 36, point 4).
    for (const part of mailContent.visitor.confirmed.video.en.split("{{phone}}"))
      expect(visitor.text).toContain(part);
    expect(visitor.text).not.toContain("{{");
    expect(visitor.text).not.toContain("meet.jit.si");
    expect(location(firm.icalEvent!.content)).toBe(meetingLabel("video", "en", "firm"));
  });

  it("reads VIDEO_MEETING_BASE: Jitsi Meet by default, off, or an https address", () => {
    expect(loadConfig({}).videoMeetingBase).toBe("https://meet.jit.si/");
    expect(loadConfig({ VIDEO_MEETING_BASE: "off" }).videoMeetingBase).toBeNull();
    expect(
      loadConfig({ VIDEO_MEETING_BASE: "https://video.nasserlaw.jo/rooms" }).videoMeetingBase,
    ).toBe("https://video.nasserlaw.jo/rooms/");
    expect(() => loadConfig({ VIDEO_MEETING_BASE: "http://meet.example" })).toThrow(ConfigError);
    expect(() => loadConfig({ VIDEO_MEETING_BASE: "http://meet.example" })).toThrow(
      /VIDEO_MEETING_BASE must be an https address/,
    );
  });
});

describe("the firm's confirmation", () => {
  it("says in its body whom a phone consultation is with and the number to call", () => {
    const { firm } = confirmations(booking("phone"), null, "en", "+962 79 555 0123");
    for (const part of [firm.text, firm.html]) {
      expect(part).toContain("+962 79 555 0123");
      expect(part).toContain("lina@example.com");
      expect(part).toContain("K7Q2M9XW4T1B");
    }
  });
});
