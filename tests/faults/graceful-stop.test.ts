import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_CONTEXT } from "@/lib/ai/chat-config";
import { E2E_ENV } from "@/scripts/e2e-env";
import { freePort } from "@/scripts/free-port";
import { signalGroup, spawnServer, startDatabase, waitFor, type FaultDatabase } from "./stack";

// The production start (standalone server.js, plain Node) told to stop while it streams an answer:
// the answer arrives whole, new connections are refused, the database pool is closed, exit 0. And
// `npm start` told to stop, as a process manager stops it: the server under it stops too.

let db: FaultDatabase | undefined;
let server: ChildProcess | undefined;
let output = () => "";
let url = "";

beforeAll(async () => {
  db = await startDatabase("graceful");
  ({ server, url, output } = await spawnServer(db.url));
});

afterAll(async () => {
  if (server?.pid) signalGroup(server.pid, "SIGKILL");
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
    await waitFor(
      "the server to stop listening",
      async () =>
        (await fetch(`${url}/api/health`).then(
          () => false,
          () => true,
        ))
          ? true
          : undefined,
      10_000,
    );
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
    expect(output()).toContain("SIGTERM: finishing in-flight requests");
    expect(output()).toContain("Database pool closed");
  });
});

describe("SIGTERM to `npm start`", () => {
  let npm: ChildProcess | undefined;
  afterAll(() => {
    // npm, and the server under it should it have outlived npm: the group npm leads.
    if (npm?.pid) {
      try {
        process.kill(-npm.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });

  it("reaches the server, which stops within its 25 s drain limit", async () => {
    const port = await freePort();
    const npmUrl = `http://127.0.0.1:${port}`;
    let npmOutput = "";
    npm = spawn("npm", ["start"], {
      env: { ...process.env, ...E2E_ENV, HOSTNAME: "127.0.0.1", PORT: String(port), SITE_URL: npmUrl, DATABASE_URL: db!.url },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    npm.stdout?.on("data", (chunk: Buffer) => (npmOutput += chunk.toString()));
    npm.stderr?.on("data", (chunk: Buffer) => (npmOutput += chunk.toString()));
    await waitFor("npm start's server", async () => ((await fetch(`${npmUrl}/api/health`).catch(() => undefined))?.ok ? true : undefined), 60_000);

    // A process manager signals the process it started (npm), not npm's children.
    process.kill(npm.pid!, "SIGTERM");
    await waitFor(
      "the server to stop listening",
      async () =>
        (await fetch(`${npmUrl}/api/health`).then(
          () => false,
          () => true,
        ))
          ? true
          : undefined,
      25_000,
    );
    expect(npmOutput).toContain("SIGTERM: finishing in-flight requests");
  });
});
