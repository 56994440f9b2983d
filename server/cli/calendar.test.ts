// @vitest-environment node
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../store";
import { runIn } from "../test/command";
import { tempDir } from "../test/helpers";
import { calendarKey, calendarStore } from "../calendars";
import { calendar as command } from "./calendar";

const dir = tempDir();
afterAll(() => dir.remove());

function calendar(...args: string[]) {
  return calendarWith({}, ...args);
}

function calendarWith(env: Record<string, string>, ...args: string[]) {
  return runIn(command, args, { DATA_DIR: dir.path, SITE_URL: "https://law.example", ...env });
}

const urls = (stdout: string) => stdout.match(/https:\/\/\S+/g) ?? [];

describe("npm run calendar", () => {
  it("refuses to run before the server has made its store", async () => {
    expect(await calendar()).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("start the server once first"),
    });
  });

  it("prints the firm's and each attorney's feed address for SITE_URL; --new-secret replaces them", async () => {
    openStore(dir.path).close();
    const first = urls((await calendar()).stdout);
    expect(first).toHaveLength(4);
    expect(first[0]).toMatch(/^https:\/\/law\.example\/calendar\/firm\.ics\?t=[\w-]{43}$/);
    expect(first.slice(1).map((u) => new URL(u).pathname)).toEqual([
      "/calendar/attorney-2.ics",
      "/calendar/attorney-3.ics",
      "/calendar/attorney-4.ics",
    ]);
    expect(urls((await calendar()).stdout)).toEqual(first);

    const renewed = await calendar("--new-secret");
    expect(renewed.stdout).toContain("the previous ones no longer work");
    const second = urls(renewed.stdout);
    expect(second).toHaveLength(4);
    for (const url of second) expect(first).not.toContain(url);

    // The generated secret stays private to its owner and is never printed.
    const file = join(dir.path, "booking-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(renewed.stdout).not.toContain(readFileSync(file, "utf8").trim());
  });

  it("--status shows each busy calendar by owner and host, never its secret address", async () => {
    const secretUrl = "https://calendar.example.com/private-5ecret/basic.ics";
    const opened = openStore(dir.path);
    const store = { calendars: calendarStore(opened.db), close: () => opened.close() };
    const key = calendarKey(secretUrl);
    store.calendars.ensure({ key, owner: "2", label: "calendar.example.com" });
    store.calendars.succeed(key, "BEGIN:VCALENDAR", 12, Date.parse("2026-12-01T08:00:00Z"));
    store.calendars.fail(key, "HTTP 404", Date.parse("2026-12-01T08:05:00Z"));
    store.close();
    const { stdout } = await calendarWith(
      { BUSY_CALENDARS: `2=${secretUrl},firm=https://other.example.org/x.ics` },
      "--status",
    );
    expect(stdout).toContain("(2), calendar.example.com: FAILING");
    expect(stdout).toContain("last success: 2026-12-01T08:00:00.000Z, 12 events");
    expect(stdout).toContain("last failure: 2026-12-01T08:05:00.000Z (HTTP 404)");
    expect(stdout).toContain("Whole firm (firm), other.example.org: new");
    expect(stdout).not.toContain("5ecret");
  });
});
