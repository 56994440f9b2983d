import type { FastifyInstance } from "fastify";
import { meetingModes } from "../../app/booking/fields";
import { parseDay } from "../../app/booking/zoned";
import { type FieldErrors, validateInquiry } from "../../app/contact/schema";
import { limits } from "../../app/contact/fields";
import { bookableAttorneyIds, firm } from "../../app/content/firm";
import { fill } from "../../app/content/schema/template";
import { type Lang, locales } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { attorneyName, freeSlots, lifecycle, meetingLabel, unavailable } from "../bookings";
import { escapeHtml as e } from "../mail";
import { type DeskTimesOptions, freeTimesPicker, pageDays, weekOf } from "./free-times";
import {
  deskCopy,
  fieldMark,
  focusHere,
  deskPath,
  radioChoice,
  renderDesk,
  sendDesk,
  unreadable,
} from "./page";

/** The fields the page sends, as typed: kept when the page comes back with an error. */
type Values = Partial<Record<string, string>>;

interface BookPage {
  lang: Lang;
  account: { editor: boolean; csrf: string };
  attorney: string;
  from: string;
  today: string;
  last: string;
  free: Date[];
  values: Values;
  /** What is wrong with the fields sent (the contact form's codes), or a time taken meanwhile. */
  errors: FieldErrors;
  taken: "taken" | "slot" | null;
}

const path = "/consultations/new";

function bookPage(page: BookPage): string {
  const { lang, account, attorney, from, today, last, values, errors, taken } = page;
  const t = deskCopy[lang];
  const b = t.book;
  const wrongWords = messages[lang].contact.form.errors;
  const at = (day: string) => deskPath(lang, `${path}?attorney=${attorney}&from=${day}`);
  const { pager, times } = freeTimesPicker(lang, {
    from,
    today,
    last,
    free: page.free,
    at,
    chosen: values.start,
  });
  // Each wrong field says why under its label, and is tied to it for a screen reader.
  const error = (name: keyof FieldErrors) => {
    const code = errors[name];
    const words =
      code && wrongWords[code === "required" || code === "privacy" ? "fieldRequired" : code];
    return fieldMark(`${name}-error`, words);
  };
  const input = (name: "fullName" | "phone" | "email", label: string, type: string) => {
    const wrong = error(name);
    const dir = type === "text" ? ' dir="auto"' : ' dir="ltr"';
    const required = name === "phone" ? "" : " required";
    return `<p><label for="${name}">${e(label)}</label>${wrong.note}<input class="field" id="${name}" name="${name}" type="${type}"${dir}${required} maxlength="${limits[name]}" value="${e(values[name] ?? "")}"${wrong.attrs}></p>`;
  };
  const textarea = (name: "message" | "otherParties", label: string, required: boolean) => {
    const wrong = error(name);
    return `<p><label for="${name}">${e(label)}</label>${wrong.note}<textarea id="${name}" name="${name}" dir="auto" maxlength="${limits[name]}"${required ? " required" : ""}${wrong.attrs}>${e(values[name] ?? "")}</textarea></p>`;
  };
  /** Radio buttons, one checked: the one sent before, else `checked`; each label in `langOf`'s language. */
  const radios = (
    name: string,
    legend: string,
    options: readonly [string, string][],
    checked: string,
    langOf: (value: string) => string = () => lang,
  ) => radioChoice(name, legend, options, { checked: values[name] ?? checked, lang: langOf });
  const consent = error("privacyAgreed");
  const attorneys = firm.attorneys
    .filter((a) => bookableAttorneyIds.includes(a.id))
    .map(
      (a) =>
        `<option value="${e(a.id)}"${a.id === attorney ? " selected" : ""}>${e(a.name[lang])}</option>`,
    );
  const wrong = Object.keys(errors).length > 0;
  const parts = [
    `<p class="hint">${e(b.lead)}</p>`,
    taken
      ? `<p class="notice refused" role="alert"${focusHere}>${e(t.move.refused[taken])}</p>`
      : "",
    wrong ? `<p class="notice refused" role="alert"${focusHere}>${e(b.invalid)}</p>` : "",
    `<form class="whose" method="get" action="${deskPath(lang, path)}"><label for="attorney">${e(t.inquiries.attorney)}</label> <select id="attorney" name="attorney">${attorneys.join("")}</select> <button type="submit" class="quiet">${e(t.inquiries.apply)}</button></form>`,
    `<p class="hint">${e(fill(b.times, { attorney: attorneyName(attorney, lang) }))}</p>`,
    pager,
  ];
  if (!times) parts.push(`<p>${e(t.move.none)}</p>`);
  else
    parts.push(
      [
        `<form method="post" action="${deskPath(lang, path)}" class="actions">`,
        `<input type="hidden" name="csrf" value="${e(account.csrf)}"><input type="hidden" name="attorney" value="${e(attorney)}"><input type="hidden" name="from" value="${from}">`,
        times,
        radios(
          "meeting",
          b.meeting,
          meetingModes.map((mode) => [mode, meetingLabel(mode, lang, "firm")]),
          meetingModes[0],
        ),
        input("fullName", b.name, "text"),
        input("phone", b.phone, "tel"),
        input("email", b.email, "email"),
        // Each language named in itself; the page's own first checked.
        radios(
          "language",
          b.language,
          (["ar", "en"] as const).map((l) => [l, locales[l].label]),
          lang,
          (l) => l,
        ),
        textarea("message", b.message, true),
        textarea("otherParties", b.otherParties, false),
        `<p class="choice"><input type="checkbox" id="privacyAgreed" name="privacyAgreed" value="yes" required${values.privacyAgreed === "yes" ? " checked" : ""}${consent.attrs}><label for="privacyAgreed">${e(b.consent)}</label></p>${consent.note}`,
        `<button type="submit">${e(b.button)}</button></form>`,
      ].join(""),
    );
  parts.push(`<p><a href="${deskPath(lang)}">${e(t.detail.back)}</a></p>`);
  return renderDesk({
    lang,
    title: b.title,
    section: "consultations",
    otherPath: deskPath(lang === "en" ? "ar" : "en", `${path}?attorney=${attorney}&from=${from}`),
    account,
    body: parts.filter(Boolean).join("\n"),
  });
}

const day = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };

/**
 * A consultation for someone who calls: `GET /desk/consultations/new` shows one attorney's free
 * times a week at a time (as the move page does) and the caller's details; `POST` asks for it by
 * the lifecycle's own request, as the site's form does (the same checks, hold and mails, which say
 * it was booked by phone), and writes the audit line in the same transaction. It then waits for
 * the staff's confirmation on its page, after the conflict check.
 */
export async function registerBookDesk(
  app: FastifyInstance,
  { store, wakeMail, now, busy = unavailable(undefined), holdWorkingDays = 1 }: DeskTimesOptions,
) {
  for (const lang of ["en", "ar"] as const satisfies readonly Lang[]) {
    const url = deskPath(lang, path);
    const show = (
      attorney: string,
      asked: string | undefined,
      rest: Pick<BookPage, "values" | "errors" | "taken"> & { account: BookPage["account"] },
    ) => {
      const at = now();
      const { today, last, from } = weekOf(asked, at);
      const free = freeSlots(store, busy, { at: new Date(at), from, days: pageDays })(attorney);
      return bookPage({ lang, attorney, from, today, last, free, ...rest });
    };

    app.get<{ Querystring: { attorney?: string; from?: string } }>(
      url,
      {
        schema: {
          querystring: {
            type: "object",
            properties: { attorney: { type: "string", maxLength: 40 }, from: day },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const { attorney = bookableAttorneyIds[0], from } = request.query;
        if (!attorney || !bookableAttorneyIds.includes(attorney) || (from && !parseDay(from)))
          return unreadable(request, reply);
        const html = show(attorney, from, {
          account: request.staff!,
          values: {},
          errors: {},
          taken: null,
        });
        return sendDesk(reply, 200, html);
      },
    );

    app.post<{ Body: Record<string, string | undefined> }>(url, async (request, reply) => {
      const account = request.staff!;
      const form = (request.body ?? {}) as Record<string, unknown>;
      const values: Values = Object.fromEntries(
        Object.entries(form).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
      const attorney = values.attorney ?? "";
      if (!bookableAttorneyIds.includes(attorney)) return unreadable(request, reply);
      const from = values.from && parseDay(values.from) ? values.from : undefined;
      const checked = validateInquiry(
        {
          fullName: values.fullName,
          email: values.email,
          phone: values.phone,
          service: "",
          message: values.message,
          privacyAgreed: values.privacyAgreed === "yes",
          language: values.language,
          website: "",
          slot: values.start ?? "",
          attorney,
          meeting: values.meeting,
          // The caller's own zone is not known: their mails give Amman time alone.
          timeZone: "",
          otherParties: values.otherParties,
        },
        bookableAttorneyIds,
      );
      const again = (status: number, rest: Pick<BookPage, "errors" | "taken">) =>
        sendDesk(reply, status, show(attorney, from, { account, values, ...rest }));
      if (!checked.ok) return again(400, { errors: checked.fields, taken: null });
      if (!checked.inquiry.slot) return again(400, { errors: { slot: "required" }, taken: null });
      const at = now();
      // The request and its line of the audit log land together, or neither does.
      const outcome = store.transaction(() => {
        const asked = lifecycle.request(store, checked.inquiry, {
          now: at,
          spam: false,
          deviceKey: "",
          openRequestsLimit: 0,
          holdWorkingDays,
          busy,
          keepWithoutTime: false,
          source: "desk",
        });
        if (asked.stored)
          store.audit.add({
            at,
            actor: `${account.name} <${account.email}>`,
            action: "entered",
            record: asked.id,
            address: request.ip,
          });
        return asked;
      });
      if (!outcome.stored) {
        const why = outcome.timeRefused.why;
        return why === "slot"
          ? again(409, { errors: {}, taken: "slot" })
          : again(409, { errors: {}, taken: "taken" });
      }
      wakeMail();
      return reply.redirect(deskPath(lang, `/consultations/${outcome.id}?done=entered`), 303);
    });
  }
}
