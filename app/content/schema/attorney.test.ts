import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "../files.server";
import { attorneySchema } from "./attorney";

/** An attorney's file as it is, with a portrait at `image`: the reason it is refused, or null. */
function portraitRefusal(image: string) {
  const file = JSON.parse(readFileSync(join(contentDir, "attorneys", "3.json"), "utf8"));
  file.portrait = { image, alt: { en: "A portrait", ar: "صورة" } };
  const result = attorneySchema.safeParse(file);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return `${issue.path.join(".")}: ${issue.message}`;
}

describe("a portrait's path in an attorney's file", () => {
  it("takes a picture in content/images/attorneys/, as the editor names it", () => {
    expect(portraitRefusal("attorneys/rania-haddad.jpg")).toBeNull();
    expect(portraitRefusal("attorneys/3/portrait/image.webp")).toBeNull();
  });

  it("refuses a path that climbs out of the portraits' folder (issue 33, M1)", () => {
    for (const image of [
      "../../../secret.png",
      "attorneys/../../../secret.png",
      "attorneys/./x.png",
      "attorneys//x.png",
      "/etc/secret.png",
      "attorneys\\..\\..\\secret.png",
      "other/x.png",
      "attorneys.png",
    ])
      expect(portraitRefusal(image), image).toBe(
        "portrait.image: must be a picture in content/images/attorneys/",
      );
  });

  it("still names a file that is no picture as such", () => {
    expect(portraitRefusal("attorneys/3/cv.pdf")).toBe(
      "portrait.image: must be a .jpg, .png or .webp file",
    );
  });
});

/** An attorney's file as it is, changed: the reasons it is refused, or none. */
function refusals(
  id: string,
  change: (file: { gender?: string; bar: { number?: string } }) => void,
) {
  const file = JSON.parse(readFileSync(join(contentDir, "attorneys", `${id}.json`), "utf8"));
  change(file);
  const result = attorneySchema.safeParse(file);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("an attorney's gender and standing with the Bar (issue 37)", () => {
  it("asks for the grammatical gender the Arabic agrees with", () => {
    expect(refusals("3", (file) => delete file.gender)).toEqual([
      'gender: must be "m" or "f"',
    ]);
    expect(refusals("3", (file) => (file.gender = "female"))).toEqual([
      'gender: must be "m" or "f"',
    ]);
  });

  it("takes a consultation only with a lawyer who has a Bar number", () => {
    expect(refusals("2", (file) => delete file.bar.number)).toEqual([
      "bar.number: is empty: only a lawyer registered with the Bar may take consultations",
    ]);
    // The professor is not a practising lawyer: no number, and not bookable.
    expect(refusals("4", () => {})).toEqual([]);
  });
});
