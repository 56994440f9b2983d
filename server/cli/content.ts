/**
 * `npm run content -- --history`: the changes made to the site's content (date, author, message,
 * id), newest first. `npm run content -- --revert <id>`: undoes one with a new commit and asks the
 * running server to publish the site again. Run it in the site's folder, as the server's user.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ContentHistory, GitError } from "../editor";
import { repoRoot } from "../site-server";
import { type Command, refuse, runFromShell } from "./command";
import { configFromEnv } from "./store-path";

const usage = "Usage: npm run content -- --history | --revert <id>";

/** Asks the server on this machine to publish, with the key it keeps in DATA_DIR. */
async function republish(env: NodeJS.ProcessEnv) {
  const config = configFromEnv(env);
  let key: string;
  try {
    key = readFileSync(join(config.dataDir, "editor-command-key"), "utf8").trim();
  } catch {
    return "The server's editor is not running here: publish from the editor, or run npm run build and restart.";
  }
  const response = await fetch(`http://127.0.0.1:${config.port}/api/editor/publish`, {
    method: "POST",
    headers: { "x-editor-command": key, "x-csrf-token": key },
  }).catch(() => null);
  if (!response) return "The server could not be reached: publish from the editor once it runs.";
  if (response.status === 409)
    return "A build is already running: publish again from the editor when it ends.";
  if (!response.ok) return `The server refused to publish (${response.status}).`;
  return "Publishing: the editor shows when the site has changed.";
}

const amman = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Amman",
  dateStyle: "medium",
  timeStyle: "short",
});

export const content: Command = async (args, io) => {
  let values: { history?: boolean; revert?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        history: { type: "boolean" },
        revert: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    refuse(`${(error as Error).message}. ${usage}`);
  }

  const history = new ContentHistory(io.env.CONTENT_WORKING_COPY ?? repoRoot);
  try {
    if (values.help) return io.out(`${usage}\n`);
    if (values.history) {
      const changes = await history.history();
      if (changes.length === 0) io.out("No changes to the content yet.\n");
      for (const change of changes)
        io.out(
          `${amman.format(new Date(change.date))}  ${change.author}\n  ${change.message}\n  id ${change.id.slice(0, 12)}\n\n`,
        );
      return;
    }
    if (!values.revert) refuse(usage);
    const commit = await history.revert(values.revert, {
      name: "npm run content",
      email: "content@localhost",
    });
    io.out(`Undone in ${commit.slice(0, 12)}.\n${await republish(io.env)}\n`);
  } catch (error) {
    if (error instanceof GitError) refuse(error.message, 1);
    throw error;
  }
};

runFromShell(import.meta.url, content);
