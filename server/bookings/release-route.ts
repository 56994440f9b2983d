import type { FastifyInstance, FastifyReply } from "fastify";
import type { Lang } from "../../app/i18n/locales";
import type { Store } from "../store";
import { crossSite } from "./request-checks";
import { releasePath, verifyReleaseToken } from "./links";
import { type PageContent, type RefusalKind, sendBookingPage, sendRefusal } from "./page";
import { pageCopy } from "./page-copy";
import { openRequestsOf, release } from "./lifecycle";

interface ReleaseOptions {
  store: Store;
  secret: string;
  firmLanguage: Lang;
  now: () => number;
}

/**
 * `GET /booking/release/<id>?t=…` (from the firm's mail) shows how many requests the person
 * behind that booking has waiting, by address and by device; `POST` releases them all at once.
 */
export function registerRelease(
  app: FastifyInstance,
  { store, secret, firmLanguage: lang, now }: ReleaseOptions,
) {
  const copy = pageCopy[lang];
  const page = (reply: FastifyReply, status: number, content: Omit<PageContent, "lang" | "home">) =>
    sendBookingPage(reply, status, { lang, home: copy.home, ...content });
  const refused = (reply: FastifyReply, status: number, which: RefusalKind) =>
    sendRefusal(reply, lang, status, which);

  type Route = { Params: { id: string }; Querystring: { t?: unknown } };
  app.get<Route>("/booking/release/:id", (request, reply) => {
    const { id } = request.params;
    if (!verifyReleaseToken(secret, id, request.query.t)) return refused(reply, 403, "token");
    if (!store.bookings.get(id)) return refused(reply, 404, "missing");
    const count = openRequestsOf(store, id).size;
    return page(reply, 200, {
      title: copy.release.title,
      ...(count === 0
        ? { notice: copy.release.none }
        : {
            paragraphs: [copy.release.lead(count)],
            form: { action: releasePath(secret, id), button: copy.release.button },
          }),
    });
  });

  app.post<Route>("/booking/release/:id", (request, reply) => {
    const { id } = request.params;
    if (!verifyReleaseToken(secret, id, request.query.t)) return refused(reply, 403, "token");
    if (crossSite(request)) return refused(reply, 403, "crossSite");
    if (!store.bookings.get(id)) return refused(reply, 404, "missing");
    const released = release(store, { inquiryId: id }, now());
    request.log.info({ released: released.length }, "open requests released by the firm");
    return page(reply, 200, {
      title: copy.release.title,
      notice: released.length > 0 ? copy.release.done(released.length) : copy.release.none,
    });
  });
}
