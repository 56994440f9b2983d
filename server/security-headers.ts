import { createHash } from "node:crypto";

/**
 * The `'sha256-…'` source of every inline script in a page (scripts with `src` are covered by
 * `'self'`). The hash is over the script's text as the browser's parser sees it: HTML turns
 * CR LF and lone CR into LF before anything else, so we do too.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const source = (match[2] ?? "").replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // React renders style attributes; styles cannot run code, scripts can.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The contact page's map is OpenStreetMap's embed; nothing else may be framed.
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response carries, whatever it is. */
export function securityHeaders({ siteUrl }: { siteUrl: string }): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    // For browsers without frame-ancestors.
    "x-frame-options": "DENY",
  };
  // Only a site served over https can promise https; browsers ignore the header over http anyway.
  if (new URL(siteUrl).protocol === "https:")
    headers["strict-transport-security"] = "max-age=31536000";
  return headers;
}
