/**
 * `npm run inquiries -- --json | --csv [--since YYYY-MM-DD]`: prints the stored inquiries for the
 * firm (DATA_DIR as for the server, default ./data), each with its consultation and its mails.
 * `--since` counts from midnight UTC.
 * `-- --person <email>` prints everything stored about one address; `-- --erase <email> [--yes]`
 * erases it (Jordan's Personal Data Protection Law: the visitor's rights of access and erasure).
 * `-- --release <email>` releases every consultation request from that person still waiting for
 * an answer (every spelling of the mailbox: case, +tags, Gmail's dots).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openStore, storeFileName } from "../store";
import { exportRows, sinceDate, toCsv, toJson, type ExportRow } from "./export";
import { lifecycle } from "../bookings";
import { addressKey } from "../mail";
import { erase, printPerson } from "./person";
import { dataDirFromEnv, ownerProblem } from "./store-path";

const usage =
  "Usage: npm run inquiries -- --json | --csv [--since YYYY-MM-DD]\n" +
  "       npm run inquiries -- --person <email>\n" +
  "       npm run inquiries -- --erase <email> [--yes]\n" +
  "       npm run inquiries -- --release <email>";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

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
  fail(`${(error as Error).message}\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const address = values.person ?? values.erase ?? values.release;
if (address !== undefined) {
  if (!/^[^\s@]+@[^\s@]+$/.test(address))
    fail(`Give an email address (got ${JSON.stringify(address)}).`);
  if ([values.person, values.erase, values.release].filter((v) => v !== undefined).length > 1)
    fail(`Choose one of --person, --erase or --release.\n${usage}`);
  const dataDir = dataDirFromEnv();
  if (!existsSync(join(dataDir, storeFileName))) fail(`No store in ${dataDir}.`, 1);
  const problem = ownerProblem(join(dataDir, storeFileName));
  if (problem) fail(`Not done: ${problem}.`, 1);
  const store = openStore(dataDir, { mustExist: true });
  try {
    if (values.person !== undefined) printPerson(store, address);
    else if (values.release !== undefined) {
      const released = lifecycle.release(store, { holder: addressKey(address) }, Date.now());
      console.log(
        released.length === 0
          ? "No request from this address is waiting for an answer."
          : `Released ${released.length} open request(s): ${released.join(", ")}`,
      );
    } else process.exitCode = await erase(store, address, values.yes === true);
  } finally {
    store.close();
  }
  process.exit();
}
if (values.json === values.csv) fail(`Choose one of --json or --csv.\n${usage}`);

const since = values.since === undefined ? "" : sinceDate(values.since);
if (since === null)
  fail(`--since must be a date like 2025-06-01 (got ${JSON.stringify(values.since)}).`);

const dataDir = dataDirFromEnv();
let inquiries: ExportRow[] = [];
if (existsSync(join(dataDir, storeFileName))) {
  const store = openStore(dataDir, { mustExist: true });
  try {
    inquiries = exportRows(store, store.inquiries.list(since));
  } finally {
    store.close();
  }
} else {
  console.error(`No inquiries stored yet in ${dataDir}.`);
}
process.stdout.write(values.csv ? toCsv(inquiries) : toJson(inquiries));
