/**
 * `npm run calendar`: prints the secret addresses of the firm's calendar feeds (the whole firm,
 * and one per attorney) for SITE_URL, to subscribe to from Outlook or Google Calendar.
 * `npm run calendar -- --new-secret` renews them: every address printed before stops working.
 * `npm run calendar -- --status` shows how the attorneys' own busy calendars (BUSY_CALENDARS)
 * were last read, by owner and host only: the addresses are secrets.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { firm } from "../../app/content/firm";
import {
  bookingSecret,
  feedGeneration,
  feedScopes,
  feedUrl,
  renewFeedGeneration,
} from "../bookings";
import { calendarStore } from "../calendars";
import { type Config, ConfigError, readConfig } from "../config";
import { openStore, storeFileName } from "../store";
import { ownerProblem } from "./store-path";

const usage = "Usage: npm run calendar [-- --new-secret | --status]";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let values: { "new-secret"?: boolean; status?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      "new-secret": { type: "boolean" },
      status: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

// The same configuration as the server, read the same way.
let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 1);
  throw error;
}

// The server makes the store and the secret on its first start; made here by another user (root),
// they would lock the server out.
const storeFile = join(config.dataDir, storeFileName);
if (!existsSync(storeFile)) fail(`No store in ${config.dataDir}: start the server once first.`, 1);
const problem = ownerProblem(storeFile);
if (problem) fail(`Not done: ${problem}.`, 1);
const store = openStore(config.dataDir, { mustExist: true });
const when = (ms: number | null) => (ms === null ? "never" : new Date(ms).toISOString());
try {
  if (values.status) printStatus();
  else printFeeds();
} finally {
  store.close();
}

/** How each BUSY_CALENDARS address was last read: owner and host only. */
function printStatus() {
  const calendars = calendarStore(store.db);
  const list = config.calendars.calendars;
  if (list.length === 0) console.log("No busy calendars: BUSY_CALENDARS is not set.");
  for (const calendar of list) {
    const row = calendars.get(calendar.key);
    const who =
      calendar.owner === "firm"
        ? "Whole firm"
        : (firm.attorneys.find((a) => a.id === calendar.owner)?.name.en ?? calendar.owner);
    console.log(
      [
        `${who} (${calendar.owner}), ${calendar.label}: ${row?.state === "failing" ? "FAILING" : (row?.state ?? "new")}`,
        `  last success: ${when(row?.fetched_at ?? null)}, ${row?.event_count ?? 0} events`,
        `  last failure: ${when(row?.last_failure_at ?? null)}${row?.last_failure ? ` (${row.last_failure})` : ""}`,
      ].join("\n"),
    );
  }
}

/** The feed addresses of the firm's own calendar, renewed first with --new-secret. */
function printFeeds() {
  const secret = bookingSecret(config);
  if (values["new-secret"]) {
    renewFeedGeneration(store);
    console.log("New calendar addresses; the previous ones no longer work.\n");
  }
  const generation = feedGeneration(store);
  for (const scope of feedScopes()) {
    const id = scope.startsWith("attorney-") ? scope.slice("attorney-".length) : null;
    const who = id ? (firm.attorneys.find((a) => a.id === id)?.name.en ?? id) : "Whole firm";
    console.log(`${who}:\n  ${feedUrl(config.siteUrl, secret, scope, generation)}`);
  }
}
