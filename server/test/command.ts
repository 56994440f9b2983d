import { type Command, runCommand } from "../cli/command";

/**
 * Runs a command in this process as the firm's IT person would run it from a shell, with `env`
 * as its whole environment: its exit code and what it printed. (Each command's file is also run
 * once as its own process: server/cli/shell.test.ts.)
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
