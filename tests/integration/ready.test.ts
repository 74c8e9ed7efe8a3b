import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";

process.env.LOG_LEVEL = "silent";
const { GET: health } = await import("@/app/api/health/route");
const { GET: ready } = await import("@/app/api/ready/route");

type Globals = { prisma?: { $disconnect(): Promise<void> }; [key: symbol]: unknown };
const globals = globalThis as unknown as Globals;
const DRAINING = Symbol.for("viralize.draining");

afterEach(() => {
  delete globals[DRAINING];
});

/**
 * GET /api/ready as a process whose DATABASE_URL is `url`: the route loaded afresh (its own env
 * and Prisma client), this file's own client put back afterwards.
 */
async function readyWith(url: string): Promise<{ response: Response; ms: number }> {
  const saved = { url: process.env.DATABASE_URL, prisma: globals.prisma };
  vi.resetModules();
  process.env.DATABASE_URL = url;
  delete globals.prisma;
  try {
    const { GET } = await import("@/app/api/ready/route");
    const started = Date.now();
    const response = await GET(new Request("http://localhost/api/ready"));
    return { response, ms: Date.now() - started };
  } finally {
    const unreachable: Globals["prisma"] = (globalThis as unknown as Globals).prisma;
    Object.assign(process.env, { DATABASE_URL: saved.url });
    globals.prisma = saved.prisma;
    vi.resetModules();
    // Not awaited: a connection still waiting on a silent server ends with that server.
    void unreachable?.$disconnect().catch(() => undefined);
  }
}

describe("GET /api/ready", () => {
  it("answers 200 ready while the database answers, uncached", async () => {
    // The client loaded and connected first: on a busy machine that alone can take the 2 s budget.
    const { prisma } = await import("@/lib/db");
    await prisma.$queryRaw`SELECT 1`;
    const response = await ready(new Request("http://localhost/api/ready"));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 once the process is draining, while /api/health still says it is alive", async () => {
    const { markDraining, isDraining } = await import("@/lib/server/draining");
    markDraining();
    expect(isDraining()).toBe(true);

    const response = await ready(new Request("http://localhost/api/ready"));

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "not ready", error: "The server is shutting down." });
    expect((await health(new Request("http://localhost/api/health"))).status).toBe(200);
  });

  it("answers 503 at once when nothing listens at DATABASE_URL", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const { response, ms } = await readyWith(`postgresql://postgres:postgres@127.0.0.1:${port}/nothing`);

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "not ready", error: "The database is not reachable." });
    expect(ms).toBeLessThan(2_500);
  });

  it("answers 503 within about 2 s when the database accepts connections but never answers", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { response, ms } = await readyWith(`postgresql://postgres:postgres@127.0.0.1:${port}/silent`);

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not ready", error: "The database is not reachable." });
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("is ready again with the real database after those", async () => {
    expect((await ready(new Request("http://localhost/api/ready"))).status).toBe(200);
  });
});
