/**
 * Password checks at once, on the whole server: scrypt holds a thread of libuv's pool (four
 * threads unless UV_THREADPOOL_SIZE says otherwise) for tens of milliseconds, and that pool also
 * reads the site's files; sign-ins leave the other threads to the pages.
 */
const concurrentChecks = 2;
/** Sign-ins waiting for their check, on the whole server; more are refused at once. */
const waitingChecks = 64;

/**
 * Password checks in their turn: one at a time per key (an address, an account) and
 * `concurrentChecks` in all; the others wait, and beyond `waitingChecks` waiting are refused.
 */
export class Checks {
  private running = 0;
  private readonly busy = new Set<string>();
  private readonly queue: { keys: string[]; start: () => void }[] = [];

  /** What `check` answers, once it has had its turn; null at once when too many wait. */
  run<T>(keys: string[], check: () => Promise<T>): Promise<T> | null {
    if (this.queue.length >= waitingChecks) return null;
    return new Promise<T>((resolve, reject) => {
      const start = () =>
        void check()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            for (const key of keys) this.busy.delete(key);
            this.next();
          });
      this.queue.push({ keys, start });
      this.next();
    });
  }

  private next() {
    for (let i = 0; i < this.queue.length && this.running < concurrentChecks;) {
      const waiting = this.queue[i]!;
      if (waiting.keys.some((key) => this.busy.has(key))) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      this.running += 1;
      for (const key of waiting.keys) this.busy.add(key);
      waiting.start();
    }
  }
}
