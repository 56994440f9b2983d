// @vitest-environment jsdom
/**
 * The "Choose another time" page names the consultation's lawyer with the word that agrees with
 * them in Arabic: «المحامية» for Rania Haddad (attorney 3), «المحامي» for Khaled Nasser (issue 37).
 */
import { describe, expect, it } from "vitest";
import type { MovableBooking } from "~/booking/move";
import { BookingFacts } from "./booking-move";
import { renderPage } from "./test-render";

const booking = (attorney: string): MovableBooking => ({
  reference: "K7Q2M9XW4T1B",
  attorney,
  start: "2026-12-01T10:00:00+03:00",
  meeting: "office",
  status: "requested",
  movesLeft: 3,
  noticeHours: 12,
});

/** The label beside the lawyer's name in the page's list of facts. */
function labelOf(lang: "en" | "ar", attorney: string) {
  const page = renderPage(lang, <BookingFacts booking={booking(attorney)} />);
  const terms = [...page.querySelectorAll("dt")];
  const row = terms.find((dt) =>
    dt.nextElementSibling?.textContent?.match(/Rania|Khaled|رانيا|خالد/),
  );
  return row?.textContent;
}

describe("the move page's lawyer row", () => {
  it("says «المحامية» before a woman's name and «المحامي» before a man's", () => {
    expect(labelOf("ar", "3")).toBe("المحامية");
    expect(labelOf("ar", "2")).toBe("المحامي");
  });

  it("says Attorney in English", () => {
    expect(labelOf("en", "3")).toBe("Attorney");
  });
});
