import { slotFromPlain } from "~/booking/plain-slot";

/**
 * The inquiry as the visitor left it in the form. The booking fields go along only when a time
 * was asked for; the other parties named always do, since the conflict check needs them with or
 * without a time (the plain form's post keeps them too).
 * `slot` is null when the plain date and time name no time (one of them left blank).
 */
export function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const fields = {
    fullName: text("fullName"),
    email: text("email"),
    phone: text("phone"),
    service: text("service"),
    message: text("message"),
    privacyAgreed: data.get("privacyAgreed") === "true",
    website: text("website"),
    otherParties: text("otherParties"),
  };
  // The picker's chosen time, or else the plain date and time its place holds until it loads.
  const slot = text("slot") || slotFromPlain(text("slotDate"), text("slotTime"));
  if (!slot) return { fields, slot };
  return {
    fields: {
      ...fields,
      slot,
      attorney: text("attorney") || "any",
      meeting: text("meeting") || "office",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
    },
    slot,
  };
}
