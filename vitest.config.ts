import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = {
  alias: {
    "@": root,
    // Next's guard against importing server code into the browser: a no-op under test.
    "server-only": path.join(root, "tests/support/empty-module.ts"),
  },
};

// Every project: a committed .only, which would quietly skip the rest, fails the run locally as in
// CI (`npx vitest --allowOnly` focuses while working).
const common = { environment: "node", allowOnly: false } as const;

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], ...common },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          ...common,
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/database-per-file.ts"],
          // Many tests make things fail on purpose: their expected error lines would bury a real one.
          env: { LOG_LEVEL: "silent" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Three worker threads even on two cores (Vitest would take one): each file waits on its
          // database much of the time, and the fault files on timeouts they provoke. Alone, the suite
          // took 148 s on two threads, 112 on three and 108 on four.
          pool: "threads",
          maxWorkers: 3,
          // next-auth imports "next/server" without an extension, which only a bundler resolves.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
      {
        resolve,
        test: {
          // The production build (`next build` first) under a stopped database and a killed server.
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          ...common,
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: "forks",
          // Each file runs its own PostgreSQL and servers (own data folder, free ports); two at a
          // time, since much of a file is waiting for a process to start or stop: 40-42 s alone
          // instead of 52 one at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
