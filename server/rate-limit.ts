import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/** The code of the error a limit throws; each route's refusals say it in words. */
export const rateLimited = "FST_RATE_LIMITED";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * @fastify/rate-limit's counts, in memory, on the server's clock (tests drive it; the plugin's own
 * store reads Date.now). Unlike the plugin's LRU of 5,000 keys, a flood of new keys cannot push a
 * live count out: only windows that have ended are swept. A restart forgives everyone.
 */
export class Counts implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, done: Callback, timeWindow: number): void {
    const at = this.now();
    let window = this.live(key, at);
    if (window) window.current += 1;
    else {
      if (this.windows.size >= 10_000) this.sweep(at);
      window = { current: 1, endsAt: at + timeWindow };
      this.windows.set(key, window);
    }
    done(null, { current: window.current, ttl: window.endsAt - at });
  }

  read(key: string, done: Callback): void {
    const at = this.now();
    const window = this.live(key, at);
    done(
      null,
      window ? { current: window.current, ttl: window.endsAt - at } : { current: 0, ttl: 0 },
    );
  }

  /** Takes back one count of `key` (a sign-in that succeeded, or one refused before it counted). */
  forgive(key: string): void {
    const window = this.windows.get(key);
    if (window && window.current > 0) window.current -= 1;
  }

  /** Every limit of one scope shares these counts; their keys keep them apart. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private live(key: string, at: number) {
    const window = this.windows.get(key);
    return window && window.endsAt > at ? window : null;
  }

  private sweep(at: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= at) this.windows.delete(key);
  }
}

/**
 * Registers @fastify/rate-limit in `scope` (a route plugin's own), counting in `counts`: no limit
 * unless a route or `scope.createRateLimit` asks for one, and no headers but a refusal's
 * Retry-After, as the routes answered before the plugin.
 */
export async function registerRateLimit(scope: FastifyInstance, counts: Counts) {
  // The plugin decorates its scope once: under an ancestor's, this scope would count in theirs.
  if (scope.hasDecorator("createRateLimit"))
    throw new Error("@fastify/rate-limit is already registered above this scope");
  // The plugin constructs its store; this constructor hands it the scope's counts.
  const store = function store() {
    return counts;
  } as unknown as FastifyRateLimitStoreCtor;
  const options: RateLimitPluginOptions = {
    global: false,
    store,
    addHeaders: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
      "retry-after": true,
    },
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        code: rateLimited,
      }),
  };
  await scope.register(rateLimit, options);
}
