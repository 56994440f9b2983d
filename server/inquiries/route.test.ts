// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startServer, tempDir, validInquiry, type TestServer } from "../test/helpers";

const stackTrace = /\bat .+:\d+|node_modules|Error:|FST_/;

describe("POST /api/contact refuses bad input with a reason", () => {
  let server: TestServer;
  const dir = tempDir();
  beforeAll(async () => {
    server = await startServer({ dataDir: dir.path });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const json = "application/json";
  const cases: {
    name: string;
    body: string;
    type?: string;
    status: number;
    fields?: Record<string, string>;
  }[] = [
    { name: "malformed JSON", body: '{"fullName": "Ada",', status: 400, fields: {} },
    { name: "an empty JSON body", body: "", status: 400, fields: {} },
    { name: "a JSON array", body: "[]", status: 400 },
    { name: "JSON null", body: "null", status: 400 },
    { name: "prototype poisoning", body: '{"__proto__": {"admin": true}}', status: 400 },
    { name: "plain text", body: "hello", type: "text/plain", status: 415 },
    { name: "multipart", body: "--x--", type: "multipart/form-data; boundary=x", status: 415 },
    {
      name: "a body over 64 KB",
      body: JSON.stringify(validInquiry({ message: "x".repeat(66_000) })),
      status: 413,
    },
    {
      name: "missing fields",
      body: "{}",
      status: 400,
      fields: {
        fullName: "required",
        email: "required",
        message: "required",
        privacyAgreed: "privacy",
        language: "invalid",
      },
    },
    {
      // The browser may only offer the firm's attorneys; the server knows who they are.
      name: "an attorney the firm does not have",
      body: JSON.stringify(
        validInquiry({ slot: "2030-01-07T10:00:00+03:00", attorney: "khaled-nasser" }),
      ),
      status: 400,
      fields: { attorney: "invalid" },
    },
    {
      name: "blank name",
      body: JSON.stringify(validInquiry({ fullName: "   " })),
      status: 400,
      fields: { fullName: "required" },
    },
    {
      name: "a control character",
      body: JSON.stringify(validInquiry({ fullName: "Ada\u0007" })),
      status: 400,
      fields: { fullName: "invalidCharacters" },
    },
    {
      name: "a line break in the name",
      body: JSON.stringify(validInquiry({ fullName: "Ada\r\nBcc: x@y.z" })),
      status: 400,
      fields: { fullName: "invalidCharacters" },
    },
    {
      name: "a NUL in the message",
      body: JSON.stringify(validInquiry({ message: "hi\u0000" })),
      status: 400,
      fields: { message: "invalidCharacters" },
    },
    {
      name: "a name over 200",
      body: JSON.stringify(validInquiry({ fullName: "a".repeat(201) })),
      status: 400,
      fields: { fullName: "tooLong" },
    },
    {
      name: "a message over 5000",
      body: JSON.stringify(validInquiry({ message: "a".repeat(5001) })),
      status: 400,
      fields: { message: "tooLong" },
    },
    {
      name: "a bad email",
      body: JSON.stringify(validInquiry({ email: "ada-at-example" })),
      status: 400,
      fields: { email: "emailInvalid" },
    },
    {
      name: "an email over 254",
      body: JSON.stringify(validInquiry({ email: `${"a".repeat(250)}@ex.com` })),
      status: 400,
      fields: { email: "tooLong" },
    },
    {
      name: "letters in the phone",
      body: JSON.stringify(validInquiry({ phone: "call me" })),
      status: 400,
      fields: { phone: "phoneInvalid" },
    },
    {
      name: "a phone over 40",
      body: JSON.stringify(validInquiry({ phone: "1".repeat(41) })),
      status: 400,
      fields: { phone: "tooLong" },
    },
    {
      name: "an unknown service",
      body: JSON.stringify(validInquiry({ service: "tax" })),
      status: 400,
      fields: { service: "invalid" },
    },
    {
      name: "an unknown language",
      body: JSON.stringify(validInquiry({ language: "fr" })),
      status: 400,
      fields: { language: "invalid" },
    },
    {
      name: "privacy not agreed",
      body: JSON.stringify(validInquiry({ privacyAgreed: false })),
      status: 400,
      fields: { privacyAgreed: "privacy" },
    },
    {
      name: "privacy as a string",
      body: JSON.stringify(validInquiry({ privacyAgreed: "true" })),
      status: 400,
      fields: { privacyAgreed: "privacy" },
    },
    {
      name: "a number as the name",
      body: JSON.stringify(validInquiry({ fullName: 42 })),
      status: 400,
      fields: { fullName: "invalid" },
    },
  ];

  it.each(cases)("$name → $status", async ({ body, type, status, fields }) => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": type ?? json },
      body,
    });
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(text).not.toMatch(stackTrace);
    const answer = JSON.parse(text) as { error: string; fields?: Record<string, string> };
    expect(answer.error).toEqual(expect.any(String));
    if (status === 400) expect(answer.fields).toEqual(fields ?? {});
  });

  it("refuses a body without a content type with 415", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: new Uint8Array([1, 2, 3]),
    });
    expect(response.status).toBe(415);
  });

  it("stores nothing it refused", async () => {
    // Sends every refused case itself, so it holds when run alone too.
    for (const { body, type, status } of cases) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": type ?? json },
        body,
      });
      expect(response.status).toBe(status);
    }
    expect(server.store.inquiries.list()).toEqual([]);
  });

  it("answers other methods with 405 and no stack trace", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await fetch(`${server.url}/api/contact`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.text()).not.toMatch(stackTrace);
    }
  });
});

describe("POST /api/contact stores an inquiry before it answers", () => {
  let server: TestServer;
  const dir = tempDir();
  beforeAll(async () => {
    server = await startServer({ dataDir: dir.path });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  it("answers 201 with the id of the stored, trimmed inquiry", async () => {
    const response = await postJson(
      server.url,
      validInquiry({ fullName: "  Zaid Haddad  ", language: "ar", message: "مرحبا\nسطر ثان" }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9A-Z]{12}$/);
    const stored = server.store.inquiries.get(id);
    expect(stored).toMatchObject({
      fullName: "Zaid Haddad",
      language: "ar",
      message: "مرحبا\nسطر ثان",
      spam: false,
      mailStatus: "pending",
    });
  });

  it("accepts a filled honeypot politely but marks it as spam", async () => {
    const response = await postJson(server.url, validInquiry({ website: "http://spam.example" }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(server.store.inquiries.get(id)).toMatchObject({ spam: true, mailStatus: "spam" });
  });

  it("logs inquiry ids but no personal data", async () => {
    const secret = validInquiry({
      fullName: "Secretname Person",
      email: "secret.person@example.org",
      phone: "+962 79 999 8888",
      message: "Confidential matter XYZZY",
    });
    const response = await postJson(server.url, secret);
    const { id } = (await response.json()) as { id: string };
    await postJson(server.url, { ...secret, email: "still-secret" }); // refused: logs the field codes only
    expect(server.logs.text).toContain(id);
    for (const value of ["Secretname", "secret.person", "999 8888", "XYZZY", "still-secret"])
      expect(server.logs.text).not.toContain(value);
  });
});
