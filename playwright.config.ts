import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { headlessShellArgs, headlessShellPath } from "./scripts/chromium";
import { clockEnv } from "./tests/e2e/clock";

// One throwaway inquiry store per run, shared with the workers so tests can read what the firm received.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-inquiries-"));

const port = Number(process.env.E2E_PORT ?? 4173);
const serialSpecs = /(desk|editor)\.spec\.ts$/;
const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * End-to-end tests in Debian's Chromium (its headless shell: decision 0019) against the real
 * server and the built site.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: headlessShellPath,
      args: headlessShellArgs,
    },
    locale: "en-US",
    trace: "off",
  },
  /*
   * One width for what does not depend on it (the desktop's, where every spec runs); the phone's
   * too for what does: the layout, the header and its menus, the picker, and what the page's
   * width decides (counsel-and-claims). In those specs a test that reads no width is tagged
   * `@one-width` and runs at the desktop's only. axe checks every page at both widths wherever
   * it runs (fixtures.ts, expectAccessible).
   */
  projects: [
    /*
     * The editor's and the desk's specs run their tests in order, on one worker, against servers
     * of their own (the editor's publish builds the site): together over a third of the suite's
     * time. Queued first, they run beside the rest instead of after it.
     */
    {
      name: "desk and editor",
      testMatch: serialSpecs,
      use: desktop,
    },
    {
      name: "phone",
      testMatch:
        /(layout-[\w-]+|language-switcher|booking|booking-move|counsel-and-claims)\.spec\.ts$/,
      grepInvert: /@one-width/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
    { name: "desktop", testIgnore: serialSpecs, use: desktop },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/serve.ts",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SMTP_URL empty: a developer's .env must never make the tests send real mail.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTACT_RATE_LIMIT: "0",
      // Every test books from 127.0.0.1: the per-client limits have their own server tests.
      BOOKING_OPEN_REQUESTS: "0",
      SLOTS_RATE_LIMIT: "0",
      DATA_DIR: process.env.E2E_DATA_DIR,
      SMTP_URL: "",
      // The booking links' key is made in DATA_DIR, where the link tests read it; pages in English.
      BOOKING_SECRET: "",
      FIRM_LANGUAGE: "en",
      // At the tests' clock (tests/e2e/clock.ts): the real one, or scripts/at-clock.sh's.
      ...clockEnv(),
    },
  },
});
