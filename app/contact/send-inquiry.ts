import { apiPaths } from "~/api-paths";
import type { BookingReceipt } from "./answer";
import type { FieldErrors } from "./fields";
import type { Inquiry } from "./schema";

export type { BookingReceipt } from "./answer";

export type SendFailure =
  "network" | "rateLimited" | "server" | "invalid" | "slotTaken" | "holdLimit";
export type SendResult =
  | { ok: true; id: string; booking?: BookingReceipt }
  | { ok: false; reason: SendFailure; fields?: FieldErrors };

/** Posts an inquiry to the site's own server; the answer comes only once it is stored. */
export async function sendInquiry(inquiry: Inquiry): Promise<SendResult> {
  // The answer's schemas (./answer.ts) load with zod beside the request, as the inquiry's schema
  // did before sending: neither weighs on the page's first load.
  const schemas = import("./answer");
  schemas.catch(() => {});
  let response: Response;
  try {
    response = await fetch(apiPaths.contact, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(inquiry),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  const body: unknown = await response.json().catch(() => null);
  let answers: Awaited<typeof schemas>;
  try {
    answers = await schemas;
  } catch {
    return { ok: false, reason: "network" };
  }
  // Each answer is read by the route's own response schema; anything else is a failure of ours.
  const { inquiryInvalid, inquiryStored, timeNotHeld } = answers;
  if (response.status === 201) {
    const stored = inquiryStored.safeParse(body);
    if (!stored.success) return { ok: false, reason: "server" };
    const { id, booking } = stored.data;
    return booking ? { ok: true, id, booking } : { ok: true, id };
  }
  if (response.status === 429) return { ok: false, reason: "rateLimited" };
  if (response.status === 409) {
    const notHeld = timeNotHeld.safeParse(body);
    // Someone else asked for the time between the visitor's choice and their send, or this
    // visitor already has as many requests waiting as one person may hold.
    if (notHeld.success)
      return { ok: false, reason: notHeld.data.error === "slot_taken" ? "slotTaken" : "holdLimit" };
  }
  const invalid = response.status === 400 ? inquiryInvalid.safeParse(body) : null;
  if (invalid?.success && Object.keys(invalid.data.fields).length > 0) {
    return { ok: false, reason: "invalid", fields: invalid.data.fields };
  }
  return { ok: false, reason: "server" };
}
