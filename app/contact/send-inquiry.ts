import type { FieldErrors } from "./fields";
import type { Inquiry } from "./schema";

export const CONTACT_ENDPOINT = "/api/contact";

/** The consultation the server holds for the visitor until the firm confirms it. */
export interface BookingReceipt {
  /** ISO 8601 with the Amman offset. */
  start: string;
  attorney: string;
  meeting: string;
  status: string;
}

export type SendFailure =
  "network" | "rateLimited" | "server" | "invalid" | "slotTaken" | "holdLimit";
export type SendResult =
  | { ok: true; id: string; booking?: BookingReceipt }
  | { ok: false; reason: SendFailure; fields?: FieldErrors };

/** Posts an inquiry to the site's own server; the answer comes only once it is stored. */
export async function sendInquiry(inquiry: Inquiry): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(inquiry),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    booking?: BookingReceipt;
    fields?: FieldErrors;
    error?: string;
  } | null;
  if (response.status === 201) {
    return body?.booking
      ? { ok: true, id: body.id ?? "", booking: body.booking }
      : { ok: true, id: body?.id ?? "" };
  }
  if (response.status === 429) return { ok: false, reason: "rateLimited" };
  // Someone else asked for the time between the visitor's choice and their send.
  if (response.status === 409 && body?.error === "slot_taken")
    return { ok: false, reason: "slotTaken" };
  // This visitor already has as many requests waiting as one person may hold.
  if (response.status === 409 && body?.error === "hold_limit")
    return { ok: false, reason: "holdLimit" };
  if (response.status === 400 && body?.fields && Object.keys(body.fields).length > 0) {
    return { ok: false, reason: "invalid", fields: body.fields };
  }
  return { ok: false, reason: "server" };
}
