// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

const secret = "https://calendar.google.com/calendar/ical/x%40group/private-9f8e7d6c/basic.ics";

describe("BUSY_CALENDARS", () => {
  it("reads attorneys (more than once) and the firm, keyed by a hash of each address", () => {
    const { calendars } = loadConfig({
      BUSY_CALENDARS: `2=${secret}, 2=https://outlook.office365.com/owa/calendar/a/b/reachcalendar.ics,firm=https://cal.example.com/f.ics`,
      BUSY_CALENDARS_REFRESH_MINUTES: "10",
      BUSY_CALENDARS_BUFFER_MINUTES: "15",
    });
    expect(calendars.refreshMinutes).toBe(10);
    expect(calendars.bufferMinutes).toBe(15);
    expect(calendars.calendars.map((c) => [c.owner, c.label])).toEqual([
      ["2", "calendar.google.com"],
      ["2", "outlook.office365.com"],
      ["firm", "cal.example.com"],
    ]);
    // The key tells nothing of the secret address: no 6 of its bytes stand in it, in hex.
    const [google, outlook] = calendars.calendars.map((c) => c.key);
    expect(google).toMatch(/^[0-9a-f]{32}$/);
    const hex = Buffer.from(secret).toString("hex");
    for (let at = 0; at + 12 <= hex.length; at += 2)
      expect(google).not.toContain(hex.slice(at, at + 12));
    expect(google).not.toBe(outlook);
  });

  it("leaves out, without stopping the start, the calendar of an attorney the firm removed", () => {
    const { calendars } = loadConfig({
      BUSY_CALENDARS: "9=https://cal.example.com/a.ics,2=https://cal.example.com/b.ics",
    });
    expect(calendars.calendars.map((c) => c.owner)).toEqual(["2"]);
    expect(calendars.leftOut).toEqual([
      "BUSY_CALENDARS entry 1: attorney 9 is not on the site; their calendar is left out",
    ]);
  });

  it.each([
    [
      "attorney 9=https://cal.example.com/a.ics",
      /^Invalid configuration: BUSY_CALENDARS entry 1 must start with an attorney id/,
    ],
    [
      `2=${secret},3=not a url`,
      /^Invalid configuration: BUSY_CALENDARS entry 2 \(3\) is not a URL$/,
    ],
    [
      `2=http://cal.example.com/private-9f8e7d6c.ics`,
      /^Invalid configuration: BUSY_CALENDARS entry 1 \(2\) must be an https:\/\/ address$/,
    ],
    [secret, /BUSY_CALENDARS entry 1 must start with an attorney id/],
  ])("stops the start on %#, in one line that never prints the address", (value, message) => {
    let error: unknown;
    try {
      loadConfig({ BUSY_CALENDARS: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toMatch(/private|9f8e7d6c|not a url/);
    expect(text).not.toContain("\n");
  });

  it("refuses this machine and private networks unless BUSY_CALENDARS_ALLOW_PRIVATE=1 allows them, over http too", () => {
    const local = [
      "http://127.0.0.1:9/a.ics",
      "https://localhost/a.ics",
      "https://[::1]/a.ics",
      "https://10.1.2.3/a.ics",
      "https://172.20.0.5/a.ics",
      "https://192.168.1.10/a.ics",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd12:3456::1]/a.ics",
      "https://[fe80::1]/a.ics",
      "https://[::ffff:127.0.0.1]/a.ics",
      "https://2130706433/a.ics",
    ];
    for (const [index, url] of local.entries()) {
      expect(() => loadConfig({ BUSY_CALENDARS: `3=${url}` }), url).toThrow(
        /^Invalid configuration: BUSY_CALENDARS entry 1 \(3\) is on this machine or a private network; BUSY_CALENDARS_ALLOW_PRIVATE=1 allows it$/,
      );
      const allowed = loadConfig({ BUSY_CALENDARS: `3=${url}`, BUSY_CALENDARS_ALLOW_PRIVATE: "1" });
      expect(allowed.calendars.calendars, String(index)).toHaveLength(1);
      expect(allowed.calendars.allowPrivate).toBe(true);
    }
    // Public addresses are https only, allowance or not.
    expect(() =>
      loadConfig({
        BUSY_CALENDARS: "3=http://172.32.0.1/a.ics",
        BUSY_CALENDARS_ALLOW_PRIVATE: "1",
      }),
    ).toThrow(/must be an https:\/\/ address/);
    expect(
      loadConfig({ BUSY_CALENDARS: "3=https://8.8.8.8/a.ics" }).calendars.calendars,
    ).toHaveLength(1);
    expect(() => loadConfig({ BUSY_CALENDARS_ALLOW_PRIVATE: "yes" })).toThrow(
      /BUSY_CALENDARS_ALLOW_PRIVATE must be 1 or 0/,
    );
  });

  it("checks the timings", () => {
    expect(() => loadConfig({ BUSY_CALENDARS_REFRESH_MINUTES: "0" })).toThrow(
      /BUSY_CALENDARS_REFRESH_MINUTES must be a whole number of minutes from 1 to 1440/,
    );
  });
});
