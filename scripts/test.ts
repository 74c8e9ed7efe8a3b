/**
 * `npm test`: every check: lint, typecheck, unit tests, integration tests (each file on its own
 * freshly migrated database), a production build, the end-to-end tests against that build on a
 * desktop and a phone, the smoke tests against the standalone server as a host runs it
 * (read-only folder, uploads in a fake S3 bucket; scripts/standalone-smoke.ts), and the fault
 * tests (the database and the server process failing under that build). On two cores the steps
 * that leave a core idle much of the time run side by side: lint, typecheck and unit tests; the
 * integration tests (which wait on their databases) and the build; the smoke and fault tests.
 * The end-to-end tests keep both cores busy and run alone. `npm test -- e2e` runs only the
 * build, e2e and fault part; files named after it (`npm test -- e2e tests/e2e/x.spec.ts`)
 * narrow the e2e run to them. It ends with one line "N passed, N failed" and exits non-zero
 * when anything failed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { E2E_ENV } from "./e2e-env";
import { openDatabase } from "./db/database";
import { freshSeededDatabase } from "./db/seeded-database";
import { runMain } from "./db/setup-error";
import { standaloneSmoke } from "./standalone-smoke";

const REPORTS = "test-reports";
const E2E_DATABASE = "viralize_e2e";

type Env = Record<string, string>;
type Outcome = { step: string; ok: boolean; seconds: number };
type Counts = { passed: number; failed: number; skipped: number };

function run(command: string, args: string[], env: Env = {}): Promise<boolean> {
  console.log(`\n▶ ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code === 0));
    child.on("error", () => resolve(false));
  });
}

/** Runs a command beside others: its output is printed whole when it ends, so outputs never interleave. */
function runBeside(command: string, args: string[], env: Env = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      console.log(`\n▶ ${[command, ...args].join(" ")}\n${output}`);
      resolve(code === 0);
    });
    child.on("error", () => resolve(false));
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** An error thrown or rejected outside any test's reach counts as one failure. */
function countVitest(file: string): Counts {
  const report = readJson(file) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numUnhandledErrors?: number;
    numPendingTests?: number;
    numTodoTests?: number;
  } | null;
  return {
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (report?.numUnhandledErrors ?? 0),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

function countPlaywright(file: string): Counts {
  const stats = (readJson(file) as { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } } | null)?.stats;
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0, skipped: stats?.skipped ?? 0 };
}

async function vitest(project: string, env: Env = {}, beside = false): Promise<boolean> {
  const report = `${REPORTS}/${project}.json`;
  const exited = await (beside ? runBeside : run)(
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=./scripts/vitest-json-report.ts", `--outputFile.json=${report}`],
    env,
  );
  // The exit code and the report must both say so: a report that is missing says nothing.
  return exited && (readJson(report) as { success?: boolean } | null)?.success === true;
}

async function main() {
  const only = process.argv[2];
  // `npm test -- e2e tests/e2e/x.spec.ts` passes what follows "e2e" to Playwright.
  const playwrightArgs = only === "e2e" ? process.argv.slice(3) : [];
  fs.rmSync(REPORTS, { recursive: true, force: true });
  fs.mkdirSync(REPORTS, { recursive: true });
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const step = async (name: string, action: () => Promise<boolean>) => {
    const stepStarted = performance.now();
    const ok = await action();
    outcomes.push({ step: name, ok, seconds: Math.round((performance.now() - stepStarted) / 1000) });
    return ok;
  };

  let typechecked = false;
  if (!only) {
    [, typechecked] = await Promise.all([
      step("lint", () => runBeside("npm", ["run", "--silent", "lint"])),
      step("typecheck", () => runBeside("npm", ["run", "--silent", "typecheck"])),
      step("unit", () => vitest("unit", {}, true)),
    ]);
  }

  const server = await openDatabase("test");
  try {
    const integration = !only || only === "integration";
    const e2e = !only || only === "e2e";
    let env: Env = {};
    if (e2e) {
      const e2eUrl = await freshSeededDatabase(server.urlFor("postgres"), E2E_DATABASE, {
        email: E2E_ENV.ADMIN_EMAIL,
        password: E2E_ENV.ADMIN_PASSWORD,
        pin: E2E_ENV.ADMIN_PIN,
      });
      env = { ...E2E_ENV, DATABASE_URL: e2eUrl, ...(typechecked ? { TYPECHECKED: "1" } : {}) };
    }
    const [, built] = await Promise.all([
      integration && step("integration", () => vitest("integration", { TEST_PG_SERVER_URL: server.urlFor("postgres") })),
      e2e && step("build", () => (integration ? runBeside : run)("npm", ["run", "build"], env)),
    ]);
    if (built) {
      // The smoke project is for the standalone step below, unless a narrowed run names projects itself.
      const projects = playwrightArgs.some((arg) => arg.startsWith("--project")) ? [] : ["--project=desktop", "--project=phone"];
      await step("e2e", () => run("npx", ["playwright", "test", ...projects, ...playwrightArgs], env));
      // The same build as a host runs it, and the fault tests (their own PostgreSQL and servers); skipped by a narrowed run.
      if (playwrightArgs.length === 0) {
        await Promise.all([step("standalone", () => standaloneSmoke(env, `${REPORTS}/standalone.json`)), step("faults", () => vitest("faults", {}, true))]);
      }
    }
  } finally {
    await server.stop();
  }

  const totals = [
    countVitest(`${REPORTS}/unit.json`),
    countVitest(`${REPORTS}/integration.json`),
    countPlaywright(`${REPORTS}/e2e.json`),
    countPlaywright(`${REPORTS}/standalone.json`),
    countVitest(`${REPORTS}/faults.json`),
  ].reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  const failedSteps = outcomes.filter((o) => !o.ok).map((o) => o.step);
  console.log(
    `\nSteps: ${outcomes.map((o) => `${o.step} ${o.ok ? "ok" : "FAILED"} (${o.seconds} s)`).join(", ")}; ${Math.round((performance.now() - started) / 1000)} s in all`,
  );
  // A failed step without failed tests (lint, typecheck, build) still counts as a failure.
  const failed = Math.max(totals.failed, failedSteps.length > 0 ? 1 : 0);
  console.log(`${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

runMain(main);
