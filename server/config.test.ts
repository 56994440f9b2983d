// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration from the environment", () => {
  it("has the documented defaults", () => {
    expect(loadConfig({}, "/srv/site")).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/site/data",
      smtpUrl: null,
      mailTo: "info@nasserlaw.jo",
      mailFrom: "website@nasserlaw.jo",
      contactRateLimit: 5,
      retentionDays: 365,
      trustProxy: false,
      siteUrl: "https://www.nasserlaw.jo",
      logLevel: "info",
      bookingSecret: null,
      firmLanguage: "en",
      holdWorkingDays: 1,
      openRequestsLimit: 2,
      slotsRateLimit: 120,
      requestTimeoutMs: 30_000,
      videoMeetingBase: "https://meet.jit.si/",
      noticeMs: 12 * 3_600_000,
      calendars: { calendars: [], leftOut: [], refreshMinutes: 5, bufferMinutes: 0 },
    });
  });

  it("reads every variable, treating an empty one as unset", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/site",
        SMTP_URL: "smtps://user:secret@mail.example.com:465",
        MAIL_TO: "a@example.com, b@example.com",
        MAIL_FROM: "Site <site@example.com>",
        CONTACT_RATE_LIMIT: "0",
        TRUST_PROXY: "1",
        SITE_URL: "https://example.com/",
        LOG_LEVEL: "",
        BOOKING_SECRET: "s".repeat(40),
        FIRM_LANGUAGE: "ar",
      },
      "/",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/site",
      contactRateLimit: 0,
      trustProxy: 1,
      siteUrl: "https://example.com",
      logLevel: "info",
      bookingSecret: "s".repeat(40),
      firmLanguage: "ar",
    });
    expect(loadConfig({ TRUST_PROXY: "on" }).trustProxy).toBe(true);
  });

  it.each([
    [
      { PORT: "abc" },
      /^Invalid configuration: PORT must be a whole number from 0 to 65535 \(got "abc"\)$/,
    ],
    [{ PORT: "70000" }, /PORT/],
    [{ CONTACT_RATE_LIMIT: "five" }, /CONTACT_RATE_LIMIT/],
    [
      { SMTP_URL: "http://mail.example.com" },
      /^Invalid configuration: SMTP_URL must be a URL like smtp:\/\/user:password@host:587 or smtps:\/\/host:465$/,
    ],
    [{ MAIL_TO: "firm" }, /MAIL_TO/],
    [{ MAIL_FROM: "Site <site@example.com>\r\nBcc: x@y.z" }, /MAIL_FROM/],
    [{ SITE_URL: "www.example.com" }, /SITE_URL/],
    [{ TRUST_PROXY: "sometimes" }, /TRUST_PROXY/],
    [
      { FIRM_LANGUAGE: "fr" },
      /^Invalid configuration: FIRM_LANGUAGE must be en or ar \(got "fr"\)$/,
    ],
    // A secret too short to trust is refused without echoing it.
    [
      { BOOKING_SECRET: "hunter2" },
      /^Invalid configuration: BOOKING_SECRET must be at least 32 characters[^"]*$/,
    ],
  ])("refuses %j with one clear line", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
