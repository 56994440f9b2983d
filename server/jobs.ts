import type { FastifyBaseLogger } from "fastify";
import { lifecycle } from "./bookings";
import type { Outbox } from "./mail";
import { remindOpen } from "./privacy";
import type { Store } from "./store";

export interface Jobs {
  /** Runs each job once now, then on its own interval. */
  start(): void;
  stop(): void;
  /** Queues the reminders now due (the 5-minute job's pass); returns how many. */
  remind(): number;
  /** Releases the holds that ran out (the minute job's pass); returns how many. */
  expire(): number;
}

/** How long the register of conflict checks keeps a name (the privacy notice's period; a fact to confirm). */
const conflictNamesKeptYears = 10;

/**
 * The server's timed jobs: retention (daily), reminders (every 5 minutes) and holds that ran out
 * (every minute). A job that fails is logged and tried again at its next turn.
 */
export function timedJobs({
  store,
  outbox,
  retentionDays,
  log,
  now,
}: {
  store: Store;
  outbox: Outbox | null;
  /** Inquiries older than this are deleted, as the privacy notice promises; 0 keeps them. */
  retentionDays: number;
  log: FastifyBaseLogger;
  now: () => number;
}): Jobs {
  const purgeExpired = () => {
    const lines = store.audit.purgeOld(now());
    if (lines > 0) log.info({ lines }, "audit lines older than two years deleted");
    const names = store.conflicts.purgeBefore(
      new Date(now() - conflictNamesKeptYears * 365.25 * 86_400_000).toISOString(),
    );
    if (names > 0) log.info({ names }, "conflict-check names past their keeping period deleted");
    const requests = store.requests.purgeExpired(now());
    if (requests.unproven > 0)
      log.info({ unproven: requests.unproven }, "data requests nobody proved deleted");
    if (requests.answered > 0)
      log.info({ answered: requests.answered }, "data requests answered two years ago deleted");
    if (retentionDays <= 0) return;
    const before = new Date(now() - retentionDays * 86_400_000).toISOString();
    const deleted = store.purgeBefore(before, now());
    if (deleted > 0) log.info({ deleted, before }, "expired inquiries deleted");
  };

  // The consultations of the next 24 hours.
  const remind = () => {
    try {
      // The consultations' reminders, and the firm's about data requests near their deadline.
      const queued = lifecycle.queueReminders(store, now()) + remindOpen(store, now());
      if (queued > 0) outbox?.wake();
      return queued;
    } catch (error) {
      log.error({ err: error }, "queueing reminders failed");
      return 0;
    }
  };

  // The requested times nobody answered in time go free.
  const expire = () => {
    try {
      const expired = lifecycle.expireHolds(store, now());
      if (expired > 0) {
        log.info({ expired }, "unanswered holds released");
        outbox?.wake();
      }
      return expired;
    } catch (error) {
      log.error({ err: error }, "releasing expired holds failed");
      return 0;
    }
  };

  const timers: NodeJS.Timeout[] = [];
  const every = (job: () => unknown, ms: number) => {
    job();
    const timer = setInterval(job, ms);
    timer.unref();
    timers.push(timer);
  };
  return {
    start() {
      every(purgeExpired, 86_400_000);
      every(remind, 5 * 60_000);
      every(expire, 60_000);
    },
    stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
    remind,
    expire,
  };
}
