// @vitest-environment node
// The real entry point, `server/main.ts`, in its own process, started and stopped: it finishes a
// request in flight on SIGTERM, reads the content of the build it serves, and refuses to start
// with a bad configuration. Needs the site build. What it keeps through SIGKILL is in
// process-sigkill.test.ts.
import { request as httpRequest } from "node:http";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "./site-server";
import { openStore } from "./store";
import { eventually, tempDir, validInquiry } from "./test/helpers";
import { killSpawned, listeningUrl, spawnServer } from "./test/spawned-server";

const dirs: { remove: () => void }[] = [];
afterEach(() => {
  killSpawned();
  for (const dir of dirs.splice(0)) dir.remove();
});

describe("the server process", () => {
  it("finishes a request in flight on SIGTERM, then closes the store and exits 0", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const server = spawnServer({ DATA_DIR: dir.path });
    const url = new URL(await listeningUrl(server));

    // Headers first (the server answers 100 Continue once the request is in flight), body later.
    const body = JSON.stringify(validInquiry());
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/contact",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            expect: "100-continue",
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      request.on("continue", async () => {
        server.child.kill("SIGTERM");
        await eventually(() => server.output().includes("shutting down"), {
          what: "the shutdown to start",
        });
        request.end(body);
      });
    });

    const { status, body: text } = await answer;
    expect(status).toBe(201);
    const { id } = JSON.parse(text) as { id: string };
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const store = openStore(dir.path, { mustExist: true });
    try {
      expect(store.inquiries.get(id)).not.toBeNull();
    } finally {
      store.close();
    }
  });

  it("reads the content of the build it serves, not the working copy an editor saves into", async () => {
    const dir = tempDir();
    dirs.push(dir);
    // A published build whose content differs from the working copy's: attorney 3 takes no
    // bookings there (read through the content files), and consultations last 30 minutes (read
    // through the @content imports the browser shares).
    const published = join(repoRoot, ".builds", `process-test-${process.pid}`);
    dirs.push({ remove: () => rmSync(published, { recursive: true, force: true }) });
    cpSync(join(repoRoot, "build"), published, { recursive: true });
    const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
      const path = join(published, "content", file);
      const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      change(data);
      writeFileSync(path, JSON.stringify(data));
    };
    edit("attorneys/3.json", (attorney) =>
      Object.assign(attorney, { bookable: false, bookWith: "2" }),
    );
    edit("booking/settings.json", (settings) => (settings.slotMinutes = 30));
    writeFileSync(join(dir.path, "published-build"), published);

    const server = spawnServer({ DATA_DIR: dir.path });
    const url = await listeningUrl(server);
    const slots = async (attorney: string) => {
      const response = await fetch(`${url}/api/slots?attorney=${attorney}&days=30`);
      return { status: response.status, body: (await response.json()) as { slots?: string[] } };
    };
    expect((await slots("3")).status).toBe(400);
    const { status, body } = await slots("2");
    expect(status).toBe(200);
    expect(body.slots!.some((start) => start.includes(":30:00"))).toBe(true);
    // The working copy still has attorney 3 bookable and hour-long consultations.
    expect(
      JSON.parse(readFileSync(join(repoRoot, "content/attorneys/3.json"), "utf8")),
    ).toMatchObject({
      bookable: true,
    });
  });

  it.each([
    { env: { PORT: "abc" }, names: ["PORT"], hidden: [] },
    {
      env: { SMTP_URL: "not-a-url://secret:pa55word@" },
      names: ["SMTP_URL"],
      hidden: ["pa55word"],
    },
    {
      env: { CONTACT_RATE_LIMIT: "-1", SITE_URL: "ftp://x" },
      names: ["CONTACT_RATE_LIMIT", "SITE_URL"],
      hidden: [],
    },
  ] as { env: Record<string, string>; names: string[]; hidden: string[] }[])(
    "refuses to start with $names: one clear line, no stack trace",
    async ({ env, names, hidden }) => {
      const dir = tempDir();
      dirs.push(dir);
      const server = spawnServer({ DATA_DIR: dir.path, ...env });
      expect((await server.exited).code).toBe(1);
      const lines = server.stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: /);
      for (const name of names) expect(lines[0]).toContain(name);
      for (const secret of hidden) expect(lines[0]).not.toContain(secret);
    },
  );
});
