import { type ChildProcess, spawn } from "node:child_process";

/**
 * The clock the browser tests run at (issue 36): the real one, or under scripts/at-clock.sh the
 * wall clock moved by AT_CLOCK_OFFSET_S seconds, for the servers (libfaketime, preloaded from
 * AT_CLOCK_PRELOAD) and for the pages (Playwright's clock, fixtures.ts), so that both read the same
 * Amman time. The test runner and Chromium keep the real clock: they cannot run under libfaketime.
 */
export const clockOffsetMs = Number(process.env.AT_CLOCK_OFFSET_S ?? 0) * 1000;

/**
 * What a server's environment adds to run at the tests' clock: libfaketime preloaded into the
 * server's own process (no `faketime` wrapper, which would not pass on the signal that stops it).
 */
export function clockEnv(): Record<string, string> {
  if (!clockOffsetMs) return {};
  const seconds = clockOffsetMs / 1000;
  return {
    LD_PRELOAD: process.env.AT_CLOCK_PRELOAD ?? "",
    FAKETIME: `${seconds >= 0 ? "+" : ""}${seconds}s`,
    FAKETIME_DONT_FAKE_MONOTONIC: "1",
  };
}

/**
 * The real server (server/main.ts) in its own process at the tests' clock, for the specs that
 * need one of their own (the editor's copy of the site, the desk's accounts): resolves once it
 * listens, or fails with what it printed.
 */
export async function spawnServer(cwd: string, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", SMTP_URL: "", ...env, ...clockEnv() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((done, fail) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("Server listening")) done();
    };
    server.stdout!.on("data", read);
    server.stderr!.on("data", read);
    server.on("exit", (code) => fail(new Error(`the server exited (${code}): ${output}`)));
  });
  return server;
}
