/**
 * The production server, plain Node: `npm run build` copies it over the standalone output's own
 * (.next/standalone/server.js), where `npm start` and the container run it. Next's request
 * handler, plus what Next's minimal server leaves out:
 * - the socket's address goes last in X-Forwarded-For, as a proxy would add it, so the app reads
 *   the visitor from the right (lib/http/client-ip.ts), never what the visitor wrote;
 * - the build's static files (/_next/static) go out as compressed at build time
 *   (scripts/build/precompress.mjs), brotli or gzip as the browser takes them;
 * - everything else is compressed per response, brotli where the browser takes it (Next's own
 *   compression, off in next.config.ts, knows only gzip);
 * - SIGTERM (or SIGINT) stops new connections, lets in-flight requests finish (25 s at most),
 *   then lets the app stop its job worker and close its database pool, and exits 0.
 * HOSTNAME and PORT as Next's own server (0.0.0.0:3000 by default).
 */
import fs from "node:fs";
import http from "node:http";
import module from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compression from "compression";
import sirv from "sirv";

const DRAIN_LIMIT_MS = 25_000;
const STATIC_PREFIX = "/_next/static";
// Per response: brotli's quality 4 with a 256 KiB window (2^18 bytes: a whole page, the home
// page's HTML being 180 KB) answers as many requests a second as gzip's default level, and is 8 to
// 20% smaller (the home page 23 KB instead of 29). Quality 5 took another 2 KB off the home page
// but a quarter off /blog's requests a second; brotli's default 4 MiB window, allocated for every
// response, halved the home page's.
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };

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

const compress = compression({ brotli: { params: BROTLI_PARAMS } });
// Named by their content, so kept for a year; nosniff as next.config.ts's headers() give them on
// other hosts (lib/http/security-headers.ts, staticAssetHeaders).
const staticFiles = sirv(path.join(dir, distDir, "static"), {
  brotli: true,
  gzip: true,
  extensions: [],
  immutable: true,
  maxAge: 31_536_000,
  setHeaders: (response) => response.setHeader("X-Content-Type-Options", "nosniff"),
});

/** Next's answer, compressed. */
function answer(request, response) {
  compress(request, response, () => void handle(request, response));
}

/**
 * A static file from disk when there is one (sirv reads paths under its folder); Next otherwise.
 * Static files are only read (Next answered any other method on one with a 500).
 */
function serve(request, response) {
  const url = request.url ?? "/";
  if (!url.startsWith(`${STATIC_PREFIX}/`)) return answer(request, response);
  if (request.method !== "GET" && request.method !== "HEAD") return response.writeHead(405, { Allow: "GET, HEAD" }).end();
  request.url = url.slice(STATIC_PREFIX.length);
  staticFiles(request, response, () => {
    request.url = url;
    answer(request, response);
  });
}

let stopping = false;
const server = http.createServer((request, response) => {
  const forwarded = request.headers["x-forwarded-for"];
  const socketAddress = request.socket.remoteAddress ?? "unknown";
  request.headers["x-forwarded-for"] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(", ") : forwarded}, ${socketAddress}` : socketAddress;
  // Draining: a request that came on a kept-alive connection is answered, and the connection ends with it.
  if (stopping) response.setHeader("Connection", "close");
  serve(request, response);
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
