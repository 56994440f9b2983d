import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What a command reads and where it writes: the process's own from a shell, a test's own when a
 * test calls the command in its process (no second Node start per call).
 */
export type CommandIo = {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /** A person at a terminal, who can be asked a question (never in a test). */
  interactive: boolean;
};

/** A command: its arguments in, its exit code out. */
export type Command = (args: string[], io: CommandIo) => Promise<number | void>;

/** Ends a command: its message goes to stderr, and the process exits with `code`. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** Stops the command with a one-line message; 2 is a usage error, 1 a refusal of the task. */
export function refuse(message: string, code = 2): never {
  throw new Refusal(message, code);
}

/** Runs a command to its exit code; a refusal prints its message. */
export async function runCommand(command: Command, args: string[], io: CommandIo) {
  try {
    return (await command(args, io)) ?? 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    io.err(`${error.message}\n`);
    return error.code;
  }
}

/** A script's path as Node loads it: through any symbolic link, without its extension. */
function scriptPath(path: string): string {
  let real = resolve(path);
  try {
    real = realpathSync(real);
  } catch {
    // Named without its extension (`tsx server/cli/backup`): compared without it below.
  }
  return real.replace(/\.[cm]?[jt]s$/, "");
}

/**
 * Runs `command` with the process's arguments when its file is the process's entry (`npm run
 * inquiries`, `node --import tsx server/cli/backup.ts` from a linked folder), and not when a test
 * imports the file.
 */
export function runFromShell(fileUrl: string, command: Command): void {
  const entry = process.argv[1];
  if (entry === undefined || scriptPath(entry) !== scriptPath(fileURLToPath(fileUrl))) return;
  const io: CommandIo = {
    env: process.env,
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    interactive: process.stdin.isTTY === true,
  };
  // A reader that stops early (`| head`) closes the pipe: the command ends quietly then.
  process.stdout.on("error", () => process.exit());
  void runCommand(command, process.argv.slice(2), io).then((code) => (process.exitCode = code));
}
