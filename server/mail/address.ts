/** Providers that deliver `a.b@` and `ab@` to the same mailbox (and `googlemail` is Gmail). */
const dotBlind: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * One person's address as the mail provider delivers it: lower case, without a `+tag`, without
 * the dots Gmail ignores. Limits per person count this key, never the address as typed, so
 * `victim+1@`, `victim+2@` and `v.ictim@` are one person. The address itself is still what mail
 * goes to.
 */
export function addressKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at).split("+")[0]!;
  let domain = lower.slice(at + 1);
  const canonical = dotBlind[domain];
  if (canonical) {
    local = local.replaceAll(".", "");
    domain = canonical;
  }
  return `${local || lower.slice(0, at)}@${domain}`;
}
