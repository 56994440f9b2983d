import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portraitFile, portraitProblem } from "./portraits.server";

/** A content folder with one portrait, a link out of the folder and a secret beside it. */
let root: string;
let dir: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "portrait-paths-"));
  dir = join(root, "content");
  mkdirSync(join(dir, "images", "attorneys", "3"), { recursive: true });
  writeFileSync(join(dir, "images", "attorneys", "3", "image.jpg"), "a picture");
  writeFileSync(join(root, "secret.png"), "not for the public");
  writeFileSync(join(dir, "images", "elsewhere.png"), "not a portrait");
  symlinkSync(join(root, "secret.png"), join(dir, "images", "attorneys", "3", "link.png"));
  symlinkSync(root, join(dir, "images", "attorneys", "up"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the file a portrait's path names, at build", () => {
  it("is a file inside content/images/attorneys/", () => {
    expect(portraitProblem("attorneys/3/image.jpg", dir)).toBeNull();
    expect(portraitFile("attorneys/3/image.jpg", dir)).toBe(
      join(dir, "images", "attorneys", "3", "image.jpg"),
    );
  });

  it("is refused when the path or a link in it leads out of the folder (issue 33, M1)", () => {
    for (const image of [
      "../../secret.png",
      "attorneys/../../secret.png",
      "attorneys/../elsewhere.png",
      "attorneys/3/link.png",
      "attorneys/up/secret.png",
    ]) {
      expect(portraitProblem(image, dir), image).toBe(
        `content/images/${image}: is not a picture in content/images/attorneys/`,
      );
      expect(() => portraitFile(image, dir), image).toThrow(/is not a picture in content/);
    }
  });

  it("names a picture that is not there", () => {
    expect(portraitProblem("attorneys/3/gone.jpg", dir)).toBe(
      "content/images/attorneys/3/gone.jpg: the picture is missing",
    );
  });
});
