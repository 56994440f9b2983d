/**
 * Busy times from the attorneys' own calendars (issue 19, points 1 and 2). The server reads each
 * BUSY_CALENDARS address in the background, on start and every few minutes, keeps the last good
 * copy in the store, and precomputes each attorney's busy intervals (sorted, merged), so that a
 * visitor's request only runs a binary search: `isBusy(attorney, start, end)`.
 */
import { bookingSettings } from "../../app/content/booking";
import type { Db } from "../db";
import type { OutboxStore } from "../mail";
import type { CalendarConfig } from "./config";
import { type Interval, mergeIntervals, overlaps } from "./expand";
import { defaultLimits, FeedError, fetchFeed, type FetchLimits } from "./fetch-feed";
import { calendarRecordId, unreadableKind } from "./mail";
import { CalendarReader, type ReadLimits } from "./read";
import { calendarStore, type CalendarStore } from "./store";

export { type BusyCalendar, type CalendarConfig, calendarKey, parseCalendarConfig } from "./config";
export { calendarComposers } from "./mail";
export { calendarStore } from "./store";
export type { Interval } from "./expand";

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error?(object: object, message: string): void;
}

type Merged = ReturnType<typeof mergeIntervals>;
const DAY = 86_400_000;
const none: Merged = { starts: new Float64Array(), ends: new Float64Array() };

export interface BusyCalendarsOptions {
  config: CalendarConfig;
  db: Db;
  outbox: OutboxStore;
  log: Log;
  now?: () => number;
  limits?: FetchLimits;
  /** The time, memory and occurrences one calendar's read may take (read.ts). */
  readLimits?: ReadLimits;
  /** Called after a mail to the firm is queued. */
  wakeMail?: () => void;
}

export class BusyCalendars {
  readonly store: CalendarStore;
  private byOwner = new Map<string, Merged>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly buffer: number;
  private readonly reader: CalendarReader;
  private stopped = false;

  constructor(private readonly options: BusyCalendarsOptions) {
    this.store = calendarStore(options.db);
    this.buffer = options.config.bufferMinutes * 60_000;
    for (const calendar of options.config.calendars) this.store.ensure(calendar);
    this.reader = new CalendarReader(options.readLimits, (error) => this.failed(error, {}));
  }

  /** Reads every calendar now, then every BUSY_CALENDARS_REFRESH_MINUTES. */
  start(): void {
    if (this.options.config.calendars.length === 0 || this.timer) return;
    // The last good copies first, so a restart does not offer busy times while the feeds load.
    this.running = this.pass({ fetch: false })
      .then(() => this.pass({ fetch: true }))
      .catch((error: unknown) => this.options.log.warn({ err: error }, "busy calendars not read"))
      .finally(() => (this.running = null));
    this.timer = setInterval(
      () => void this.refresh(),
      this.options.config.refreshMinutes * 60_000,
    );
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopped = true;
    void this.reader.close();
  }

  /** Whether the attorney (or the whole firm) is busy at any moment of [start, end), buffer added. */
  isBusy(attorney: string, start: number, end: number): boolean {
    if (this.byOwner.size === 0) return false;
    const from = start - this.buffer;
    const to = end + this.buffer;
    return (
      overlaps(this.byOwner.get(attorney) ?? none, from, to) ||
      overlaps(this.byOwner.get("firm") ?? none, from, to)
    );
  }

  /** The merged busy intervals of one owner (an attorney id or "firm"). */
  busyFor(owner: string): readonly Interval[] {
    const merged = this.byOwner.get(owner) ?? none;
    return Array.from(merged.starts, (start, i) => ({ start, end: merged.ends[i]! }));
  }

  /** Bytes held by the precomputed intervals (the stored bodies live in SQLite, not here). */
  memoryBytes(): number {
    let bytes = 0;
    for (const merged of this.byOwner.values())
      bytes += merged.starts.byteLength + merged.ends.byteLength;
    return bytes;
  }

  /** One pass over every calendar; a pass already running is joined, not doubled. */
  refresh(): Promise<void> {
    this.running ??= this.pass({ fetch: true })
      .catch((error: unknown) => this.options.log.warn({ err: error }, "busy calendars not read"))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async pass({ fetch }: { fetch: boolean }): Promise<void> {
    const { config, log, now = Date.now, limits = defaultLimits } = this.options;
    const at = now();
    const window = { from: at - DAY, to: at + (bookingSettings.horizonDays + 1) * DAY };
    const perOwner = new Map<string, Interval[]>();
    // Every address at once: one slow feed does not delay the others.
    const fetched = fetch
      ? await Promise.all(
          config.calendars.map((c) =>
            fetchFeed(c.url, limits, { allowPrivate: config.allowPrivate }).then(
              (body) => ({ body, failure: null }),
              (error: unknown) => ({
                body: null,
                failure: error instanceof FeedError ? error.message : "cannot connect",
              }),
            ),
          ),
        )
      : [];
    // Read one at a time, in the reader's one thread: at most one core, whatever the feeds hold.
    for (const [index, calendar] of config.calendars.entries()) {
      if (this.stopped) return;
      const before = this.store.get(calendar.key);
      const where = { calendar: calendar.label, owner: calendar.owner };
      if (!fetch) {
        if (before?.body) push(perOwner, calendar.owner, await this.expand(before.body, window));
        continue;
      }
      const { body } = fetched[index]!;
      let failure = fetched[index]!.failure;
      let expanded: Awaited<ReturnType<CalendarReader["read"]>> | null = null;
      if (body !== null) {
        try {
          expanded = await this.read(body, window);
        } catch (error) {
          failure = this.reason(error, where);
        }
      }
      if (this.stopped) return;
      // Only a body read within the caps and the time limit becomes the last good copy.
      if (failure === null && expanded && body !== null) {
        const { intervals, events } = expanded;
        this.store.succeed(calendar.key, body, events, now());
        if (before?.state !== "ok") log.info({ ...where, events }, "busy calendar read");
        push(perOwner, calendar.owner, intervals);
        continue;
      }
      this.store.fail(calendar.key, failure ?? "unknown", now());
      if (before?.body) {
        if (before.state !== "failing")
          log.warn(
            { ...where, reason: failure },
            "busy calendar cannot be read; using the last good copy",
          );
        push(perOwner, calendar.owner, await this.expand(before.body, window));
      } else if (before?.state !== "failing") {
        log.warn(
          { ...where, reason: failure },
          "busy calendar never read; its attorney is offered at every time",
        );
        const queued = this.options.outbox.enqueue(
          { kind: unreadableKind, recordId: calendarRecordId(calendar.key) },
          now(),
        );
        if (queued !== null) this.options.wakeMail?.();
      }
    }
    if (this.stopped) return;
    this.byOwner = new Map([...perOwner].map(([owner, list]) => [owner, mergeIntervals(list)]));
  }

  private read(body: string, window: { from: number; to: number }) {
    return this.reader.read({ ...window, firmZone: bookingSettings.timeZone }, body);
  }

  /** A failure's reason for the store and the log; a failure of the reader itself is logged. */
  private reason(error: unknown, where: object): string {
    if (error instanceof FeedError) return error.message;
    this.failed(error, where);
    return "not read (server error)";
  }

  private failed(error: unknown, where: object) {
    const { log } = this.options;
    (log.error ?? log.warn).call(log, { ...where, err: error }, "busy calendar reader failed");
  }

  /**
   * A stored copy's intervals; none if it no longer reads (it did when it was stored, but a copy
   * stored before the caps existed may trip them now).
   */
  private async expand(body: string, window: { from: number; to: number }): Promise<Interval[]> {
    try {
      return (await this.read(body, window)).intervals;
    } catch (error) {
      if (!(error instanceof FeedError)) this.failed(error, {});
      return [];
    }
  }
}

function push(map: Map<string, Interval[]>, owner: string, intervals: Interval[]) {
  const list = map.get(owner);
  if (list) list.push(...intervals);
  else map.set(owner, intervals);
}
