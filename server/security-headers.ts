import { STATUS_CODES } from "node:http";
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

/** What a request the HTTP parser refused gets: a status, a short reason of ours, never its URL. */
const clientErrors: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive"],
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large"],
  // CONNECT asks the site to be a proxy; Node would close the socket without a word.
  CONNECT_REFUSED: [405, "Method not allowed"],
};

/**
 * Fastify's `clientErrorHandler`: requests refused before any route (a timed-out body, headers
 * too large, a malformed request line or an unknown method) still get the site's security
 * headers and a short JSON reason, written on the raw socket as Node itself would.
 */
export function answerClientError(config: { siteUrl: string }) {
  const headers = {
    ...securityHeaders(config),
    "content-security-policy": contentSecurityPolicy(),
  };
  return (error: NodeJS.ErrnoException, socket: import("node:net").Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, reason] = clientErrors[error.code ?? ""] ?? [400, "Malformed request"];
    if (socket.writable) {
      const body = JSON.stringify({ error: reason });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        "content-type: application/json; charset=utf-8",
        ...(status === 405 ? ["allow: GET, HEAD, POST"] : []),
        `content-length: ${Buffer.byteLength(body)}`,
        "cache-control: no-store",
        "connection: close",
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
