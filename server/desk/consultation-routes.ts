import type { FastifyInstance } from "fastify";
import type { Lang } from "../../app/i18n/locales";
import { type Booking, cleanNote, lifecycle, linkIdPattern, noteMaxLength } from "../bookings";
import { consultationPage } from "./consultation-page";
import { type DeskAction, deskActions } from "./consultations";
import type { DeskTimesOptions } from "./free-times";
import { sendDesk, unreadable } from "./page";

const id = { type: "string", pattern: linkIdPattern };

/** A video consultation's room, as its mails give it (null without VIDEO_MEETING_BASE). */
export type VideoRoom = (booking: Booking) => string | null;

/**
 * One consultation at the desk: `GET …/consultations/:id` shows the whole request, the conflict
 * check first; `POST` takes the same transitions as the mail links (confirm, decline with its two
 * outcomes, cancel on the client's or the firm's behalf, attendance), each with its line of the
 * audit log in the same transaction.
 */
export async function registerConsultationDesk(
  app: FastifyInstance,
  { store, wakeMail, now, videoRoom }: DeskTimesOptions & { videoRoom?: VideoRoom },
) {
  for (const lang of ["en", "ar"] as const satisfies readonly Lang[]) {
    const prefix = lang === "ar" ? "/ar/desk" : "/desk";

    type One = {
      Params: { id: string };
      Querystring: { done?: DeskAction; refused?: lifecycle.Refusal | "moved" };
    };
    app.get<One>(
      `${prefix}/consultations/:id`,
      {
        schema: {
          params: { type: "object", properties: { id } },
          querystring: {
            type: "object",
            properties: {
              done: { type: "string", enum: [...deskActions, "entered"] },
              refused: { type: "string", enum: ["missing", "past", "status", "moved"] },
            },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const account = request.staff!;
        const booking = store.bookings.get(request.params.id);
        const inquiry = store.inquiries.get(request.params.id);
        return sendDesk(
          reply,
          booking && inquiry ? 200 : 404,
          consultationPage({
            lang,
            account,
            found: booking && inquiry ? { booking, inquiry } : null,
            now: now(),
            done: request.query.done,
            refused: request.query.refused,
            history: store.audit.of(request.params.id),
            video: booking && videoRoom ? videoRoom(booking) : null,
          }),
        );
      },
    );

    type Act = { Params: { id: string }; Body: Record<string, string | undefined> };
    app.post<Act>(
      `${prefix}/consultations/:id`,
      { schema: { params: { type: "object", properties: { id } } } },
      async (request, reply) => {
        const account = request.staff!;
        const form = (request.body ?? {}) as Act["Body"];
        const action = form.action as DeskAction;
        if (!deskActions.includes(action)) return unreadable(request, reply);
        // A cancellation says who asked for it (the client's or the firm's mail); nothing else does.
        const byClient = form.by === "client";
        if (action === "cancel" && !byClient && form.by !== "firm")
          return unreadable(request, reply);
        const note = action === "decline" ? cleanNote(form.note) : "";
        if (note.length > noteMaxLength) return unreadable(request, reply);
        const inquiryId = request.params.id;
        // What is pressed is the time the page showed: after a move since, nothing changes.
        const when = {
          now: now(),
          shown: form.shown === undefined ? undefined : Number(form.shown),
        };
        const outcome = form.outcome === "cannot-act" ? "cannot-act" : "another-time";
        // The transition and its line of the audit log land together, or neither does.
        const result = store.transaction(() => {
          const done =
            action === "confirm"
              ? lifecycle.confirm(store, inquiryId, when)
              : action === "decline"
                ? lifecycle.decline(store, inquiryId, { ...when, note, outcome })
                : action === "cancel"
                  ? lifecycle.cancel(store, inquiryId, {
                      ...when,
                      by: byClient ? "client" : "firm",
                    })
                  : lifecycle.markAttendance(store, inquiryId, action === "attend", when);
          if (done.done)
            store.audit.add({
              at: when.now,
              actor: `${account.name} <${account.email}>`,
              action:
                action === "decline"
                  ? `decline:${outcome}`
                  : action === "cancel" && byClient
                    ? "cancel:client"
                    : action,
              record: inquiryId,
              address: request.ip,
            });
          return done;
        });
        if (result.done) wakeMail();
        const answer = result.done ? `done=${action}` : `refused=${result.why}`;
        return reply.redirect(`${prefix}/consultations/${inquiryId}?${answer}`, 303);
      },
    );
  }
}
