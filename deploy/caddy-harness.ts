/** The shipped Caddyfile, run for real by `caddy run` on loopback, for deploy/caddy.test.ts. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { join } from "node:path";

export const caddyfilePath = join(import.meta.dirname, "Caddyfile");

/** The caddy binary, or null when it is not installed. */
export function findCaddy(): string | null {
  const found = spawnSync("sh", ["-c", "command -v caddy"], { encoding: "utf8" });
  const path = found.stdout.trim();
  return found.status === 0 && path !== "" ? path : null;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

export interface RunningCaddy {
  httpPort: number;
  httpsPort: number;
  /** The root certificate of Caddy's internal CA, to trust in requests. */
  ca: Buffer;
  /** What Caddy wrote (its logs, including request lines). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The shipped Caddyfile with only what a local run needs: a global options block that uses high
 * ports, Caddy's internal CA (not Let's Encrypt) and a temp dir for its storage; the host from
 * SITE_HOST; and the upstream port of the test's server in place of 3000.
 */
export function localCaddyfile(
  options: { httpPort: number; httpsPort: number; storage: string; upstreamPort: number },
  shipped = readFileSync(caddyfilePath, "utf8"),
): string {
  const upstream = "reverse_proxy 127.0.0.1:3000";
  if (shipped.split(upstream).length !== 2)
    throw new Error(`deploy/Caddyfile should proxy to the server once: "${upstream}"`);
  const global = [
    "{",
    `\thttp_port ${options.httpPort}`,
    `\thttps_port ${options.httpsPort}`,
    "\tlocal_certs",
    "\tskip_install_trust",
    "\tadmin off",
    `\tstorage file_system {\n\t\troot ${options.storage}\n\t}`,
    "}",
    "",
  ].join("\n");
  return global + shipped.replace(upstream, `reverse_proxy 127.0.0.1:${options.upstreamPort}`);
}

export async function startCaddy(
  caddy: string,
  { dir, siteHost, upstreamPort }: { dir: string; siteHost: string; upstreamPort: number },
): Promise<RunningCaddy> {
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const storage = join(dir, "storage");
  const config = join(dir, "Caddyfile");
  writeFileSync(config, localCaddyfile({ httpPort, httpsPort, storage, upstreamPort }));
  const child: ChildProcess = spawn(caddy, ["run", "--adapter", "caddyfile", "--config", config], {
    env: {
      PATH: process.env.PATH ?? "",
      SITE_HOST: siteHost,
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, "config"),
      XDG_DATA_HOME: join(dir, "data"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  // Ready once the internal CA exists and a TLS request through it gets an answer.
  const rootPath = join(storage, "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited during start-up:\n${output}`);
    if (existsSync(rootPath)) {
      const ca = readFileSync(rootPath);
      try {
        await get({ scheme: "https", port: httpsPort, host: `www.${siteHost}`, path: "/", ca });
        return { httpPort, httpsPort, ca, output: () => output, stop };
      } catch {
        // The certificate is still being issued.
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not answer within 30 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed if it was. */
  body: Buffer;
}

export interface Call {
  scheme: "http" | "https";
  port: number;
  /** The host name asked for (Host header and TLS server name); the connection is to loopback. */
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  ca?: Buffer;
  /** The client's own address, e.g. 127.0.0.2 (every 127.x address is loopback). */
  localAddress?: string;
}

/** One request on a fresh connection, redirects not followed, body not decompressed. */
export function get(call: Call): Promise<Reply> {
  const { scheme, port, host, path, method = "GET", headers = {}, body, ca, localAddress } = call;
  const send = scheme === "https" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        headers: { host: `${host}:${port}`, ...headers },
        servername: host,
        ca,
        localAddress,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`timed out: ${path}`)));
    request.on("error", reject);
    request.end(body);
  });
}
