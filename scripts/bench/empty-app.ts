/**
 * The framework's floor: an empty Next.js app (the template in scripts/bench/empty-app: a layout,
 * a page with a heading and a route handler answering `{ status: "ok" }`), built with the project's own Next (node_modules, the same version)
 * as a standalone output, in a scratch folder under the bench's output, and served by Next's own
 * standalone server.js. The bench measures it beside the shop's pages in the same run, so what the
 * shop costs is read against what any Next app costs on this machine at that moment.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SetupError } from "../db/setup-error";
import { spawnServer, type BenchServer } from "./server";

const TEMPLATE_DIR = "scripts/bench/empty-app";
/** Under the project, so the app's `next`, `react` and `react-dom` resolve to the project's own. */
export const EMPTY_APP_DIR = "bench/.empty-app";
const HOST = "127.0.0.1";

/** The standalone server.js: Next mirrors the app's place under the project (its tracing root). */
function serverPath(): string {
  return path.join(EMPTY_APP_DIR, ".next", "standalone", EMPTY_APP_DIR, "server.js");
}

export const emptyAppBuilt = () => fs.existsSync(serverPath());

/** `next build` of the template in a fresh copy, then its static files beside the standalone server, as Next's docs say. */
export async function buildEmptyApp(): Promise<void> {
  console.log(`\n▶ next build of the empty app (into ${EMPTY_APP_DIR})`);
  fs.rmSync(EMPTY_APP_DIR, { recursive: true, force: true });
  fs.cpSync(TEMPLATE_DIR, EMPTY_APP_DIR, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/next"), ["build"], {
      cwd: EMPTY_APP_DIR,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new SetupError(`next build of the empty app (${EMPTY_APP_DIR}) failed (exit ${code}).`))));
    child.on("error", reject);
  });
  if (!emptyAppBuilt()) throw new SetupError(`The empty app's build has no ${serverPath()}: did Next place its standalone output elsewhere?`);
  fs.cpSync(path.join(EMPTY_APP_DIR, ".next", "static"), path.join(path.dirname(serverPath()), ".next", "static"), { recursive: true });
}

/** The empty app's standalone server on port; resolves once its page answers. */
export function startEmptyApp(port: number): Promise<BenchServer> {
  if (!emptyAppBuilt()) throw new SetupError(`No empty app in ${EMPTY_APP_DIR}: run the bench without --no-build once.`);
  return spawnServer({
    label: "the empty app",
    args: [serverPath()],
    env: { NODE_ENV: "production", HOSTNAME: HOST, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
    baseUrl: `http://${HOST}:${port}`,
    readyPath: "/",
  });
}
