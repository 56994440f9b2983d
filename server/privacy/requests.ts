import { instantFromZoned } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import { erasePerson, newInquiryId, personCounts, personData, upcoming } from "../inquiries";
import type { Store } from "../store";
import { formMailKinds, formMailsPerDay } from "../mail-kinds";
import { answerWorkingDays, copyValidMs } from "./copy";
import { ammanDay, dueOn, workingDaysLeft } from "./deadline";
import { type AnswerParams, requestMailKinds } from "./mails";
import type { DataRequest, RequestKind, RequestOutcome, RequestSource } from "./store";

export interface Asked {
  email: string;
  kind: RequestKind;
  details: string;
  language: "en" | "ar";
}

/**
 * A request from the privacy page's form: kept unproven, and a link mailed to the address. The
 * same work whether or not the store knows the address, so the answer cannot tell.
 */
export function ask(store: Store, asked: Asked, now: number): void {
  const id = newInquiryId();
  store.transaction(() => {
    store.requests.add({
      id,
      ...asked,
      source: "form",
      receivedAt: now,
      provenAt: null,
      dueOn: null,
      enteredBy: "",
    });
    const since = new Date(now - 86_400_000).toISOString();
    if (store.outbox.countTo(asked.email, formMailKinds, since) < formMailsPerDay)
      store.outbox.enqueue(
        { kind: requestMailKinds.prove, recordId: id, recipient: asked.email },
        now,
      );
  });
}

/** The owner opened the link: the request counts from today, and the firm is told. */
export function prove(store: Store, id: string, now: number): boolean {
  return store.transaction(() => {
    if (!store.requests.prove(id, now, dueOn(ammanDay(now), answerWorkingDays()))) return false;
    store.outbox.enqueue({ kind: requestMailKinds.proven, recordId: id }, now);
    return true;
  });
}

export interface Staff {
  actor: string;
  address: string;
}

/** A request made by phone or letter, entered by staff who checked who asks. Returns its id. */
export function enter(
  store: Store,
  entered: Asked & { source: Exclude<RequestSource, "form">; receivedOn: string },
  staff: Staff,
  now: number,
): string {
  const id = newInquiryId();
  const { receivedOn, ...request } = entered;
  store.transaction(() => {
    store.requests.add({
      id,
      ...request,
      // A letter or call of an earlier day was received that day, at an hour nobody noted: its
      // day's start in Amman, shown as the day alone. Entered the day it came, it is now.
      receivedAt:
        receivedOn === ammanDay(now)
          ? now
          : instantFromZoned(receivedOn, 0, bookingSettings.timeZone).getTime(),
      provenAt: now,
      dueOn: dueOn(receivedOn, answerWorkingDays()),
      enteredBy: staff.actor,
    });
    store.audit.add({ at: now, ...staff, action: "request:entered", record: id });
  });
  return id;
}

export type Answer =
  | { outcome: "copy" }
  | { outcome: "corrected"; fullName: string; phone: string; note: string }
  | { outcome: "erased"; note?: string }
  | { outcome: "refused"; note: string };

/**
 * The firm's answer to a proven request, mailed to the person in their language: the answer, its
 * effect (a correction, an erasure), its mail and its audit line land together, or none does.
 * "already" when it was answered already (two staff pressing at once answer once); "upcoming"
 * for an erasure while a consultation of theirs is still to come (cancel it first).
 */
export function answer(
  store: Store,
  request: DataRequest,
  given: Answer,
  staff: Staff,
  now: number,
): "answered" | "already" | "upcoming" {
  const note = ("note" in given && given.note) || "";
  const email = request.email;
  const record = (outcome: RequestOutcome, params: AnswerParams) => {
    if (!store.requests.answer(request.id, now, staff.actor, outcome, note)) return false;
    store.outbox.enqueue(
      {
        kind: requestMailKinds.answer,
        recordId: request.id,
        recipient: email,
        params: { ...params },
      },
      now,
    );
    store.audit.add({ at: now, ...staff, action: `request:${outcome}`, record: request.id });
    return true;
  };
  if (given.outcome === "erased") {
    if (store.requests.get(request.id)?.answeredAt !== null) return "already";
    if (upcoming(personData(store, email), now).length) return "upcoming";
    let done = false;
    erasePerson(store, email, () => {
      done = record("erased", { outcome: "erased", note });
    });
    return done ? "answered" : "already";
  }
  return store.transaction(() => {
    if (given.outcome === "corrected") store.requests.correct(email, given.fullName, given.phone);
    const params: AnswerParams = { outcome: given.outcome, note };
    if (given.outcome === "copy") params.until = now + copyValidMs;
    return record(given.outcome, params) ? "answered" : "already";
  });
}

/** What an erasure would take, for the staff to see first, and what must be cancelled before. */
export function holdings(store: Store, email: string, now: number) {
  const data = personData(store, email);
  return { data, ...personCounts(data), upcoming: upcoming(data, now) };
}

/** The firm's reminders: at 5 working days left, and on the last day. Returns how many queued. */
export function remindOpen(store: Store, now: number): number {
  const today = ammanDay(now);
  let queued = 0;
  for (const request of store.requests.open()) {
    const left = workingDaysLeft(today, request.dueOn!);
    if (left > 5) continue;
    const stage = left <= 1 ? "1" : "5";
    const id = store.outbox.enqueue(
      { kind: requestMailKinds.reminder, recordId: request.id, dedupe: stage, params: { left } },
      now,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}
