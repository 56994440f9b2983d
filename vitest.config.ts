import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machine, so
    // the files ran one after another while the server tests mostly wait (on child processes,
    // sockets, timers). Three keep both cores busy there; more cores get their usual number.
    maxWorkers: Math.max(availableParallelism() - 1, 3),
  },
});
