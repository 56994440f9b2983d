// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bookableAttorneyIds } from "../../app/content/firm";
import { formatSlot } from "../../app/i18n/format";
import { escapeHtml } from "../mail";
import { consultationsPage } from "./consultations";
import type { DeskLine } from "./store";

/**
 * The agenda's days as the desk heads them: today's and tomorrow's say so, by Amman's calendar,
 * whatever the machine's zone (the far zone's pass runs this file too).
 */
describe("the agenda's days", () => {
  // Thursday 3 December 2026, 23:30 in Amman (UTC+3): tomorrow begins in half an hour.
  const now = Date.parse("2026-12-03T23:30:00+03:00");
  const line = (start: string, id: string): DeskLine => ({
    inquiryId: id,
    attorney: bookableAttorneyIds[0]!,
    requestedAttorney: "any",
    start: Date.parse(start),
    end: Date.parse(start) + 3_600_000,
    meeting: "office",
    timeZone: "",
    otherParties: "",
    status: "confirmed",
    declinedAs: "",
    sequence: 0,
    reschedules: 0,
    firmMoves: 0,
    invited: true,
    note: "",
    createdAt: "",
    updatedAt: "",
    holdUntil: 0,
    fullName: `Client ${id}`,
    service: "corporate-law",
  });
  const starts = [
    "2026-12-03T23:45:00+03:00",
    "2026-12-04T00:15:00+03:00",
    "2026-12-05T10:00:00+03:00",
  ];
  const agenda = (lang: "en" | "ar", { page = 1, pages = 1 } = {}) =>
    consultationsPage({
      lang,
      account: { editor: false, csrf: "x" },
      view: "agenda",
      attorney: "",
      list: { lines: starts.map((start, i) => line(start, `ID${i}`)), pages },
      counts: {},
      page,
      now,
      waiting: { inquiries: 0, requests: 0 },
    });
  const headings = (lang: "en" | "ar") =>
    [...agenda(lang).matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1]);
  const day = (lang: "en" | "ar", start: string) =>
    escapeHtml(formatSlot(lang, new Date(Date.parse(start)), "Asia/Amman", "day"));

  it("heads today's and tomorrow's consultations so, and the later days by their date alone", () => {
    expect(headings("en")).toEqual([
      `Today · ${day("en", starts[0]!)}`,
      `Tomorrow · ${day("en", starts[1]!)}`,
      day("en", starts[2]!),
    ]);
    expect(headings("ar")).toEqual([
      `اليوم · ${day("ar", starts[0]!)}`,
      `غدًا · ${day("ar", starts[1]!)}`,
      day("ar", starts[2]!),
    ]);
  });

  it("pages a long agenda, its page numbers kept apart from the Arabic words around them", () => {
    const pager = (lang: "en" | "ar") =>
      /<nav class="pager"[^>]*>(.*?)<\/nav>/.exec(agenda(lang, { page: 2, pages: 3 }))?.[1];
    expect(pager("en")).toBe(
      '<a href="/desk?view=agenda">Previous page</a><span>Page 2 of 3</span><a href="/desk?view=agenda&#38;page=3">Next page</a>',
    );
    expect(pager("ar")).toContain("الصفحة \u20662\u2069 من \u20663\u2069");
    expect(agenda("en")).not.toContain('class="pager"');
  });
});
