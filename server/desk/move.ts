import type { FastifyInstance } from "fastify";
import { parseOffsetIso } from "../../app/booking/slots";
import { parseDay } from "../../app/booking/zoned";
import { fill } from "../../app/content/schema/template";
import type { Lang } from "../../app/i18n/locales";
import {
  attorneyName,
  type Booking,
  bookingDetails,
  freeSlots,
  lifecycle,
  linkIdPattern,
  maxReschedules,
  pageCopy,
  unavailable,
} from "../bookings";
import { escapeHtml as e } from "../mail";
import { type DeskTimesOptions, freeTimesPicker, pageDays, weekOf } from "./free-times";
import {
  deskCopy,
  focusHere,
  deskPath,
  ltr,
  radioChoice,
  renderDesk,
  sendDesk,
  unreadable,
} from "./page";

/** Why a move did not happen: the lifecycle's refusals of a reschedule. */
type Why = Extract<lifecycle.RescheduleOutcome, { done: false }>["why"];
const whys = ["missing", "past", "notice", "status", "limit", "slot", "taken", "same"] as const;
whys satisfies readonly Why[];

/** The staff's words for a refusal: the move's own, or the desk's for one that cannot move at all. */
function reason(lang: Lang, why: Why): string {
  const t = deskCopy[lang];
  const move = t.move.refused;
  if (why === "limit") return fill(move.limit, { moves: maxReschedules });
  if (why === "taken" || why === "slot" || why === "same") return move[why];
  // The desk gives no notice window (the firm may move up to the start): "notice" is a late one.
  return why === "notice" ? t.refused.past : t.refused[why];
}

interface MovePage {
  lang: Lang;
  account: { editor: boolean; csrf: string };
  booking: Booking;
  fullName: string;
  /** Why it cannot move now, or why the last try was refused. */
  why: Why | null;
  /** Whether it can move now: the picker is shown. */
  movable: boolean;
  /** The move just made: the client's ("move") or the firm's. */
  done: "move" | "firm" | null;
  /** The first Amman day shown, the first day that may be shown and the last. */
  from: string;
  today: string;
  last: string;
  free: Date[];
}

function movePage(page: MovePage): string {
  const { lang, account, booking, why, movable, done, from, today, last } = page;
  const t = deskCopy[lang];
  const path = `/consultations/${booking.inquiryId}`;
  const parts: string[] = [];
  if (done)
    parts.push(
      `<p class="notice" role="status"${focusHere}>${e(done === "firm" ? t.move.doneByFirm : t.move.done)}</p>`,
    );
  else if (why)
    parts.push(`<p class="notice refused" role="status"${focusHere}>${e(reason(lang, why))}</p>`);
  const rows = bookingDetails(lang, booking, false).map(([label, value]) =>
    label === pageCopy[lang].reference ? [label, ltr(value)] : [label, e(value)],
  );
  parts.push(
    `<section class="card"><dl>${rows.map(([label, value]) => `<dt>${e(label!)}</dt><dd>${value}</dd>`).join("")}</dl></section>`,
  );
  if (movable && !done) {
    const attorney = attorneyName(booking.attorney, lang);
    parts.push(`<p class="hint">${e(fill(t.move.lead, { attorney }))}</p>`);
    const { pager, times } = freeTimesPicker(lang, {
      from,
      today,
      last,
      free: page.free,
      at: (day) => deskPath(lang, `${path}/move?from=${day}`),
    });
    parts.push(pager);
    const who = radioChoice("by", t.move.who.legend, [
      ["client", t.move.who.client],
      ["firm", t.move.who.firm],
    ]);
    parts.push(
      times
        ? `<form method="post" action="${deskPath(lang, `${path}/move`)}" class="actions"><input type="hidden" name="csrf" value="${e(account.csrf)}"><input type="hidden" name="from" value="${from}">${times}${who}<button type="submit">${e(t.move.button)}</button></form>`
        : `<p>${e(t.move.none)}</p>`,
    );
  }
  parts.push(`<p><a href="${deskPath(lang, path)}">${e(t.move.back)}</a></p>`);
  const query = done ? `?done=${done}` : from === today ? "" : `?from=${from}`;
  return renderDesk({
    lang,
    title: fill(t.move.title, { name: page.fullName }),
    section: "consultations",
    otherPath: deskPath(lang === "en" ? "ar" : "en", `${path}/move${query}`),
    account,
    body: parts.join("\n"),
  });
}

const day = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };

/**
 * Moving a consultation at the desk (issue 35): `GET …/consultations/:id/move` shows its
 * attorney's free times a week at a time, as radio buttons under each Amman day, computed as the
 * visitor's picker computes them (`freeSlots`); `POST` moves it by the lifecycle, for whoever
 * asked: the client's move is `reschedule` (the mails of a move by its link, within the client's
 * limit), the firm's own is `move` (confirmed at once). The audit line lands in the same
 * transaction. Within the desk's scope: its hook found the account.
 */
export async function registerMoveDesk(
  app: FastifyInstance,
  { store, wakeMail, now, busy = unavailable(undefined), holdWorkingDays = 1 }: DeskTimesOptions,
) {
  for (const lang of ["en", "ar"] as const satisfies readonly Lang[]) {
    const url = deskPath(lang, "/consultations/:id/move");
    const params = {
      type: "object",
      properties: { id: { type: "string", pattern: linkIdPattern } },
    };

    type Show = {
      Params: { id: string };
      Querystring: { from?: string; refused?: Why; done?: "move" | "firm" };
    };
    app.get<Show>(
      url,
      {
        schema: {
          params,
          querystring: {
            type: "object",
            properties: {
              from: day,
              refused: { type: "string", enum: whys },
              done: { type: "string", enum: ["move", "firm"] },
            },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const booking = store.bookings.get(id);
        const inquiry = store.inquiries.get(id);
        const t = deskCopy[lang];
        if (!booking || !inquiry)
          return sendDesk(
            reply,
            404,
            renderDesk({
              lang,
              title: t.refused.missing,
              section: "consultations",
              otherPath: deskPath(lang === "en" ? "ar" : "en"),
              account: request.staff!,
              body: `<p><a href="${deskPath(lang)}">${e(t.detail.back)}</a></p>`,
            }),
          );
        const at = now();
        const { from: asked, refused, done } = request.query;
        if (asked !== undefined && !parseDay(asked)) return unreadable(request, reply);
        const { today, last, from } = weekOf(asked, at);
        // The firm may move it whatever the client's own moves: their limit binds their choice.
        const closed = lifecycle.refusal("move", booking, { now: at });
        const free = closed
          ? []
          : freeSlots(store, busy, { at: new Date(at), from, days: pageDays })(booking.attorney);
        const why = done ? null : (closed ?? refused ?? null);
        const movable = closed === null;
        const html = movePage({
          lang,
          account: request.staff!,
          booking,
          fullName: inquiry.fullName,
          why,
          movable,
          done: done ?? null,
          from,
          today,
          last,
          free,
        });
        return sendDesk(reply, closed && !done ? 409 : 200, html);
      },
    );

    type Move = { Params: { id: string }; Body: Record<string, string | undefined> };
    app.post<Move>(url, { schema: { params } }, async (request, reply) => {
      const account = request.staff!;
      const form = (request.body ?? {}) as Move["Body"];
      const start = typeof form.start === "string" ? form.start : "";
      if (!parseOffsetIso(start) || (form.by !== "client" && form.by !== "firm"))
        return unreadable(request, reply);
      const byFirm = form.by === "firm";
      const { id } = request.params;
      const at = now();
      // The transition and its line of the audit log land together, or neither does.
      const outcome = store.transaction(() => {
        const options = { now: at, holdWorkingDays, busy };
        const from = store.bookings.get(id)?.start;
        const moved = byFirm
          ? lifecycle.move(store, id, start, options)
          : lifecycle.reschedule(store, id, start, { ...options, byClient: true });
        if (moved.done)
          store.audit.add({
            at,
            actor: `${account.name} <${account.email}>`,
            action: byFirm ? "move:firm" : "move",
            record: id,
            address: request.ip,
            detail: JSON.stringify({ from, to: moved.booking.start }),
          });
        return moved;
      });
      const page = deskPath(lang, `/consultations/${id}/move`);
      if (!outcome.done) {
        const from =
          typeof form.from === "string" && parseDay(form.from) ? `&from=${form.from}` : "";
        return reply.redirect(`${page}?refused=${outcome.why}${from}`, 303);
      }
      wakeMail();
      return reply.redirect(`${page}?done=${byFirm ? "firm" : "move"}`, 303);
    });
  }
}
