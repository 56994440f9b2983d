// @vitest-environment node
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { firm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { messages } from "../../app/i18n/messages";
import { retryDelay, defaultOutboxTiming } from "./outbox";
import {
  closedPort,
  eventually,
  postJson,
  startServer,
  startSmtp,
  tempDir,
  toFirm,
  validInquiry,
  type TestServer,
} from "../test/helpers";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function post(server: TestServer, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await postJson(server.url, validInquiry(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("the mail outbox", () => {
  it("retries within 30 s at first and never waits more than 5 minutes", () => {
    expect(retryDelay(1, defaultOutboxTiming)).toBeLessThanOrEqual(30_000);
    const delays = Array.from({ length: 12 }, (_, i) => retryDelay(i + 1, defaultOutboxTiming));
    expect(Math.max(...delays)).toBe(5 * 60_000);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });

  it("mails an inquiry to the firm once, replying to the visitor, with service and name in the subject", async () => {
    const smtp = await startSmtp();
    const dir = tempDir();
    const server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
    cleanups.push(smtp.close, dir.remove, () => server.close());

    const id = await post(server, { fullName: "Ada Lovelace", service: "trading", language: "ar" });
    await eventually(() => server.store.inquiries.get(id)?.mailStatus === "sent", {
      what: "the inquiry to be mailed",
    });
    // The visitor's acknowledgment goes too; this test is about the firm's mail.
    const toTheFirm = smtp.received.filter(toFirm);
    expect(toTheFirm).toHaveLength(1);
    const mail = toTheFirm[0]!;
    expect(mail.header("to")).toBe("firm@example.test");
    expect(mail.header("reply-to")).toBe("Ada Lovelace <ada@example.com>");
    // The firm's subject (content/mails/firm.json, in the firm's language, English here) with
    // the service's name as the site shows it (content/interface.json).
    const { subject } = mailContent.firm.inquiry;
    const service = messages.en.services.items.trading.title;
    expect(mail.header("subject")).toBe(fill(subject.en, { id, service, name: "Ada Lovelace" }));
    expect(mail.header("x-inquiry-id")).toBe(id);
    expect(mail.header("x-inquiry-language")).toBe("ar");
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
  });

  it("sends each mail under the firm's full name in its language, unless MAIL_FROM gives a name", async () => {
    const smtp = await startSmtp();
    const dir = tempDir();
    const server = await startServer({
      dataDir: dir.path,
      smtpUrl: smtp.url,
      mailFrom: "website@example.test",
    });
    cleanups.push(smtp.close, dir.remove, () => server.close());

    await post(server, { language: "ar" });
    await eventually(() => smtp.received.length === 2, { what: "the firm's mail and the ack" });
    const senders = await Promise.all(
      smtp.received.map(async (mail) => {
        const parsed = await simpleParser(mail.raw);
        return { to: parsed.to, from: parsed.from?.value };
      }),
    );
    const from = (to: string) => senders.find((mail) => JSON.stringify(mail.to).includes(to))?.from;
    // The visitor wrote in Arabic; the firm reads its mails in English here (FIRM_LANGUAGE).
    expect(from("ada@example.com")).toEqual([
      { name: firm.legalName.ar, address: "website@example.test" },
    ]);
    expect(from("firm@example.test")).toEqual([
      { name: firm.legalName.en, address: "website@example.test" },
    ]);

    // A name given in MAIL_FROM is the operator's choice, for every mail.
    const named = await startSmtp();
    const other = tempDir();
    const kept = await startServer({ dataDir: other.path, smtpUrl: named.url });
    cleanups.push(named.close, other.remove, () => kept.close());
    await post(kept, { language: "ar" });
    await eventually(() => named.received.length === 2, { what: "both mails" });
    for (const mail of named.received)
      expect((await simpleParser(mail.raw)).from?.value).toEqual([
        { name: "Website", address: "website@example.test" },
      ]);
  });

  it("keeps retrying through an SMTP outage and delivers once it ends", async () => {
    const smtp = await startSmtp();
    smtp.state.refusing = true;
    const dir = tempDir();
    const server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
    cleanups.push(smtp.close, dir.remove, () => server.close());

    const id = await post(server);
    const failing = await eventually(
      () => {
        const inquiry = server.store.inquiries.get(id);
        return inquiry && inquiry.mailAttempts >= 3 ? inquiry : null;
      },
      { what: "three refused attempts" },
    );
    expect(failing).toMatchObject({
      mailStatus: "pending",
      lastMailError: expect.stringContaining("451"),
    });
    expect(smtp.received).toHaveLength(0);

    smtp.state.refusing = false;
    await eventually(() => server.store.inquiries.get(id)?.mailStatus === "sent", {
      what: "delivery after the outage",
    });
    expect(smtp.received.filter(toFirm)).toHaveLength(1);
    expect(server.store.inquiries.get(id)?.lastMailError).toBeNull();
  });

  it("delivers what was pending when the server restarts, after the SMTP server comes back", async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    const first = await startServer({ dataDir: dir.path, smtpUrl: down });
    const ids = [await post(first), await post(first, { fullName: "Second Visitor" })];
    await eventually(
      () => ids.every((id) => (first.store.inquiries.get(id)?.mailAttempts ?? 0) >= 1),
      {
        what: "a failed attempt",
      },
    );
    expect(first.store.inquiries.get(ids[0]!)?.lastMailError).toMatch(/ECONNREFUSED|connect/i);
    await first.close();

    const smtp = await startSmtp();
    const second = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
    cleanups.push(smtp.close, () => second.close());
    await eventually(
      () => ids.every((id) => second.store.inquiries.get(id)?.mailStatus === "sent"),
      {
        what: "delivery after the restart",
      },
    );
    expect(
      smtp.received
        .filter(toFirm)
        .map((m) => m.header("x-inquiry-id"))
        .sort(),
    ).toEqual([...ids].sort());
  });

  it("mails each of many inquiries exactly once, and never mails spam", async () => {
    const smtp = await startSmtp();
    const dir = tempDir();
    const server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
    cleanups.push(smtp.close, dir.remove, () => server.close());

    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(server, { fullName: `Visitor ${i}` })),
    );
    const spamId = await post(server, { website: "https://spam.example" });
    await eventually(
      () => ids.every((id) => server.store.inquiries.get(id)?.mailStatus === "sent"),
      {
        what: "all inquiries mailed",
      },
    );
    // More passes of the worker find nothing left to send.
    for (let i = 0; i < 3; i += 1) expect(await server.outbox!.runOnce()).toBe(0);
    const mailed = smtp.received.filter(toFirm).map((m) => m.header("x-inquiry-id"));
    expect(mailed).toHaveLength(12);
    expect(new Set(mailed)).toEqual(new Set(ids));
    // All twelve came from one address: it gets the day's three acknowledgments, no more.
    const acknowledgments = smtp.received.filter((m) => !toFirm(m));
    expect(acknowledgments.map((m) => m.header("to"))).toEqual(Array(3).fill("ada@example.com"));
    expect(server.store.outbox.forRecord(spamId)).toEqual([]);
    expect(server.store.inquiries.get(spamId)).toMatchObject({
      mailStatus: "spam",
      mailAttempts: 0,
    });
  });

  it("stores without mailing, and says so once at start, when SMTP_URL is unset", async () => {
    const dir = tempDir();
    const server = await startServer({ dataDir: dir.path, smtpUrl: null });
    cleanups.push(dir.remove, () => server.close());
    expect(server.outbox).toBeNull();
    expect(server.logs.lines.filter((line) => line.includes("mail is off"))).toHaveLength(1);
    const id = await post(server);
    expect(server.store.inquiries.get(id)).toMatchObject({
      mailStatus: "pending",
      mailAttempts: 0,
    });
  });
});
