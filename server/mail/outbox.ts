import type { FastifyBaseLogger } from "fastify";
import type { OutboxMessage, OutboxStore } from "./outbox-store";
import { type Mail, type SendMail, senderOf } from "./transport";

export interface OutboxTiming {
  /** Delay before the first retry; doubles on each further failure. */
  retryBaseMs: number;
  /** The longest delay between two attempts. */
  retryMaxMs: number;
  /** How often the worker looks for due mails (new ones wake it at once). */
  pollMs: number;
}

export const defaultOutboxTiming: OutboxTiming = {
  retryBaseMs: 15_000,
  retryMaxMs: 5 * 60_000,
  pollMs: 5_000,
};

/** The delay after the n-th failed attempt (n ≥ 1): 15 s, 30 s, 1 min, 2 min, 4 min, 5 min, 5 min... */
export function retryDelay(attempt: number, { retryBaseMs, retryMaxMs }: OutboxTiming): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempt - 1), retryMaxMs);
}

/**
 * Writes the mail of one kind from its record, at send time; null when there is nothing to send
 * any more (the record was erased), which cancels the mail.
 */
export type Composer = (message: OutboxMessage) => Mail | null;

interface OutboxOptions {
  outbox: OutboxStore;
  /** Every kind of mail the site sends, by kind; each capability brings its own. */
  composers: Record<string, Composer>;
  send: SendMail;
  /** MAIL_FROM: an address, or a name and an address (`senderOf`). */
  from: string;
  log: FastifyBaseLogger;
  /** Whether the store is still open (a closing server stops sending). */
  isOpen: () => boolean;
  timing?: Partial<OutboxTiming>;
}

/** Short, personal-data-free description of a send failure, for logs. */
function failureSummary(error: unknown): { code?: string; responseCode?: number } {
  const e = error as { code?: unknown; responseCode?: unknown };
  return {
    code: typeof e?.code === "string" ? e.code : undefined,
    responseCode: typeof e?.responseCode === "number" ? e.responseCode : undefined,
  };
}

/**
 * The mail worker: an in-process timer that sends every pending mail of the outbox, one at a
 * time. All its state is in the store, so a restart carries on where the last process stopped.
 */
export class Outbox {
  private readonly timing: OutboxTiming;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;
  private readonly sender: ReturnType<typeof senderOf>;

  constructor(private readonly options: OutboxOptions) {
    this.timing = { ...defaultOutboxTiming, ...options.timing };
    this.sender = senderOf(options.from);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A new mail is waiting: look now instead of at the next poll. */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Sends every due mail; resolves with how many were sent. Never runs twice at once. */
  runOnce(clock: () => number = Date.now): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain(clock).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the timer and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * Writes every waiting mail now, with the content the site has now, and keeps it so: called
   * just before a publish switches the content, so that a mail queued before the switch is sent
   * as it was composed. A mail with nothing to send any more is cancelled.
   */
  composeWaiting(): number {
    const { outbox, composers } = this.options;
    let kept = 0;
    for (const message of outbox.waiting()) {
      const compose = composers[message.kind];
      if (!compose) continue;
      const mail = compose(message);
      if (mail) outbox.keepComposed(message.id, JSON.stringify(mail));
      else outbox.cancel(message.id);
      kept += mail ? 1 : 0;
    }
    return kept;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // A store error (disk full, I/O) must not take the server down: log it, try again later.
      void this.runOnce()
        .catch((error: unknown) => this.options.log.error({ err: error }, "outbox run failed"))
        .finally(() => {
          if (this.stopped) return;
          if (this.again) {
            this.again = false;
            this.schedule(0);
          } else if (!this.timer) {
            this.schedule(this.timing.pollMs);
          }
        });
    }, delay);
    this.timer.unref();
  }

  private async drain(now: () => number): Promise<number> {
    const { outbox, composers, send, log, isOpen } = this.options;
    let sent = 0;
    // Each batch is re-read, so mails queued during a send are picked up in the same run.
    for (
      let batch = outbox.due(now());
      batch.length > 0 && !this.stopped;
      batch = outbox.due(now())
    ) {
      for (const id of batch) {
        if (this.stopped || !isOpen()) return sent;
        const at = now();
        const attempt = (outbox.get(id)?.attempts ?? 0) + 1;
        const message = outbox.claim(id, at, at + retryDelay(attempt, this.timing));
        if (!message) continue;
        const what = { mailId: id, kind: message.kind, recordId: message.recordId };
        const compose = composers[message.kind];
        // A mail written before a publish goes as written, while its record is still there.
        const current = compose ? compose(message) : null;
        const mail = current && message.composed ? (JSON.parse(message.composed) as Mail) : current;
        if (!mail) {
          // Unknown kind (a newer server's) or an erased record: nothing to send, ever.
          if (compose) outbox.cancel(id);
          else
            log.error(
              what,
              "no composer for this kind of mail; it waits for a server that has one",
            );
          continue;
        }
        try {
          await send({ ...mail, from: this.sender(mail.lang) });
        } catch (error) {
          const retryInS = Math.round(retryDelay(message.attempts, this.timing) / 1000);
          log.warn(
            { ...what, attempt: message.attempts, retryInS, ...failureSummary(error) },
            "mail failed, will retry",
          );
          if (isOpen())
            outbox.markFailed(id, error instanceof Error ? error.message : String(error));
          continue;
        }
        // The SMTP server has accepted the mail: record it before anything else can happen.
        outbox.markSent(id, now());
        sent += 1;
        log.info({ ...what, attempt: message.attempts }, "mail sent");
      }
    }
    return sent;
  }
}
