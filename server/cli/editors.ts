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
import { dataDirFromEnv } from "./store-path";

const usage =
  'Usage: npm run editors -- --add "<name>" <email> [--role editor,desk] | --list | --remove <email>  (the password is read from standard input)';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

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

let values: { add?: string; role?: string; list?: boolean; remove?: string; help?: boolean };
let positionals: string[];
try {
  ({ values, positionals } = parseArgs({
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
  fail(`${(error as Error).message}. ${usage}`, 2);
}

const accounts = new EditorAccounts(dataDirFromEnv());
if (values.help) {
  console.log(usage);
} else if (values.list) {
  const all = accounts.list();
  if (all.length === 0) console.log("No accounts: the editor and the desk are switched off.");
  for (const { name, email, roles } of all) console.log(`${name} <${email}> ${roles.join(", ")}`);
} else if (values.remove) {
  console.log(
    accounts.remove(values.remove)
      ? `Removed ${values.remove}, signed out wherever they were signed in`
      : `No editor ${values.remove}`,
  );
} else if (values.add && positionals.length === 1) {
  const given = values.role!.split(",").map((role) => role.trim());
  const unknown = given.filter((role) => !(roles as readonly string[]).includes(role));
  if (unknown.length > 0 || given.length === 0)
    fail(`No such role: ${unknown.join(", ") || "(none)"}. The roles are ${roles.join(", ")}.`, 2);
  const password = await readPassword(
    `Password for ${positionals[0]} (at least ${minimumPasswordLength} characters): `,
  );
  try {
    const had = accounts.find(positionals[0]!);
    const account = await accounts.add(values.add, positionals[0]!, password, given as Role[]);
    const may = { editor: "edit the site", desk: "work at the desk" };
    console.log(
      `${account.name} <${account.email}> may ${account.roles.map((role) => may[role]).join(" and ")} (password stored as a scrypt hash)${
        had ? "; signed out wherever they were signed in" : ""
      }`,
    );
  } catch (error) {
    fail((error as Error).message);
  }
} else {
  fail(usage, 2);
}
