/**
 * `npm run calendar`: prints the secret addresses of the firm's calendar feeds (the whole firm,
 * and one per attorney) for SITE_URL, to subscribe to from Outlook or Google Calendar.
 * `npm run calendar -- --new-secret` renews them: every address printed before stops working.
 * `npm run calendar -- --status` shows how the attorneys' own busy calendars (BUSY_CALENDARS)
 * were last read, by owner and host only: the addresses are secrets.
 */
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
import type { Config } from "../config";
import type { Store } from "../store";
import { type Command, type CommandIo, refuse, runFromShell } from "./command";
import { configFromEnv, existingStore } from "./store-path";

const usage = "Usage: npm run calendar [-- --new-secret | --status]";

export const calendar: Command = async (args, io) => {
  let values: { "new-secret"?: boolean; status?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        "new-secret": { type: "boolean" },
        status: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    refuse(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) return io.out(`${usage}\n`);

  // The same configuration as the server, read the same way.
  const config = configFromEnv(io.env);
  // The server makes the store and the secret on its first start; made here by another user
  // (root), they would lock the server out.
  const store = existingStore(
    config.dataDir,
    `No store in ${config.dataDir}: start the server once first.`,
  );
  try {
    if (values.status) printStatus(store, config, io);
    else printFeeds(store, config, values["new-secret"] === true, io);
  } finally {
    store.close();
  }
};

const when = (ms: number | null) => (ms === null ? "never" : new Date(ms).toISOString());

/** How each BUSY_CALENDARS address was last read: owner and host only. */
function printStatus(store: Store, config: Config, io: CommandIo) {
  const calendars = calendarStore(store.db);
  const list = config.calendars.calendars;
  if (list.length === 0) io.out("No busy calendars: BUSY_CALENDARS is not set.\n");
  for (const calendar of list) {
    const row = calendars.get(calendar.key);
    const who =
      calendar.owner === "firm"
        ? "Whole firm"
        : (firm.attorneys.find((a) => a.id === calendar.owner)?.name.en ?? calendar.owner);
    io.out(
      [
        `${who} (${calendar.owner}), ${calendar.label}: ${row?.state === "failing" ? "FAILING" : (row?.state ?? "new")}`,
        `  last success: ${when(row?.fetched_at ?? null)}, ${row?.event_count ?? 0} events`,
        `  last failure: ${when(row?.last_failure_at ?? null)}${row?.last_failure ? ` (${row.last_failure})` : ""}\n`,
      ].join("\n"),
    );
  }
}

/** The feed addresses of the firm's own calendar, renewed first with --new-secret. */
function printFeeds(store: Store, config: Config, renew: boolean, io: CommandIo) {
  const secret = bookingSecret(config);
  if (renew) {
    renewFeedGeneration(store);
    io.out("New calendar addresses; the previous ones no longer work.\n\n");
  }
  const generation = feedGeneration(store);
  for (const scope of feedScopes()) {
    const id = scope.startsWith("attorney-") ? scope.slice("attorney-".length) : null;
    const who = id ? (firm.attorneys.find((a) => a.id === id)?.name.en ?? id) : "Whole firm";
    io.out(`${who}:\n  ${feedUrl(config.siteUrl, secret, scope, generation)}\n`);
  }
}

runFromShell(import.meta.url, calendar);
