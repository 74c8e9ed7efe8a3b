import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedServer } from "@/scripts/db/embedded-postgres";
import { freshSeededDatabase } from "@/scripts/db/seeded-database";
import { E2E_ENV } from "@/scripts/e2e-env";
import { freePort } from "@/scripts/free-port";
import { productionServer } from "@/scripts/production-server";

/**
 * What the fault tests run: their own embedded PostgreSQL (own data folder under .data/, a free
 * port) and the production server (server.js) serving the build, each of which a test can stop and start.
 */

export const ADMIN = { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD, pin: E2E_ENV.ADMIN_PIN };

/** One item of the seeded catalogue, and who buys it. */
export const CART = [{ productId: "400000001", variantId: "500000001", quantity: 1 }];
export const CUSTOMER = {
  firstName: "Joe",
  lastName: "Mason",
  email: "joe@mason.test",
  phone: "555-0100",
  address: "1 Brick Rd",
  city: "Austin",
  state: "TX",
  zip: "73301",
  notes: "",
};

let visitors = 0;
/** An address of its own (the servers trust X-Forwarded-For one hop deep), so no per-address limit bites. */
export function newVisitor(): string {
  visitors += 1;
  return `203.0.113.${visitors % 250}-${visitors}`;
}

/** A POST of JSON to a server, from `visitor` (a new one by default) with `cookie` if given. */
export function post(
  baseUrl: string,
  path: string,
  body: unknown,
  { visitor = newVisitor(), cookie }: { visitor?: string; cookie?: string } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": visitor, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Checks out CART on a server and pays with the test card, as the browser does; the payment id. */
export async function paidPayment(baseUrl: string, customer = CUSTOMER): Promise<string> {
  const opened = await post(baseUrl, "/api/create-payment-intent", { items: CART, customerInfo: customer });
  if (opened.status !== 200) throw new Error(`create-payment-intent answered ${opened.status}: ${await opened.text()}`);
  const { clientSecret, paymentIntentId } = (await opened.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await post(baseUrl, "/api/payments/sandbox/confirm", { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } });
  if (paid.status !== 200) throw new Error(`the sandbox confirmation answered ${paid.status}: ${await paid.text()}`);
  return paymentIntentId;
}

/** Polls check every 100 ms until it returns a value, or fails after timeoutMs saying what it waited for. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type FaultDatabase = { url: string; stop(): Promise<void>; start(): Promise<void> };

/** A PostgreSQL of this test's own with a fresh, migrated and seeded database. */
export async function startDatabase(name: string): Promise<FaultDatabase> {
  const dataDir = path.resolve(".data", `pg-faults-${name}`);
  const port = await freePort();
  let server: EmbeddedServer | undefined = await startEmbeddedPostgres({ dataDir, port });
  const url = await freshSeededDatabase(server.urlFor("postgres"), "viralize_faults", ADMIN);
  return {
    url,
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      server ??= await startEmbeddedPostgres({ dataDir, port });
    },
  };
}

/** The production server, started once by a test that watches it stop: its first process and its output. */
export type SpawnedServer = { server: ChildProcess; url: string; output(): string };

/**
 * The production server (server.js) on a free port, as production, leading a process group of its
 * own (its web and job processes with it), its output on pipes; resolves once it answers.
 */
export async function spawnServer(databaseUrl: string): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const start = productionServer("127.0.0.1", port);
  const server = spawn(process.execPath, start.args, {
    env: { ...process.env, ...E2E_ENV, ...start.env, SITE_URL: url, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitFor("the server", async () => ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok ? true : undefined), 60_000);
  return { server, url, output: () => output };
}

export type App = {
  url: string;
  /**
   * The running server's processes: its own and those it started (a web process per core and a
   * job process). A recovery must not need new ones.
   */
  pids(): number[];
  /** Starts the server (again) and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown of any kind, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** What the server printed, for a failing test's message. */
  output(): string;
};

/** The processes `pid` started (Linux's record of them), oldest first. */
function childrenOf(pid: number): number[] {
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
}

/**
 * Signals the process group the server leads (so anything it started too); false when it is gone
 * already. Signal 0 sends nothing: true while any process of the group is left.
 */
export function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * The production server (server.js) on a free port, from the build in .next (or NEXT_DIST_DIR), as
 * production; `settings` over E2E_ENV's.
 */
export async function startApp(databaseUrl: string, settings: Record<string, string> = {}): Promise<App> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = "";

  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => process.once("exit", () => resolve()));

  async function signal(name: NodeJS.Signals, graceMs: number) {
    const running = child;
    if (!running?.pid) return;
    child = undefined;
    if (!signalGroup(running.pid, name)) return;
    const done = exited(running);
    const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), graceMs).unref());
    if ((await Promise.race([done, timer])) === "late") {
      signalGroup(running.pid, "SIGKILL");
      await done;
    }
  }

  // A test run that dies (or is stopped) must not leave a server behind.
  process.once("exit", () => {
    if (child?.pid) signalGroup(child.pid, "SIGKILL");
  });

  const app: App = {
    url,
    async start() {
      const server = productionServer("127.0.0.1", port);
      const started = spawn(process.execPath, server.args, {
        env: { ...process.env, ...E2E_ENV, ...server.env, SITE_URL: url, DATABASE_URL: databaseUrl, ...settings },
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(
        `the server on ${url}`,
        async () => {
          if (started.exitCode !== null) throw new Error(`The server exited with ${started.exitCode}.`);
          const response = await fetch(`${url}/robots.txt`).catch(() => undefined);
          await response?.body?.cancel();
          return response?.ok || undefined;
        },
        60_000,
      ).catch(async (error: Error) => {
        await signal("SIGKILL", 5_000);
        throw new Error(`${error.message}\n${output.slice(-2000)}`);
      });
    },
    pids: () => (child?.pid ? [child.pid, ...childrenOf(child.pid)] : []),
    kill: () => signal("SIGKILL", 5_000),
    stop: () => signal("SIGTERM", 5_000),
    output: () => output,
  };
  await app.start();
  return app;
}
