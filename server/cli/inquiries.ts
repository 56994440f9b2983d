/**
 * `npm run inquiries -- --json | --csv [--since YYYY-MM-DD]`: prints the stored inquiries for the
 * firm (DATA_DIR as for the server, default ./data), each with its consultation and its mails.
 * `--since` counts from midnight UTC.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openStore, storeFileName } from "../store";
import { exportRows, sinceDate, toCsv, toJson, type ExportRow } from "./export";

const usage = "Usage: npm run inquiries -- --json | --csv [--since YYYY-MM-DD]";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let values: { json?: boolean; csv?: boolean; since?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      json: { type: "boolean" },
      csv: { type: "boolean" },
      since: { type: "string" },
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
if (values.json === values.csv) fail(`Choose one of --json or --csv.\n${usage}`);

const since = values.since === undefined ? "" : sinceDate(values.since);
if (since === null)
  fail(`--since must be a date like 2025-06-01 (got ${JSON.stringify(values.since)}).`);

// The same store as the server: DATA_DIR from the environment or a local .env.
if (existsSync(".env")) process.loadEnvFile(".env");
const dataDir = resolve(process.env.DATA_DIR || "./data");
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
