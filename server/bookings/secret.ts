import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const secretFileName = "booking-secret";

/**
 * The key that signs booking links and calendar feeds: BOOKING_SECRET when set, else the one kept
 * in DATA_DIR (made on first start, readable by its owner only). Never logged or printed.
 */
export function bookingSecret({
  bookingSecret,
  dataDir,
}: {
  bookingSecret: string | null;
  dataDir: string;
}): string {
  if (bookingSecret) return bookingSecret;
  const file = join(dataDir, secretFileName);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": when two processes start at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readSecret(file);
}

function readSecret(file: string): string {
  const value = readFileSync(file, "utf8").trim();
  if (value.length < 32) throw new Error(`${file} holds no usable secret; delete it to make one`);
  return value;
}
