import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signalGroup, spawnServer, startDatabase, waitFor, type FaultDatabase } from "./stack";

// The server's log is a pipe its host reads (journald, `docker logs`, a `| tee`). When that reader
// goes away, every write fails (EPIPE): the server must carry on answering, and stop when told.

let db: FaultDatabase | undefined;
let server: ChildProcess | undefined;
let url = "";

beforeAll(async () => {
  db = await startDatabase("log-reader");
  // Every core, as `npm start` runs it: web processes and a job process, all writing to the one pipe.
  ({ server, url } = await spawnServer(db.url));
});

afterAll(async () => {
  if (server?.pid) signalGroup(server.pid, "SIGKILL");
  await db?.stop();
});

describe("with no one reading its log any more", () => {
  it("answers on through a database outage, which it logs at every request, and stops on SIGTERM", async () => {
    server!.stdout!.destroy();
    server!.stderr!.destroy();
    // Every request now logs an error to the pipe nobody reads.
    await db!.stop();
    for (let round = 0; round < 15; round++) {
      const [health, products] = await Promise.all([
        fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }),
        fetch(`${url}/api/printful/products`, { signal: AbortSignal.timeout(5_000) }),
      ]);
      expect(health.status).toBe(200);
      expect(products.status).toBe(503);
      await Promise.all([health.body?.cancel(), products.body?.cancel()]);
    }
    const robots = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(5_000) });
    expect(robots.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    signalGroup(server!.pid!, "SIGTERM");
    await waitFor("every process of the server to exit", async () => (signalGroup(server!.pid!, 0) ? undefined : true), 10_000);
    expect(await exited).toBe(0);
  });
});
