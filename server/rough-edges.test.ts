// @vitest-environment node
// What a security probe of the running server found at the edges: each is refused or neutral now.
import { statSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { afterEach, describe, expect, it } from "vitest";
import { mailContent } from "../app/content/mails.server";
import { fill } from "../app/content/schema/template";
import { bookingLink, releasePath } from "./bookings/links";
import { bookingInvitation } from "./bookings/ics";
import { composeInquiryMail } from "./inquiries/firm-mail";
import { escapeHtml } from "./mail";
import { openStore, storeFileName } from "./store";
import { bookFirstFree, press } from "./test/booking-mail";
import { startServer, tempDir, validInquiry, type TestServer } from "./test/helpers";

const servers: TestServer[] = [];
const dirs: { remove: () => void }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) dir.remove();
});

async function server(config: Parameters<typeof startServer>[0] = {}) {
  const dir = tempDir();
  dirs.push(dir);
  const started = await startServer({ dataDir: dir.path, ...config });
  servers.push(started);
  return started;
}

/** Writes `text` on a raw connection and returns all the server answers within `waitMs`. */
function raw(base: string, text: string, waitMs = 500): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer));
    setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, waitMs);
  });
}

const secret = "s".repeat(40);

describe("requests refused before any route", () => {
  it("carry the site's security headers and a short reason of ours, never the URL", async () => {
    const site = await server({ requestTimeoutMs: 1000 });
    const answers = {
      badUrl: await raw(site.url, "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n"),
      badMethod: await raw(site.url, "FOO / HTTP/1.1\r\nHost: x\r\n\r\n"),
      // The site is no proxy: CONNECT gets an answer rather than a closed socket.
      connect: await raw(
        site.url,
        "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
      ),
      bigHeader: await raw(
        site.url,
        `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${"a".repeat(20_000)}\r\n\r\n`,
      ),
      // A body that never finishes arriving: the request times out.
      slowBody: await raw(
        site.url,
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        3000,
      ),
    };
    expect(answers.badUrl).toMatch(/^HTTP\/1\.1 400 /);
    expect(answers.badMethod).toMatch(/^HTTP\/1\.1 400 /);
    expect(answers.bigHeader).toMatch(/^HTTP\/1\.1 431 /);
    expect(answers.connect).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answers.connect).toMatch(/allow: GET, HEAD, POST/);
    expect(answers.connect).toMatch(/\{"error":"Method not allowed"\}$/);
    expect(answers.slowBody).toMatch(/^HTTP\/1\.1 408 /);
    for (const answer of Object.values(answers)) {
      expect(answer).toMatch(/x-content-type-options: nosniff/i);
      expect(answer).toMatch(/x-frame-options: DENY/i);
      expect(answer).toMatch(/content-security-policy: default-src 'self'/i);
      expect(answer).not.toMatch(/%E0|FST_ERR|statusCode/);
    }
  });
});

describe("the store's files", () => {
  it("are readable by the server's user alone, whatever the umask", () => {
    const dir = tempDir();
    dirs.push(dir);
    const previous = process.umask(0o022);
    try {
      const store = openStore(dir.path);
      store.probeWrite();
      for (const name of [storeFileName, `${storeFileName}-wal`, `${storeFileName}-shm`])
        expect((statSync(join(dir.path, name)).mode & 0o777).toString(8)).toBe("600");
      store.close();
    } finally {
      process.umask(previous);
    }
  });
});

describe("mail headers", () => {
  it("never let an encoded word in a name become a line break or a new header", async () => {
    const name = "=?utf-8?Q?Eve=0D=0ABcc:_x?=";
    const mail = composeInquiryMail(
      {
        ...validInquiry({ fullName: name }),
        id: "TESTAAAAAAA1",
        receivedAt: "2026-11-24T10:00:00.000Z",
        spam: false,
      } as unknown as Parameters<typeof composeInquiryMail>[0],
      { to: "firm@example.test", siteUrl: "https://www.nasserlaw.jo" },
    );
    const built = await new MailComposer({ from: "site@example.test", ...mail }).compile().build();
    const parsed = await simpleParser(built);
    // Shown as typed, not decoded into "Eve", a line break and a header.
    expect(parsed.subject).not.toMatch(/[\r\n]/);
    expect(parsed.subject).toContain("= ?utf-8?Q?Eve=0D=0ABcc:_x?=");
    const replyTo = parsed.replyTo?.value[0];
    expect(replyTo?.name).not.toMatch(/[\r\n]/);
    expect(parsed.headers.has("bcc")).toBe(false);
  });

  it("escape a visitor's name in the invitation's calendar name, as in its summary", () => {
    const ics = bookingInvitation(
      {
        inquiryId: "TESTAAAAAAA1",
        attorney: "2",
        requestedAttorney: "2",
        start: Date.parse("2026-12-01T07:00:00Z"),
        end: Date.parse("2026-12-01T08:00:00Z"),
        meeting: "office",
        timeZone: "",
        otherParties: "",
        status: "confirmed",
        sequence: 0,
        reschedules: 0,
        firmMoves: 0,
        declinedAs: "",
        invited: false,
        note: "",
        createdAt: "",
        updatedAt: "",
        holdUntil: 0,
      },
      { summary: "Eve;X,Y\nBEGIN:VEVENT", description: "", location: "", organizer: "Eve" },
      { host: "www.nasserlaw.jo", now: Date.now(), method: "REQUEST" },
    ).content;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    // Both stay one escaped line (ical.js returns these properties as written).
    for (const property of ["name", "x-wr-calname"])
      expect(calendar.getFirstPropertyValue(property)).toBe("Eve\\;X\\,Y\\nBEGIN:VEVENT");
  });
});

describe("the booking links", () => {
  it("check the token before looking the booking up: a bad token shows nothing of it", async () => {
    const site = await server({ bookingSecret: secret });
    const { id } = await bookFirstFree(site, { language: "ar" });
    const page = await fetch(`${site.url}/booking/cancel/${id}?t=forged`, {
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(page.status).toBe(403);
    const html = await page.text();
    // The visitor wrote in Arabic; a forged link still gets the requester's language.
    expect(html).toContain('lang="en"');
    const unknown = await fetch(`${site.url}/booking/cancel/ZZZZZZZZZZZZ?t=forged`, {
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(await unknown.text()).toBe(html);
    // A reference or token of the wrong shape never reaches the handler: the same page.
    for (const path of [`/booking/cancel/abc?t=x`, `/booking/cancel/${id}?t=${"x".repeat(500)}`]) {
      const malformed = await fetch(`${site.url}${path}`, {
        headers: { "accept-language": "en-GB,en;q=0.8" },
      });
      expect(malformed.status, path).toBe(403);
      expect(await malformed.text(), path).toBe(html);
    }
  });

  it("refuse a button pressed on another site, and name POST among the allowed methods", async () => {
    const site = await server({ bookingSecret: secret });
    const { id } = await bookFirstFree(site);
    const link = bookingLink(site.url, secret, "confirm", id);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await fetch(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "",
      });
      expect(response.status).toBe(403);
    }
    expect(site.store.bookings.get(id)?.status).toBe("requested");
    const sameSite = await fetch(link, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        origin: site.url,
      },
      body: "",
    });
    expect(sameSite.status).toBe(200);
    expect(site.store.bookings.get(id)?.status).toBe("confirmed");

    const put = await fetch(link, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("let the firm release every open request of one person in one step", async () => {
    const site = await server({ bookingSecret: secret, openRequestsLimit: 5 });
    const first = await bookFirstFree(site, { email: "eve@gmail.com" }, "2", 0);
    const second = await bookFirstFree(site, { email: "e.ve+2@gmail.com" }, "3", 1);
    const other = await bookFirstFree(site, { email: "someone@example.org" }, "2", 2);
    expect([first.status, second.status, other.status]).toEqual([201, 201, 201]);
    const mail = composeInquiryMail(site.store.inquiries.get(first.id)!, {
      to: "firm@example.test",
      siteUrl: site.url,
      booking: site.store.bookings.get(first.id),
      secret,
    });
    const path = releasePath(secret, first.id);
    expect(mail.text).toContain(`${site.url}${path}`);

    const page = await fetch(`${site.url}${path}`);
    // Every test request comes from one device: all three are that device's open requests.
    const { leadMany } = mailContent.pages.release;
    expect(await page.text()).toContain(escapeHtml(fill(leadMany.en, { count: 3 })));
    expect((await press(`${site.url}${path}`)).status).toBe(200);
    for (const { id } of [first, second, other])
      expect(site.store.bookings.get(id)?.status).toBe("released");
    const forged = await press(`${site.url}/booking/release/${first.id}?t=forged`);
    expect(forged.status).toBe(403);
  });
});
