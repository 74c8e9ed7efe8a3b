import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_CONTEXT } from "@/lib/ai/chat-config";
import { E2E_ENV } from "@/scripts/e2e-env";
import { productionServer } from "@/scripts/production-server";
import { freePort } from "@/scripts/free-port";
import { startDatabase, waitFor, type FaultDatabase } from "./stack";

// The production start (standalone server.js, plain Node) told to stop while it streams an answer:
// the answer arrives whole, new connections are refused, the database pool is closed, exit 0.

let db: FaultDatabase | undefined;
let server: ChildProcess | undefined;
let output = "";
let url = "";

beforeAll(async () => {
  db = await startDatabase("graceful");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const start = productionServer("127.0.0.1", port);
  server = spawn(process.execPath, start.args, { env: { ...process.env, ...E2E_ENV, ...start.env, SITE_URL: url, DATABASE_URL: db.url }, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitFor("the server", async () => ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok ? true : undefined), 60_000);
});

afterAll(async () => {
  server?.kill("SIGKILL");
  await db?.stop();
});

describe("SIGTERM", () => {
  it("finishes the answer being streamed, refuses new connections, closes the database pool and exits 0", async () => {
    const response = await fetch(`${url}/api/ai/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "Which website plan fits a roofer, and what does each plan cost?", context: CHAT_CONTEXT }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));

    // A load balancer's health checks, on a kept-alive connection, carry on through the stop.
    let checking = true;
    const healthChecks = (async () => {
      while (checking) {
        await fetch(`${url}/api/health`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    server!.kill("SIGTERM");
    await waitFor("the server to stop listening", async () => ((await fetch(`${url}/api/health`).then(() => false, () => true)) ? true : undefined), 10_000);
    checking = false;
    await healthChecks;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }

    // The stream ran on after the signal, up to its own end event.
    expect(received.split("\n\n").filter(Boolean).length).toBeGreaterThan(5);
    expect(received).toMatch(/event: done/);
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM: finishing in-flight requests");
    expect(output).toContain("Database pool closed");
  });
});
