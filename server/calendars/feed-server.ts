/** A calendar host on loopback for the tests: the fixtures, and every way a feed can fail. */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name));

export interface FeedServer {
  url: string;
  /** While true, /attorney-3.ics answers 503. */
  down: boolean;
  /** More calendars a test makes: path → body. */
  bodies: Map<string, string>;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const state = { down: false, bodies: new Map<string, string>() };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    const calendar = (body: Buffer) => {
      response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
      response.end(body);
    };
    if (path === "/attorney-2.ics") return calendar(fixture("attorney-2.ics"));
    if (path === "/firm.ics") return calendar(fixture("firm.ics"));
    if (path === "/attorney-3-court.ics") return calendar(fixture("attorney-3-court.ics"));
    if (path === "/attorney-3.ics") {
      if (state.down) return void response.writeHead(503).end("down for maintenance");
      return calendar(fixture("attorney-3.ics"));
    }
    const made = state.bodies.get(path);
    if (made !== undefined) return calendar(Buffer.from(made));
    if (path === "/html") return void response.writeHead(200).end("<!doctype html><p>Sign in");
    if (path === "/slow") return; // never answers
    if (path === "/big") {
      // 20 MB of a calendar-looking body, without a length: only streaming can stop it.
      response.writeHead(200, { "content-type": "text/calendar" });
      const line = Buffer.alloc(64 * 1024, "X");
      let sent = 0;
      const more = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += line.length;
          if (!response.write(line)) return void response.once("drain", more);
        }
        response.end();
      };
      response.write("BEGIN:VCALENDAR\r\n");
      response.on("error", () => {});
      return more();
    }
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      const location = left === 0 ? "/attorney-3.ics" : `/hop/${left - 1}`;
      return void response.writeHead(302, { location }).end();
    }
    if (path === "/to-localhost") {
      const { port } = server.address() as AddressInfo;
      const location = `http://localhost:${port}/attorney-3.ics`;
      return void response.writeHead(302, { location }).end();
    }
    if (path === "/to-http") {
      return void response.writeHead(301, { location: "http://calendar.example.com/a.ics" }).end();
    }
    response.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
