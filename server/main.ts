/**
 * `npm run serve`: the production server. Reads the environment, serves the site and the contact
 * API, and on SIGTERM/SIGINT finishes requests in flight, stops the outbox and closes the store.
 * `npm run edit` (`--edit`): the same on 127.0.0.1 only, with the content editor open to this
 * machine without a login, for a developer.
 *
 * The server reads the content of the build it serves (the last publish, else `npm run build`'s),
 * never the working copy an editor saves into: that is chosen here, before any content is loaded.
 */
import { existsSync } from "node:fs";
import { register } from "node:module";
import { resolve } from "node:path";
import { buildContent, publishedBuild } from "./published-build";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// A local `.env` (see .env.example) fills in what the environment does not set.
if (existsSync(".env")) process.loadEnvFile(".env");
const defaultBuild = resolve("build");
const buildDir =
  publishedBuild(resolve(process.env.DATA_DIR?.trim() || "data"), defaultBuild) ?? defaultBuild;
if (existsSync(buildContent(buildDir))) {
  process.env.CONTENT_DIR = buildContent(buildDir);
  register("./content-alias.mjs", import.meta.url, { data: { dir: process.env.CONTENT_DIR } });
}

// The configuration first: a bad one is refused before the rest of the server is loaded.
const { ConfigError, readConfig } = await import("./config");
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const { buildServer, repoRoot } = await import("./site-server");
const { GitError, localDeveloperAccess } = await import("./editor");
const { StartupError } = await import("./startup-error");

let server: Awaited<ReturnType<typeof buildServer>>;
try {
  const editLocally = process.argv.includes("--edit");
  server = await buildServer({
    // The editor without a login listens on this machine alone, whatever HOST says.
    config: editLocally ? { ...config, host: "127.0.0.1" } : config,
    buildDir,
    editor: editLocally ? { access: localDeveloperAccess(repoRoot) } : undefined,
  });
  await server.listen();
  server.app.log.info({ content: process.env.CONTENT_DIR ?? "content/" }, "content read");
} catch (error) {
  if (error instanceof StartupError || error instanceof GitError) fail(error.message);
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL")
    fail(`Could not listen: ${message}`);
  throw error;
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // A second signal: stop waiting.
    stopping = true;
    server.app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      server.app.log.error("requests still in flight after 10 s; exiting");
      process.exit(1);
    }, 10_000);
    deadline.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
