import "server-only";
import { prisma } from "@/lib/db";
import { areaLogger } from "@/lib/log";
import { markDraining } from "./draining";

// Read by server.js, which handles the signals: a symbol on globalThis because server.js is
// plain Node outside the app's bundle.
const LIFECYCLE = Symbol.for("viralize.lifecycle");

type Lifecycle = {
  /** Told to stop: answer not-ready from now on and take no new background work. */
  stopping(): Promise<void>;
  /** Every in-flight request has finished: release the database. */
  drained(): Promise<void>;
};

/** Lets the production server stop this app in order; `stopWork` ends the background job worker. */
export function registerLifecycle(stopWork: () => Promise<void>): void {
  const log = areaLogger("server");
  const lifecycle: Lifecycle = {
    async stopping() {
      markDraining();
      await stopWork().catch((error: unknown) => log.error({ err: error }, "The job worker did not stop cleanly"));
    },
    async drained() {
      await prisma.$disconnect();
      log.info("Database pool closed");
    },
  };
  (globalThis as unknown as Record<symbol, Lifecycle>)[LIFECYCLE] = lifecycle;
}
