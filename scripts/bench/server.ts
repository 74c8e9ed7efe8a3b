/**
 * The bench's own world: a database on the bench cluster (never dev data), a production build in
 * its own dist dir, and the production server (server.js) on a free port.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import type { SeedAdmin } from "@/prisma/seed";
import { openDatabase } from "../db/database";
import { freshSeededDatabase } from "../db/seeded-database";
import { SetupError } from "../db/setup-error";
import { productionServer } from "../production-server";

const BENCH_DATABASE = "viralize_bench";
export const BENCH_ADMIN: SeedAdmin = { email: "bench-owner@viralize.test", password: "bench-admin-password", pin: "135790" };
export const DIST_DIR = ".next-bench";
const NEXT_ENV_FILE = "next-env.d.ts";
const HOST = "127.0.0.1";

export type BenchDatabase = { url: string; stop(): Promise<void> };
export type BenchServer = {
  baseUrl: string;
  /** The server's process, whose CPU time the throughput phase reads (throughput.ts). */
  pid: number;
  /** The last lines the server printed (its errors, when a phase saw failures). */
  logTail(): string;
  stop(): Promise<void>;
};

/** A freshly migrated and seeded bench database; its previous contents are dropped. */
export async function prepareDatabase(): Promise<BenchDatabase> {
  const server = await openDatabase("bench");
  const url = await freshSeededDatabase(server.urlFor("postgres"), BENCH_DATABASE, BENCH_ADMIN);
  return { url, stop: server.stop };
}

/** Production settings with every integration offline, whatever a developer's .env says. */
export function appEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://${HOST}:${port}`,
    AUTH_SECRET: "bench-only-secret-not-for-production-0123456789",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_PIN: BENCH_ADMIN.pin,
    MERCH_PROVIDER: "offline",
    PAYMENTS_PROVIDER: "sandbox",
    ALLOW_TEST_PAYMENTS: "true",
    // The load run's visitors name themselves in X-Forwarded-For, as a trusted proxy would.
    TRUST_PROXY_HOPS: "1",
    AI_PROVIDER: "local",
    MAIL_PROVIDER: "outbox",
    UPLOADS_PROVIDER: "disk",
    UPLOADS_DIR: ".data/bench-uploads",
  };
}

/**
 * `npm run build` (next build, then scripts/after-build.mjs) into the bench's dist dir. Next points
 * next-env.d.ts at the types of whichever build ran last; it is put back afterwards so the
 * project's own type-check stays on .next.
 */
export async function build(env: Record<string, string>): Promise<void> {
  console.log(`\n▶ npm run build (into ${DIST_DIR})`);
  const nextEnv = fs.existsSync(NEXT_ENV_FILE) ? fs.readFileSync(NEXT_ENV_FILE, "utf8") : null;
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn("npm", ["run", "build"], {
        stdio: "inherit",
        env: { ...process.env, ...env, NEXT_TSCONFIG_PATH: "scripts/bench/tsconfig.next.json" },
      });
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new SetupError(`npm run build failed (exit ${code}): next build, the compile hint or the standalone output.`)),
      );
      child.on("error", reject);
    });
  } finally {
    if (nextEnv !== null) fs.writeFileSync(NEXT_ENV_FILE, nextEnv);
  }
}

/**
 * The production server on port; resolves once /api/health answers. server.js starts its web
 * processes and job process as deployed (server-processes.js) unless env says otherwise
 * (WEB_CONCURRENCY=1: one process).
 */
export function start(env: Record<string, string>, port: number): Promise<BenchServer> {
  const server = productionServer(HOST, port, DIST_DIR);
  return spawnServer({
    label: "the server",
    args: server.args,
    env: { ...env, ...server.env },
    baseUrl: `http://${HOST}:${port}`,
    readyPath: "/api/health",
    hint: `Is there a build in ${DIST_DIR}? (Run without --no-build.)`,
  });
}

type ServerCommand = { label: string; args: string[]; env: Record<string, string>; baseUrl: string; readyPath: string; hint?: string };

/** A Node server (args after `node`), its output kept; resolves once readyPath answers 200. */
export async function spawnServer({ label, args, env, baseUrl, readyPath, hint = "" }: ServerCommand): Promise<BenchServer> {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  for (
    let waited = 0;
    !(await fetch(`${baseUrl}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 250
  ) {
    if (child.exitCode !== null) throw new SetupError(`${label} exited (code ${child.exitCode}): ${log.join("").slice(-2000)}`);
    if (waited > 60_000) {
      child.kill("SIGKILL");
      throw new SetupError(`${label} did not answer within 60 s. ${hint}`.trim());
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    logTail: () => log.join("").slice(-4000),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
