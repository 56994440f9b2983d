// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "../../app/contact/fields";
import {
  postForm,
  postJson,
  startServer,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";

const stackTrace = /\bat .+:\d+|node_modules|Error:|FST_/;

describe("the plain HTML form (no JavaScript)", () => {
  let server: TestServer;
  const dir = tempDir();
  beforeAll(async () => {
    server = await startServer({ dataDir: dir.path });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const form = (overrides: Record<string, string> = {}) => ({
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    service: "",
    message: "Hello & goodbye = fine\r\nSecond line",
    privacyAgreed: "true",
    language: "en",
    website: "",
    ...overrides,
  });

  it("lands on the English confirmation page after storing", async () => {
    const response = await postForm(server.url, form());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    const [stored] = server.store.inquiries.list();
    expect(stored).toMatchObject({
      fullName: "Ada Lovelace",
      message: "Hello & goodbye = fine\nSecond line",
      service: "",
      language: "en",
    });
  });

  it("lands on the Arabic confirmation page for an Arabic form", async () => {
    const response = await postForm(server.url, form({ language: "ar", fullName: "خالد ناصر" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/contact/sent");
    expect(server.store.inquiries.list().some((i) => i.fullName === "خالد ناصر")).toBe(true);
  });

  it("lands on the localized not-sent page when the privacy box is not ticked", async () => {
    const { privacyAgreed: _, ...unticked } = form();
    const en = await postForm(server.url, unticked);
    expect(en.status).toBe(303);
    expect(en.headers.get("location")).toBe("/contact/not-sent");
    const ar = await postForm(server.url, { ...unticked, language: "ar" });
    expect(ar.headers.get("location")).toBe("/ar/contact/not-sent");
  });

  it("takes an Arabic form with every field at its longest, each letter six bytes once encoded", async () => {
    const arabic = (length: number) => "ج".repeat(length);
    const response = await postForm(
      server.url,
      form({
        language: "ar",
        fullName: arabic(limits.fullName),
        message: arabic(limits.message),
        otherParties: arabic(limits.otherParties),
      }),
    );
    expect(response.headers.get("location")).toBe("/ar/contact/sent");
    const stored = server.store.inquiries.list().find((i) => i.message === arabic(limits.message));
    expect(stored?.otherParties).toBe(arabic(limits.otherParties));
  });

  it("lands on the not-sent page of the sending page's language when the body is too large", async () => {
    const response = await postForm(
      server.url,
      form({ language: "ar", message: "x".repeat(70_000) }),
      { referer: `${server.url}/ar/contact` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/contact/not-sent");
  });
});

describe("the rate limit", () => {
  const dir = tempDir();
  afterAll(() => dir.remove());

  it("answers the 6th submission in 10 minutes with 429 and Retry-After (and the form with not-sent)", async () => {
    const server = await startServer({ dataDir: dir.path, contactRateLimit: 5 });
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await postJson(server.url, validInquiry())).status).toBe(201);
      const refused = await postJson(server.url, validInquiry());
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const viaForm = await postForm(server.url, {
        ...validInquiry(),
        privacyAgreed: "true",
      } as Record<string, string>);
      expect(viaForm.status).toBe(303);
      expect(viaForm.headers.get("location")).toBe("/contact/not-sent");
      expect(server.store.inquiries.list()).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it("is off at 0", async () => {
    const server = await startServer({ dataDir: dir.path, contactRateLimit: 0 });
    try {
      for (let i = 0; i < 12; i += 1)
        expect((await postJson(server.url, validInquiry())).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it("counts each client address behind a trusted proxy apart, and ignores X-Forwarded-For otherwise", async () => {
    const behindProxy = await startServer({
      dataDir: dir.path,
      contactRateLimit: 1,
      trustProxy: true,
    });
    try {
      const from = (ip: string) =>
        postJson(behindProxy.url, validInquiry(), { "x-forwarded-for": ip });
      expect((await from("203.0.113.1")).status).toBe(201);
      expect((await from("203.0.113.1")).status).toBe(429);
      expect((await from("203.0.113.2")).status).toBe(201);
    } finally {
      await behindProxy.close();
    }
    const direct = await startServer({ dataDir: dir.path, contactRateLimit: 1, trustProxy: false });
    try {
      const from = (ip: string) => postJson(direct.url, validInquiry(), { "x-forwarded-for": ip });
      expect((await from("203.0.113.1")).status).toBe(201);
      expect((await from("203.0.113.2")).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe("a failure on our side", () => {
  it("answers 500 with no internal detail, and lands the plain form on not-sent", async () => {
    const dir = tempDir();
    const server = await startServer({ dataDir: dir.path });
    try {
      server.store.close(); // The store can no longer write.
      const response = await postJson(server.url, validInquiry());
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(stackTrace);
      expect(text).not.toMatch(/database|sqlite/i);
      const viaForm = await postForm(server.url, {
        ...validInquiry(),
        privacyAgreed: "true",
        language: "ar",
      } as Record<string, string>);
      expect(viaForm.status).toBe(303);
      expect(viaForm.headers.get("location")).toBe("/ar/contact/not-sent");
    } finally {
      await server.close();
      dir.remove();
    }
  });
});
