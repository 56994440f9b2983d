/**
 * `npm run serve`: the production server. Reads the environment, serves the site and the contact
 * API, and on SIGTERM/SIGINT finishes requests in flight, stops the outbox and closes the store.
 */
import { buildServer, type SiteServer } from "./site-server";
import { ConfigError, readConfig } from "./config";
import { StartupError } from "./startup-error";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let server: SiteServer;
try {
  // A local `.env` (see .env.example) fills in what the environment does not set.
  server = await buildServer({ config: readConfig() });
  await server.listen();
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) fail(error.message);
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
