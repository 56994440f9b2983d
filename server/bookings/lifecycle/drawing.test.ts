// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { transitions } from ".";

/** Every arrow of docs/booking.md's state diagram, as "from --> to: transition". */
function drawnArrows(): string[] {
  const doc = readFileSync(join(import.meta.dirname, "../../../docs/booking.md"), "utf8");
  const diagram = /```mermaid\nstateDiagram-v2\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
  return [...diagram.matchAll(/^\s*(\S+) --> (\S+): (\w+)/gm)].map(
    ([, from, to, name]) => `${from} --> ${to}: ${name}`,
  );
}

/** Every transition of the code's table, one arrow per status it moves from. */
function codeArrows(): string[] {
  return Object.entries(transitions).flatMap(([name, { from, to }]) =>
    (from.length ? from : ["[*]"]).map((status) => `${status} --> ${to}: ${name}`),
  );
}

describe("docs/booking.md's drawing of a consultation's life", () => {
  it("has every transition of server/bookings/lifecycle, and none it lacks", () => {
    expect(drawnArrows().length).toBeGreaterThan(0);
    expect(drawnArrows().sort()).toEqual(codeArrows().sort());
  });
});
