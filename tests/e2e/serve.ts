/** The server the browser tests run against: the real one, with a throwaway inquiry store. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-inquiries-"));
await import("../../server/main");
