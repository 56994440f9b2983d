/**
 * `npm run inquiries -- --json | --csv [--since YYYY-MM-DD]`: prints the stored inquiries for the
 * firm (DATA_DIR as for the server, default ./data). `--since` counts from midnight UTC.
 * `-- --person <email>` prints everything stored about one address; `-- --erase <email> [--yes]`
 * erases it (Jordan's Personal Data Protection Law: the visitor's rights of access and erasure).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { StoredInquiry } from "../inquiries/store";
import { openStore, storeFileName } from "../store";
import { sinceDate, toCsv, toJson } from "./export";
import { erase, printPerson } from "./person";

const usage =
  "Usage: npm run inquiries -- --json | --csv [--since YYYY-MM-DD]\n" +
  "       npm run inquiries -- --person <email>\n" +
  "       npm run inquiries -- --erase <email> [--yes]";

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
const address = values.person ?? values.erase;
if (address !== undefined) {
  if (!/^[^\s@]+@[^\s@]+$/.test(address))
    fail(`Give an email address (got ${JSON.stringify(address)}).`);
  if (values.person !== undefined && values.erase !== undefined)
    fail(`Choose one of --person or --erase.\n${usage}`);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const dataDir = resolve(process.env.DATA_DIR || "./data");
  if (!existsSync(join(dataDir, storeFileName))) fail(`No store in ${dataDir}.`, 1);
  const store = openStore(dataDir, { mustExist: true });
  try {
    if (values.person !== undefined) printPerson(store, address);
    else process.exitCode = await erase(store, address, values.yes === true);
  } finally {
    store.close();
  }
  process.exit();
}
if (values.json === values.csv) fail(`Choose one of --json or --csv.\n${usage}`);

const since = values.since === undefined ? "" : sinceDate(values.since);
if (since === null)
  fail(`--since must be a date like 2025-06-01 (got ${JSON.stringify(values.since)}).`);

// The same store as the server: DATA_DIR from the environment or a local .env.
if (existsSync(".env")) process.loadEnvFile(".env");
const dataDir = resolve(process.env.DATA_DIR || "./data");
let inquiries: StoredInquiry[] = [];
if (existsSync(join(dataDir, storeFileName))) {
  const store = openStore(dataDir, { mustExist: true });
  try {
    inquiries = store.inquiries.list(since);
  } finally {
    store.close();
  }
} else {
  console.error(`No inquiries stored yet in ${dataDir}.`);
}
process.stdout.write(values.csv ? toCsv(inquiries) : toJson(inquiries));
