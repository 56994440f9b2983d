import { spawn } from "node:child_process";
import { type Command, runCommand } from "../cli/command";
import { repoRoot } from "../site-server";

/**
 * Runs a command in this process as the firm's IT person would run it from a shell, with `env`
 * as its whole environment: its exit code and what it printed. (Each command's file is also run
 * as its own process: `runAsProcess`.)
 */
export async function runIn(command: Command, args: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await runCommand(command, args, {
    env,
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    interactive: false,
  });
  return { code, stdout, stderr };
}

/**
 * Runs a command's file as `npm run` does, in a process of its own started in the project's
 * folder, with `env` and PATH as its whole environment: its exit code and what it printed.
 */
export function runAsProcess(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}
