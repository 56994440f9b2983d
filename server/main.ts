/**
 * `npm run serve`: the production server. Reads the environment, serves the site and the contact
 * API, and on SIGTERM/SIGINT finishes requests in flight, stops the outbox and closes the store.
 * `npm run edit` (`--edit`): the same on 127.0.0.1 only, with the content editor open to this
 * machine without a login, for a developer.
 */
import { buildServer, repoRoot, type SiteServer } from "./site-server";
import { ConfigError, readConfig } from "./config";
import { GitError, localDeveloperAccess } from "./editor";
import { StartupError } from "./startup-error";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let server: SiteServer;
try {
  // A local `.env` (see .env.example) fills in what the environment does not set.
  const config = readConfig();
  const editLocally = process.argv.includes("--edit");
  server = await buildServer({
    // The editor without a login listens on this machine alone, whatever HOST says.
    config: editLocally ? { ...config, host: "127.0.0.1" } : config,
    editor: editLocally ? { access: localDeveloperAccess(repoRoot) } : undefined,
    // Under systemd (deploy/law-firm-site.service restarts it), a publish ends with a graceful
    // restart, so the booking times and mails read the published content too; Caddy holds the
    // requests of those two seconds (deploy/Caddyfile).
    restart: process.env.INVOCATION_ID ? () => process.kill(process.pid, "SIGTERM") : null,
  });
  await server.listen();
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof GitError)
    fail(error.message);
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
