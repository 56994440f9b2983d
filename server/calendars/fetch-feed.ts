import { lookup } from "node:dns/promises";
import { addressProblem, isPrivateAddress } from "./config";

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const defaultLimits: FetchLimits = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
};

export interface FetchOptions {
  /** BUSY_CALENDARS_ALLOW_PRIVATE: addresses on this machine or a private network may be read. */
  allowPrivate?: boolean;
  /** Every address a host name resolves to (the system's resolver; tests give their own). */
  resolve?: (hostname: string) => Promise<string[]>;
}

const systemResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** A fetch that did not give a calendar, with a reason fit for a log: never the address. */
export class FeedError extends Error {
  override name = "FeedError";
}

/** Why a network error happened, by its code only (a message may quote the address). */
function networkReason(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string; name?: string } };
  if (e.name === "TimeoutError" || e.name === "AbortError") return "no answer in time";
  const code = e.cause?.code ?? e.cause?.name ?? "network error";
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) return `TLS error (${code})`;
  return `cannot connect (${code})`;
}

/**
 * Why a hop may not be read, or null. Without `allowPrivate`, a name is resolved first and
 * refused when any of its addresses is private. (fetch resolves it again: a name that answers
 * differently the second time is not caught; this stops a redirect or a published name that
 * points inside, not a resolver run by an attacker.)
 */
async function hopProblem(
  url: URL,
  { allowPrivate = false, resolve = systemResolve }: FetchOptions,
  signal: AbortSignal,
): Promise<"not https" | "private" | null> {
  const problem = addressProblem(url, allowPrivate);
  if (problem || allowPrivate) return problem;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  try {
    addresses = await Promise.race([
      resolve(host),
      new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true }),
      ),
    ]);
  } catch (error) {
    throw new FeedError(networkReason({ name: (error as Error).name, cause: error }));
  }
  return addresses.some(isPrivateAddress) ? "private" : null;
}

const refused = {
  first: {
    "not https": "not an https address",
    private: "a private address (BUSY_CALENDARS_ALLOW_PRIVATE is off)",
  },
  redirect: {
    "not https": "redirected to an address that is not https",
    private: "redirected to a private address (BUSY_CALENDARS_ALLOW_PRIVATE is off)",
  },
} as const;

/**
 * Reads a calendar address: redirects followed by hand (each hop must pass the https rule, and
 * reach no private address unless allowed), the whole exchange within the time limit, the body
 * streamed and dropped past the size limit.
 */
export async function fetchFeed(
  address: string,
  limits = defaultLimits,
  options: FetchOptions = {},
): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    const problem = await hopProblem(url, options, signal);
    if (problem) throw new FeedError(refused[hop === 0 ? "first" : "redirect"][problem]);
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: "manual",
        signal,
        headers: { accept: "text/calendar, */*;q=0.5" },
      });
    } catch (error) {
      throw new FeedError(networkReason(error));
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get("location");
      if (!location) throw new FeedError(`HTTP ${response.status} without a location`);
      if (hop >= limits.maxRedirects) throw new FeedError("too many redirects");
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedError(`HTTP ${response.status}`);
    }
    return await readLimited(response, limits.maxBytes);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedError(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes)
        throw new FeedError(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      chunks.push(chunk);
    }
  } catch (error) {
    await response.body?.cancel().catch(() => {});
    if (error instanceof FeedError) throw error;
    throw new FeedError(networkReason(error));
  }
  return Buffer.concat(chunks).toString("utf8");
}
