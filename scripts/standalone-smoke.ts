/**
 * The deploy check of `npm test`: the standalone output run as a host runs it (plain `node
 * server.js`, a copy of the folder that the server cannot write to but for .next/cache, the
 * PostgreSQL started separately, uploads in an S3-compatible bucket: tests/fakes/s3.ts), then
 * the @smoke e2e tests against it (home, store, a test-mode purchase, admin sign-in, an upload).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeS3, uploadsToFakeS3 } from "@/tests/fakes/s3";
import { productionServer } from "./production-server";

const PORT = 3101;

/** Makes the folder read-only to the server: as root, by running the server as nobody. */
function readOnlyCopy(distDir: string): { dir: string; owner: { uid?: number; gid?: number } } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-standalone-"));
  fs.cpSync(path.join(distDir, "standalone"), dir, { recursive: true, verbatimSymlinks: true });
  const cache = path.join(dir, distDir, "cache");
  fs.mkdirSync(cache, { recursive: true });
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    fs.chmodSync(entry, stat.isDirectory() ? 0o555 : 0o444);
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) if (path.join(entry, child) !== cache) walk(path.join(entry, child));
  };
  fs.chmodSync(dir, 0o755);
  walk(dir);
  fs.chmodSync(cache, 0o777);
  const root = process.getuid?.() === 0;
  return { dir, owner: root ? { uid: 65534, gid: 65534 } : {} };
}

function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (server.exitCode !== null) return reject(new Error(`The standalone server exited (${server.exitCode}):\n${output().slice(-3000)}`));
      if (
        await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return resolve();
      if (Date.now() - started > 60_000) return reject(new Error(`The standalone server did not get ready:\n${output().slice(-3000)}`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** Runs the smoke tests; true when they passed. reportFile gets Playwright's JSON report. */
export async function standaloneSmoke(env: Record<string, string>, reportFile: string): Promise<boolean> {
  const distDir = env.NEXT_DIST_DIR ?? ".next";
  const s3 = await startFakeS3();
  const { dir, owner } = readOnlyCopy(distDir);
  const url = `http://127.0.0.1:${PORT}`;
  const start = productionServer("127.0.0.1", PORT, distDir);
  const serverEnv = {
    ...process.env,
    ...env,
    ...start.env,
    SITE_URL: url,
    ...uploadsToFakeS3(s3),
  };
  let output = "";
  const server = spawn(process.execPath, ["server.js"], { cwd: dir, env: serverEnv, stdio: ["ignore", "pipe", "pipe"], ...owner });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilUp(url, server, () => output);
    console.log(`\n▶ smoke tests against the standalone server in ${dir} (read-only), uploads in a fake S3 bucket`);
    return await new Promise<boolean>((resolve) => {
      const tests = spawn("npx", ["playwright", "test", "--project=smoke", "--reporter=list,json"], {
        stdio: "inherit",
        env: { ...process.env, ...env, E2E_BASE_URL: url, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
      });
      tests.on("exit", (code) => resolve(code === 0));
      tests.on("error", () => resolve(false));
    });
  } catch (error) {
    console.error((error as Error).message);
    return false;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  }
}
