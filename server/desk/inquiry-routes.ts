import type { FastifyInstance } from "fastify";
import { serviceFamilies } from "../../app/contact/schema";
import { addDays, instantFromZoned } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import { ammanIso, linkIdPattern } from "../bookings";
import type { StoredInquiry } from "../inquiries";
import type { Store } from "../store";
import { deskInquiryStore, type InquiryFilter } from "./inquiries";
import { deskInquiriesCsv } from "./inquiries-csv";
import { inquiriesPage, inquiryPage } from "./inquiries-page";
import { missing, sendDesk, unreadable } from "./page";
import { pageSize } from "./store";

type Query = Omit<InquiryFilter, "from" | "to"> & { from: string; to: string; page: number };

/** A day of the calendar (no 30 February), or "" for none. */
const day = { type: "string", anyOf: [{ format: "date" }, { maxLength: 0 }] };
const filterSchema = {
  type: "object",
  properties: {
    q: { type: "string", maxLength: 200, default: "" },
    from: { ...day, default: "" },
    to: { ...day, default: "" },
    service: { type: "string", enum: ["", ...serviceFamilies, "general"], default: "" },
    status: { type: "string", enum: ["", "new", "answered"], default: "" },
    page: { type: "integer", minimum: 1, maximum: 100_000, default: 1 },
  },
  additionalProperties: false,
};

/** An Amman day's first instant, as the store writes times (ISO); '' stays ''. */
const startOf = (date: string) =>
  date ? instantFromZoned(date, 0, bookingSettings.timeZone).toISOString() : "";

/** Days given last-first are read first-last, and the form shows them so: no day lies between. */
const inOrder = async (request: { query: unknown }) => {
  const query = request.query as Query;
  if (query.from && query.to && query.from > query.to)
    [query.from, query.to] = [query.to, query.from];
};

const filterOf = (query: Query): InquiryFilter => ({
  q: query.q,
  from: startOf(query.from),
  // "Up to and including" the day: before the next day begins.
  to: query.to ? startOf(addDays(query.to, 1)) : "",
  service: query.service,
  status: query.status,
});

/**
 * The desk's inquiries (issue 35): every inquiry but spam, searched and filtered on the server and
 * paged, marked answered or assigned to an attorney (each a line of the audit log), and what is
 * filtered downloaded as the CSV `npm run inquiries -- --csv` writes. Within the desk's scope:
 * its hook has already found the signed-in account with the desk's role.
 */
export async function registerInquiryDesk(
  app: FastifyInstance,
  { store, now }: { store: Store; now: () => number },
) {
  const inquiries = deskInquiryStore(store.db);
  const audit = (
    actor: { name: string; email: string },
    action: string,
    record: string,
    address: string,
  ) =>
    store.audit.add({
      at: now(),
      actor: `${actor.name} <${actor.email}>`,
      action,
      record,
      address,
    });
  const kept = (id: string): StoredInquiry | null => {
    const inquiry = store.inquiries.get(id);
    return inquiry && !inquiry.spam ? inquiry : null;
  };

  for (const lang of ["en", "ar"] as const satisfies readonly Lang[]) {
    const prefix = lang === "ar" ? "/ar/desk" : "/desk";

    app.get<{ Querystring: Query }>(
      `${prefix}/inquiries`,
      { schema: { querystring: filterSchema }, preHandler: inOrder },
      async (request, reply) => {
        const query = request.query;
        const result = inquiries.page(filterOf(query), {
          limit: pageSize,
          offset: (query.page - 1) * pageSize,
        });
        const pages = Math.max(1, Math.ceil(result.total / pageSize));
        return sendDesk(
          reply,
          200,
          inquiriesPage({
            lang,
            account: request.staff!,
            filter: { ...filterOf(query), q: query.q },
            days: { fromDay: query.from, toDay: query.to },
            result,
            page: query.page,
            pages,
          }),
        );
      },
    );

    app.get<{ Querystring: Query }>(
      `${prefix}/inquiries.csv`,
      { schema: { querystring: filterSchema }, preHandler: inOrder },
      async (request, reply) => {
        const rows = inquiries.ids(filterOf(request.query)).flatMap((id) => {
          const inquiry = kept(id);
          return inquiry ? [{ inquiry, marks: inquiries.marks(id)! }] : [];
        });
        audit(request.staff!, "exported", "", request.ip);
        // Named by Amman's date, so a day's downloads sort together and never overwrite another day's.
        const today = ammanIso(now()).slice(0, 10);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="inquiries-${today}.csv"`)
          .header("cache-control", "no-store")
          .send(deskInquiriesCsv(lang, store, rows));
      },
    );

    type One = { Params: { id: string }; Querystring: { done?: "answered" | "new" | "assigned" } };
    app.get<One>(
      `${prefix}/inquiries/:id`,
      {
        schema: {
          params: {
            type: "object",
            properties: { id: { type: "string", pattern: linkIdPattern } },
          },
          querystring: {
            type: "object",
            properties: { done: { type: "string", enum: ["answered", "new", "assigned"] } },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const inquiry = kept(request.params.id);
        if (!inquiry) return missing(request, reply);
        return sendDesk(
          reply,
          200,
          inquiryPage({
            lang,
            account: request.staff!,
            inquiry,
            marks: inquiries.marks(inquiry.id)!,
            booking: store.bookings.get(inquiry.id) !== null,
            done: request.query.done,
          }),
        );
      },
    );

    type Act = { Params: { id: string }; Body: Record<string, string | undefined> };
    app.post<Act>(
      `${prefix}/inquiries/:id`,
      {
        schema: {
          params: {
            type: "object",
            properties: { id: { type: "string", pattern: linkIdPattern } },
          },
        },
      },
      async (request, reply) => {
        const staff = request.staff!;
        const form = (request.body ?? {}) as Act["Body"];
        const { id } = request.params;
        if (!kept(id)) return missing(request, reply);
        if (form.action === "answered") {
          // Marked once; pressed again, it stays as the first press left it.
          if (inquiries.markAnswered(id, now(), `${staff.name} <${staff.email}>`))
            audit(staff, "answered", id, request.ip);
        } else if (form.action === "new") {
          if (inquiries.markNew(id)) audit(staff, "reopened", id, request.ip);
        } else if (form.action === "assign") {
          const attorney = form.attorney ?? "";
          if (attorney && !firm.attorneys.some((a) => a.id === attorney))
            return unreadable(request, reply);
          inquiries.assign(id, attorney);
          audit(staff, "assigned", id, request.ip);
        } else {
          return unreadable(request, reply);
        }
        const done = form.action === "assign" ? "assigned" : form.action;
        return reply.redirect(`${prefix}/inquiries/${id}?done=${done}`, 303);
      },
    );
  }
}
