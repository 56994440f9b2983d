/**
 * `npm run inquiries -- --json | --csv [--since YYYY-MM-DD]`: prints the stored inquiries for the
 * firm (DATA_DIR as for the server, default ./data), each with its consultation and its mails.
 * `--since` counts from midnight in Amman, and every time printed is Amman's.
 * `-- --person <email>` prints everything stored about one address; `-- --erase <email> [--yes]`
 * erases it (Jordan's Personal Data Protection Law: the visitor's rights of access and erasure).
 * `-- --release <email>` releases every consultation request from that person still waiting for
 * an answer (every spelling of the mailbox: case, +tags, Gmail's dots).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { storeFileName } from "../store";
import { exportRows, sinceDate, toCsv, toJson, type ExportRow } from "./export";
import { lifecycle } from "../bookings";
import { addressKey } from "../mail";
import { type Command, refuse, runFromShell } from "./command";
import { erase, printPerson } from "./person";
import { dataDirFromEnv, existingStore } from "./store-path";

const usage =
  "Usage: npm run inquiries -- --json | --csv [--since YYYY-MM-DD]\n" +
  "       npm run inquiries -- --person <email>\n" +
  "       npm run inquiries -- --erase <email> [--yes]\n" +
  "       npm run inquiries -- --release <email>";

export const inquiries: Command = async (args, io) => {
  let values: {
    json?: boolean;
    csv?: boolean;
    since?: string;
    person?: string;
    erase?: string;
    release?: string;
    yes?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        json: { type: "boolean" },
        csv: { type: "boolean" },
        since: { type: "string" },
        person: { type: "string" },
        erase: { type: "string" },
        release: { type: "string" },
        yes: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    refuse(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) return io.out(`${usage}\n`);

  const address = values.person ?? values.erase ?? values.release;
  if (address !== undefined) {
    if (!/^[^\s@]+@[^\s@]+$/.test(address))
      refuse(`Give an email address (got ${JSON.stringify(address)}).`);
    if ([values.person, values.erase, values.release].filter((v) => v !== undefined).length > 1)
      refuse(`Choose one of --person, --erase or --release.\n${usage}`);
    const dataDir = dataDirFromEnv(io.env);
    const store = existingStore(dataDir, `No store in ${dataDir}.`);
    try {
      if (values.person !== undefined) return printPerson(store, address, io);
      if (values.erase !== undefined) return await erase(store, address, values.yes === true, io);
      const released = lifecycle.release(store, { holder: addressKey(address) }, Date.now());
      return io.out(
        released.length === 0
          ? "No request from this address is waiting for an answer.\n"
          : `Released ${released.length} open request(s): ${released.join(", ")}\n`,
      );
    } finally {
      store.close();
    }
  }
  if (values.json === values.csv) refuse(`Choose one of --json or --csv.\n${usage}`);

  const since = values.since === undefined ? "" : sinceDate(values.since);
  if (since === null)
    refuse(`--since must be a date like 2025-06-01 (got ${JSON.stringify(values.since)}).`);

  const dataDir = dataDirFromEnv(io.env);
  let rows: ExportRow[] = [];
  if (existsSync(join(dataDir, storeFileName))) {
    const store = existingStore(dataDir, `No store in ${dataDir}.`);
    try {
      rows = exportRows(store, store.inquiries.list(since));
    } finally {
      store.close();
    }
  } else {
    io.err(`No inquiries stored yet in ${dataDir}.\n`);
  }
  io.out(values.csv ? toCsv(rows) : toJson(rows));
};

runFromShell(import.meta.url, inquiries);
