/**
 * Reads calendar bodies off the main thread (issue 33, H2): a worker (read-worker.ts) parses and
 * expands each body within a time limit, and is ended when it runs over. Whatever a feed holds,
 * the server's event loop only copies the body in and the busy intervals out. The pool is
 * piscina's (decision 0017): one thread, kept between the calendars of a pass, replaced after a
 * read that ran over.
 */
import { Piscina } from "piscina";
import { defaultCaps, type Interval, type OccurrenceCaps } from "./expand";
import { FeedError } from "./fetch-feed";

export interface ReadLimits {
  /** A read that takes longer is ended: "took too long to read". */
  timeoutMs: number;
  /** The worker's heap; past it the read ends: "too large to read". */
  memoryMb: number;
  caps: OccurrenceCaps;
}

export const defaultReadLimits: ReadLimits = {
  timeoutMs: 20_000,
  memoryMb: 512,
  caps: defaultCaps,
};

/** What the worker is given. */
export interface ReadTask {
  body: string;
  from: number;
  to: number;
  firmZone: string;
  caps: OccurrenceCaps;
}

/** What the worker answers: the busy intervals, or why the body was refused. */
export type ReadAnswer =
  { ok: true; intervals: Interval[]; events: number } | { ok: false; reason: string };

export class CalendarReader {
  private readonly pool: Piscina<ReadTask, ReadAnswer>;
  private readonly closing = new AbortController();

  constructor(
    private readonly limits: ReadLimits = defaultReadLimits,
    onError: (error: Error) => void = () => {},
  ) {
    this.pool = new Piscina({
      // Plain JavaScript that registers tsx, then loads read-worker.ts (see that file).
      filename: new URL("./read-worker.mjs", import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 10_000,
      // Not the parent's flags (tsx's own do not reach a worker's entry on Node 20).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    // A thread that fails with no read in progress: nothing waits for it, so only the log hears.
    this.pool.on("error", onError);
  }

  /**
   * The busy intervals of `body` within [from, to). Rejects with a FeedError whose message is
   * the reason for the store and the log ("not iCalendar", "too many occurrences", "took too
   * long to read", "too large to read", "stopped"); any other error is the reader's own.
   */
  async read(
    window: { from: number; to: number; firmZone: string },
    body: string,
  ): Promise<{ intervals: Interval[]; events: number }> {
    const timeout = AbortSignal.timeout(this.limits.timeoutMs);
    let answer: ReadAnswer;
    try {
      answer = await this.pool.run(
        { body, ...window, caps: this.limits.caps },
        { signal: AbortSignal.any([timeout, this.closing.signal]) },
      );
    } catch (error) {
      if (this.closing.signal.aborted) throw new FeedError("stopped");
      if (timeout.aborted) throw new FeedError("took too long to read");
      if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY")
        throw new FeedError("too large to read");
      throw error;
    }
    if (!answer.ok) throw new FeedError(answer.reason);
    return answer;
  }

  /** Ends a read in progress (it rejects with "stopped") and the thread. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.pool.destroy();
  }
}
