/**
 * Requests per client address in a fixed window (by default 10 minutes from the address's first
 * counted request). Kept in memory: a restart forgives everyone, which is fine for a contact form
 * and a slot query. Used by `POST /api/contact` and `GET /api/slots`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    /** Submissions allowed per window; 0 turns the limit off. */
    private readonly limit: number,
    private readonly windowMs = 10 * 60_000,
  ) {}

  /** Whether `key` may submit now; if not, how many seconds until it may. */
  check(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterS: number } {
    if (this.limit === 0) return { ok: true };
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.limit) return { ok: true };
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Counts one submission from `key`. */
  record(key: string, now = Date.now()): void {
    if (this.limit === 0) return;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      window.count += 1;
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
