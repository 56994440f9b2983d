import { describe, expect, it } from "vitest";
import { fold } from "./fold";

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
