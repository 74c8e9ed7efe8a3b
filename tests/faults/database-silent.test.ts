import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/scripts/free-port";
import { startApp, type App } from "./stack";

// A database that takes the connection and never answers: packets dropped on the way (a network
// partition, a firewall), or a server hung mid-failover. Nothing is refused, so nothing fails
// fast; a request must still get its answer in seconds, not hang until the client gives up.

let silent: net.Server | undefined;
const held: net.Socket[] = [];
let app: App | undefined;

beforeAll(async () => {
  const port = await freePort();
  silent = net.createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silent!.listen(port, "127.0.0.1", resolve));
  app = await startApp(`postgresql://viralize:viralize@127.0.0.1:${port}/viralize`, { WEB_CONCURRENCY: "1" });
});

afterAll(async () => {
  await app?.kill();
  for (const socket of held) socket.destroy();
  silent?.close();
});

describe("a database that never answers", () => {
  it("answers an API that needs it with 503 and a JSON { error } within seconds", async () => {
    const started = Date.now();
    const response = await fetch(`${app!.url}/api/printful/products`, { signal: AbortSignal.timeout(20_000) });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/can't reach our database/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("answers a page that needs it with its error page's 5xx within seconds", async () => {
    const started = Date.now();
    // No such product, so rendered when asked for, from the database.
    const response = await fetch(`${app!.url}/product/${1_000_000_000 + (Date.now() % 1_000_000_000)}`, { signal: AbortSignal.timeout(30_000) });
    expect(response.status).toBeGreaterThanOrEqual(500);
    await response.body?.cancel();
    // A connection timeout for each of its lookups, not the minute a client waits before it gives up.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
