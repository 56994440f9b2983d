/**
 * `npm run editors -- --add "<name>" <email> [--role desk,editor]`: adds an account (or sets a new
 * password and roles), reading the password from standard input, typed without echo at a terminal.
 * `editor` edits the site's content (the default), `desk` works on clients' records at /desk.
 * `--list` shows the accounts and their roles; `--remove <email>` takes one away. A new password or a
 * removal signs that editor out of the running site at their next request. Accounts live in
 * DATA_DIR/editors.json (as for the server); the command prints nothing secret.
 */
import { parseArgs } from "node:util";
import { EditorAccounts, minimumPasswordLength, type Role, roles } from "../editor";
import { type Command, refuse, runFromShell } from "./command";
import { dataDirFromEnv } from "./store-path";

const usage =
  'Usage: npm run editors -- --add "<name>" <email> [--role editor,desk] | --list | --remove <email>  (the password is read from standard input)';

/** The password: typed at a terminal without being shown, or the first line of a pipe. */
async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? "";
  }
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  let text = "";
  try {
    for await (const chunk of process.stdin) {
      for (const character of String(chunk)) {
        if (character === "\u0003") process.exit(130); // Ctrl-C
        if (character === "\r" || character === "\n") return text;
        text = character === "\u007f" ? text.slice(0, -1) : text + character;
      }
    }
    return text;
  } finally {
    process.stdin.setRawMode(false);
    process.stdin.pause();
    process.stdout.write("\n");
  }
}

export const editors: Command = async (args, io) => {
  let values: { add?: string; role?: string; list?: boolean; remove?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: {
        add: { type: "string" },
        role: { type: "string", default: "editor" },
        list: { type: "boolean" },
        remove: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
    }));
  } catch (error) {
    refuse(`${(error as Error).message}. ${usage}`);
  }

  const accounts = new EditorAccounts(dataDirFromEnv(io.env));
  if (values.help) return io.out(`${usage}\n`);
  if (values.list) {
    const all = accounts.list();
    if (all.length === 0) io.out("No accounts: the editor and the desk are switched off.\n");
    for (const { name, email, roles } of all) io.out(`${name} <${email}> ${roles.join(", ")}\n`);
    return;
  }
  if (values.remove)
    return io.out(
      accounts.remove(values.remove)
        ? `Removed ${values.remove}, signed out wherever they were signed in\n`
        : `No editor ${values.remove}\n`,
    );
  if (!values.add || positionals.length !== 1) refuse(usage);
  const given = values.role!.split(",").map((role) => role.trim());
  const unknown = given.filter((role) => !(roles as readonly string[]).includes(role));
  if (unknown.length > 0 || given.length === 0)
    refuse(`No such role: ${unknown.join(", ") || "(none)"}. The roles are ${roles.join(", ")}.`);
  const password = await readPassword(
    `Password for ${positionals[0]} (at least ${minimumPasswordLength} characters): `,
  );
  try {
    const had = accounts.find(positionals[0]!);
    const account = await accounts.add(values.add, positionals[0]!, password, given as Role[]);
    const may = { editor: "edit the site", desk: "work at the desk" };
    io.out(
      `${account.name} <${account.email}> may ${account.roles.map((role) => may[role]).join(" and ")} (password stored as a scrypt hash)${
        had ? "; signed out wherever they were signed in" : ""
      }\n`,
    );
  } catch (error) {
    refuse((error as Error).message, 1);
  }
};

runFromShell(import.meta.url, editors);
