/**
 * The real entry point, `server/main.ts`, in its own process, for the tests of the server process
 * (server/process-*.test.ts). Every process started here is killed by `killSpawned`, which their
 * afterEach calls.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../site-server";
import { eventually } from "./helpers";

const children: ChildProcess[] = [];

/** Kills (SIGKILL) every server process started since the last call that is still running. */
export function killSpawned(): void {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServer(env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server", "main.ts")], {
    cwd: repoRoot,
    // Every variable set, so a developer's .env cannot change what is tested (or mail anyone).
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SMTP_URL: "",
      MAIL_TO: "",
      MAIL_FROM: "",
      CONTACT_RATE_LIMIT: "",
      TRUST_PROXY: "",
      SITE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => stdout, stderr: () => stderr, exited };
}

export async function listeningUrl(server: Spawned): Promise<string> {
  return eventually(
    () => {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    },
    { timeoutMs: 20_000, what: "the server to listen" },
  );
}
