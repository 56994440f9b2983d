import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * The far zone: booking time arithmetic and the firm's side (mails, invitations, reminders, link
 * expiry, the feed on Amman's clock) again under UTC+14, 11 hours ahead of Amman, so an Amman
 * afternoon is the next day there. New York's pass is gone: no code reads the local clock (no
 * getHours/getDate/setDate…, only the year), so its summer time had nothing to catch that a zone
 * at another offset does not. One run, two projects: the far zone's files fill the workers'
 * idle time beside the others instead of a second start of Vitest.
 */
export const farZone = "Pacific/Kiritimati";
const farZoneTests = [
  "app/booking/**/*.test.ts",
  "server/bookings/**/*.test.ts",
  "server/inquiries/firm-mail.test.ts",
  // The commands print Amman times; the backup's copy has no clock of its own.
  "server/cli/inquiries.test.ts",
  "server/cli/calendar.test.ts",
  "server/calendars/**/*.test.ts",
  "server/privacy/**/*.test.ts",
  "server/desk/agenda.test.ts",
  // Not again: the caps on hostile calendars count events and time reads, and a publish's
  // switch of content is the same at any offset (its new hours are the slot tests' arithmetic).
  "!server/calendars/hostile-feeds.test.ts",
  "!server/bookings/live-publish.test.ts",
];

/**
 * The files that give the modules they import content of their own (a content folder set before
 * the imports, a mocked content file): each runs in a module graph of its own. Every other file
 * shares its worker's (isolate: false), and server/test/shared-modules.ts gives each of them the
 * repository's content back.
 */
const ownModules = [
  "app/components/sections/free-consultation.test.tsx",
  "scripts/insights-pages.test.tsx",
  "scripts/portraits.test.tsx",
];

const sharedModules = { isolate: false, setupFiles: ["server/test/shared-modules.ts"] };

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machine, so
    // the files ran one after another while the server tests mostly wait (on child processes,
    // sockets, timers). Three keep both cores busy there; more cores get their usual number.
    maxWorkers: Math.max(availableParallelism() - 1, 3),
    projects: [
      {
        extends: true,
        test: {
          name: "here",
          ...sharedModules,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.{ts,tsx}",
            "deploy/**/*.test.ts",
            "editor/**/*.test.{ts,tsx}",
            ...ownModules.map((file) => `!${file}`),
          ],
        },
      },
      {
        extends: true,
        test: { name: "here, own modules", include: ownModules },
      },
      {
        extends: true,
        test: { name: "far zone", include: farZoneTests, env: { TZ: farZone }, ...sharedModules },
      },
    ],
  },
});
