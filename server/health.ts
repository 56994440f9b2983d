import type { FastifyPluginAsync } from "fastify";
import type { Store } from "./store";

/** `GET /healthz`: ok while the store takes a write, 503 (logged) when it cannot. */
export const registerHealth: FastifyPluginAsync<{ store: Store; now: () => number }> = async (
  app,
  { store, now },
) => {
  app.route({
    method: ["GET", "HEAD"],
    url: "/healthz",
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        store.probeWrite(now());
        return { status: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check: store not writable");
        return reply.code(503).send({ status: "unavailable" });
      }
    },
  });
};
