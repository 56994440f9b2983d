import type { FastifyInstance } from "fastify";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import type { Store } from "../store";
import { bookingFeed } from "./ics";
import { sign, verify } from "./links";
import { firmEvent } from "./mails/firm-mails";
import { attorneyName } from "./labels";
import { firmBookingCopy } from "./mails/firm-copy";

/** The feeds: the whole firm's, and one per attorney. */
export function feedScopes(): string[] {
  return ["firm", ...firm.attorneys.map((a) => `attorney-${a.id}`)];
}

/** The feeds' generation: raising it (a new secret) makes every old feed address stop working. */
export function feedGeneration(store: Store): number {
  const row = store.db.prepare(`SELECT generation FROM calendar_feeds WHERE id = 1`).get() as
    { generation: number } | undefined;
  return row?.generation ?? 1;
}

export function renewFeedGeneration(store: Store): number {
  store.db.prepare(`UPDATE calendar_feeds SET generation = generation + 1 WHERE id = 1`).run();
  return feedGeneration(store);
}

const feedMessage = (scope: string, generation: number) => `feed:${scope}:${generation}`;

/** The secret address of one feed, e.g. `https://…/calendar/attorney-3.ics?t=…`. */
export function feedUrl(siteUrl: string, secret: string, scope: string, generation: number) {
  return `${siteUrl}/calendar/${scope}.ics?t=${sign(secret, feedMessage(scope, generation))}`;
}

/** Consultations of the past day stay in the feed, so today's do not vanish once begun. */
const feedFromMs = 24 * 3_600_000;
const feedHorizonMs = 400 * 24 * 3_600_000;

/**
 * `GET /calendar/<firm|attorney-<id>>.ics?t=<token>`: the confirmed upcoming consultations, for
 * Outlook or Google Calendar to subscribe to. The visitor's name, the meeting and the reference;
 * never the visitor's message.
 */
export async function registerFeed(
  app: FastifyInstance,
  {
    store,
    secret,
    siteUrl,
    firmLanguage,
    now = Date.now,
  }: { store: Store; secret: string; siteUrl: string; firmLanguage: Lang; now?: () => number },
) {
  app.get<{ Params: { file: string }; Querystring: { t?: unknown } }>(
    "/calendar/:file",
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      reply.header("referrer-policy", "no-referrer");
      const scope = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? "";
      if (!feedScopes().includes(scope)) return reply.code(404).send({ error: "Not found" });
      if (!verify(secret, feedMessage(scope, feedGeneration(store)), request.query.t)) {
        return reply.code(403).send({ error: "This calendar address is not valid any more" });
      }
      const at = now();
      const attorney = scope === "firm" ? null : scope.slice("attorney-".length);
      const events = store.bookings
        .confirmedBetween(at - feedFromMs, at + feedHorizonMs)
        .filter((booking) => attorney === null || booking.attorney === attorney)
        .flatMap((booking) => {
          const inquiry = store.inquiries.get(booking.inquiryId);
          return inquiry
            ? [{ booking, text: firmEvent(firmLanguage, booking, inquiry, { contact: false }) }]
            : [];
        });
      const name =
        attorney === null
          ? firmBookingCopy[firmLanguage].feed.firm(firm.name[firmLanguage])
          : `${attorneyName(attorney, firmLanguage)} - ${firm.name[firmLanguage]}`;
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .send(bookingFeed(name, events, { host: new URL(siteUrl).hostname, now: at }));
    },
  );
}
