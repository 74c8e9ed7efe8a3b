/**
 * The production server, plain Node: `npm run build` copies it over the standalone output's own
 * (.next/standalone/server.js), where `npm start` and the container run it. Next's request
 * handler, plus what Next's minimal server leaves out:
 * - the socket's address goes last in X-Forwarded-For, as a proxy would add it, so the app reads
 *   the visitor from the right (lib/http/client-ip.ts), never what the visitor wrote;
 * - SIGTERM (or SIGINT) stops new connections, lets in-flight requests finish (25 s at most),
 *   then lets the app stop its job worker and close its database pool, and exits 0.
 * HOSTNAME and PORT as Next's own server (0.0.0.0:3000 by default).
 */
import fs from "node:fs";
import http from "node:http";
import module from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DRAIN_LIMIT_MS = 25_000;

/** A line as the app's own log writes them (lib/log.ts): JSON with level, ISO time, area, msg. */
function log(msg) {
  process.stdout.write(`${JSON.stringify({ level: "info", time: new Date().toISOString(), area: "server", msg })}\n`);
}
// What the app registers in instrumentation.ts (lib/server/lifecycle.ts).
const LIFECYCLE = Symbol.for("viralize.lifecycle");

const dir = path.dirname(fileURLToPath(import.meta.url));
const hostname = process.env.HOSTNAME || "0.0.0.0";
const port = Number(process.env.PORT) || 3000;

process.env.NODE_ENV = "production";
process.chdir(dir);

// The build's settings, written by `next build` (Next's own standalone server inlines the same).
const distDir = [".next", ...fs.readdirSync(dir)].find((name) => fs.existsSync(path.join(dir, name, "required-server-files.json")));
if (!distDir) {
  console.error(`No build found next to ${path.join(dir, "server.js")}: run \`npm run build\` and start .next/standalone/server.js.`);
  process.exit(1);
}
const { config } = JSON.parse(fs.readFileSync(path.join(dir, distDir, "required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const next = module.createRequire(import.meta.url)("next");
const app = next({ dev: false, dir, conf: config, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

let stopping = false;
const server = http.createServer((request, response) => {
  const forwarded = request.headers["x-forwarded-for"];
  const socketAddress = request.socket.remoteAddress ?? "unknown";
  request.headers["x-forwarded-for"] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(", ") : forwarded}, ${socketAddress}` : socketAddress;
  // Draining: a request that came on a kept-alive connection is answered, and the connection ends with it.
  if (stopping) response.setHeader("Connection", "close");
  void handle(request, response);
});
// Idle kept-alive connections stay open longer than any client or load balancer keeps them (Node's
// 5 s default let a client reuse a socket the server was just closing: ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => log(`Ready on http://${hostname}:${port}`));

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const lifecycle = globalThis[LIFECYCLE];
  log(`${signal}: finishing in-flight requests, then stopping`);
  // Not ready from here on, and the job worker ends its current job, while the listener closes at once.
  const workStopped = lifecycle?.stopping();
  const closed = new Promise((resolve) => server.close(resolve));
  // Idle keep-alive connections would hold close() open; busy ones get their response first and
  // are closed as soon as they fall idle.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 200);
  const limit = setTimeout(() => server.closeAllConnections(), DRAIN_LIMIT_MS);
  await Promise.all([closed, workStopped]);
  clearInterval(sweep);
  clearTimeout(limit);
  await app.close();
  await lifecycle?.drained();
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void stop(signal));
