import type { FieldErrors } from "./fields";
import type { Inquiry } from "./schema";

export const CONTACT_ENDPOINT = "/api/contact";

export type SendFailure = "network" | "rateLimited" | "server" | "invalid";
export type SendResult =
  { ok: true; id: string } | { ok: false; reason: SendFailure; fields?: FieldErrors };

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
    fields?: FieldErrors;
  } | null;
  if (response.status === 201) return { ok: true, id: body?.id ?? "" };
  if (response.status === 429) return { ok: false, reason: "rateLimited" };
  if (response.status === 400 && body?.fields && Object.keys(body.fields).length > 0) {
    return { ok: false, reason: "invalid", fields: body.fields };
  }
  return { ok: false, reason: "server" };
}
