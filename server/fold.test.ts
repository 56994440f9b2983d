import { describe, expect, it } from "vitest";
import { fold, phoneDigits } from "./fold";

describe("fold: a name as the conflict search compares it", () => {
  it.each([
    ["أحمد", "احمد"],
    ["إحمد", "احمد"],
    ["آحمد", "احمد"],
    ["أحْمَد", "احمد"],
    ["فاطمة", "فاطمه"],
    ["مصطفى", "مصطفي"],
    ["محـــمد", "محمد"],
    ["مُحَمَّد", "محمد"],
    ["ٱلقاضي", "القاضي"],
    ["Müller", "MULLER"],
    ["José  Núñez", "jose nunez"],
  ])("%s folds as %s does", (written, other) => {
    expect(fold(written)).toBe(fold(other));
  });

  it("keeps different names apart", () => {
    expect(fold("سمير")).not.toBe(fold("سمر"));
    expect(fold("Lina")).not.toBe(fold("Lena"));
  });
});

describe("phoneDigits: a phone number as the desk's search compares it", () => {
  it.each(["+962 79 123 4567", "00962791234567", "079-123-4567", "(079) 1234567", "٠٧٩١٢٣٤٥٦٧"])(
    "%s reads 791234567",
    (written) => expect(phoneDigits(written)).toBe("791234567"),
  );
});
