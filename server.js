/**
 * The production server, plain Node: `npm run build` copies it over the standalone output's own
 * (.next/standalone/server.js), where `npm start` and the container run it. Next's request
 * handler, plus what Next's minimal server leaves out:
 * - before Next sees a request, the app's front door (lib/http/front-door.ts, registered while
 *   the app starts) says which X-Forwarded-* headers to believe (the socket's address goes last in
 *   X-Forwarded-For, as a proxy would add it, so the app reads the visitor from the right; with no
 *   trusted proxy in front, the visitor's own words go) and what to answer at once, with the
 *   security headers every answer carries: a method no route answers (405), a broken %-escape
 *   (400), a body that would be held before anything could refuse it (413, before it is read);
 * - every answer of Next starts with those security headers and the deployment's policy, made once
 *   at start, and its request is marked so that neither next.config.ts's headers() nor the proxy
 *   sets them again (lib/http/security-headers.ts): the proxy runs only on the pages that need it;
 * - a client has 20 s to send its headers and 60 s for its whole request (Node allows 5 minutes),
 *   and a request Node can't read is answered with the same headers;
 * - the build's static files (/_next/static) go out as compressed at build time
 *   (scripts/build/precompress.mjs), brotli or gzip as the browser takes them;
 * - everything else is compressed per response, brotli where the browser takes it (Next's own
 *   compression, off in next.config.ts, knows only gzip), but for a page Next answers from its
 *   prerender cache: the same page, byte for byte, is compressed once (compressedCopy); a JSON
 *   answer goes out whole (sendJsonWhole), so a small one is sent as it is in one write;
 * - SIGTERM (or SIGINT) stops new connections, lets in-flight requests finish (25 s at most),
 *   then lets the app stop its job worker and close its database pool, and exits 0.
 * HOSTNAME and PORT as Next's own server (0.0.0.0:3000 by default).
 *
 * Every core: started with more than one web process to run (WEB_CONCURRENCY, one per core by
 * default), this process is only the primary that starts them, and a job process beside them
 * (server-processes.js); each of them runs the rest of this file. A job process
 * (JOBS_WORKER=only) answers no requests: it starts the app, which works the job queue.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import module from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compression from "compression";
import sirv from "sirv";
import { processPlan, READY, superviseProcesses } from "./server-processes.js";

const DRAIN_LIMIT_MS = 25_000;
// How long a client may take over its headers, then its whole request, an upload's body included
// (10 MB in 60 s needs 1.4 Mbit/s). Node's own (60 s and 5 minutes) let slow clients hold
// connections for minutes; it checks them every CHECK_EVERY_MS (30 s by default).
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 60_000;
const CHECK_EVERY_MS = 5_000;
const STATIC_PREFIX = "/_next/static";
// Per response: brotli's quality 4 with a 256 KiB window (2^18 bytes: a whole page, the home
// page's HTML being 180 KB) answers as many requests a second as gzip's default level, and is 8 to
// 20% smaller (the home page 23 KB instead of 29). Quality 5 took another 2 KB off the home page
// but a quarter off /blog's requests a second; brotli's default 4 MiB window, allocated for every
// response, halved the home page's.
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };
// A prerendered page is compressed once per version (compressedCopy), so one more quality step is
// affordable there: the home page 21.7 KB instead of 23.8, 5 ms once instead of 4.5 each time.
const COPY_BROTLI_PARAMS = { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
// The compressed copies kept, pages and copies together: every public page of the demo shop many
// times over; past it the least recently sent go.
const COPIES_MAX_BYTES = 32 * 1024 * 1024;

// A log no one reads any more (the pipe's reader gone: a log collector restarted, a `| tee`
// ended) fails every write with EPIPE. Unheard, each failure is an uncaught exception, which Next
// logs to the same dead pipe, and so on: the process spins on one core and answers nothing. The
// lines are lost either way (there is nowhere left to say so); the server carries on.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);

/** A line as the app's own log writes them (lib/log.ts): JSON with level, ISO time, pid, area, msg. */
function log(msg, level = "info") {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, area: "server", msg })}\n`);
}

// A WEB_CONCURRENCY that is no number of processes stops the start with its sentence.
let plan;
try {
  plan = processPlan(process.env);
} catch (error) {
  log(error.message, "fatal");
  process.exit(1);
}
// More than one process to run: this one only starts and watches them, until they have all stopped.
if (cluster.isPrimary && plan.length > 0) process.exit(await superviseProcesses(plan, log));
const jobsOnly = process.env.JOBS_WORKER === "only";

// What the app registers in instrumentation.ts (lib/server/lifecycle.ts, lib/http/front-door.ts).
const LIFECYCLE = Symbol.for("viralize.lifecycle");
const FRONT_DOOR = Symbol.for("viralize.front-door");

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

// The app hands its front door over as it starts (instrumentation.ts, lib/http/front-door.ts),
// which Next begins during prepare() and finishes in the background; its job worker and its
// lifecycle are in place by then.
const frontDoorHandedOver = new Promise((resolve) => (globalThis[FRONT_DOOR] = resolve));
const next = module.createRequire(import.meta.url)("next");
// No hostname for Next: it makes the proxy's request URL with "localhost" and its router's with the
// hostname it is given, and where they differ it takes the proxy's rewrites (the admin area's 404
// page) for another site's and fetches them from this server over HTTP (with a visitor's
// X-Forwarded-Proto: https, over TLS, which fails: a 500).
const app = next({ dev: false, dir, conf: config, port });
await app.prepare();
const handle = app.getRequestHandler();
const frontDoor = await Promise.race([frontDoorHandedOver, new Promise((resolve) => setTimeout(resolve, 60_000))]);
if (!frontDoor) {
  console.error("The app handed over no front door within a minute (instrumentation.ts, lib/http/front-door.ts): is this a build of this project?");
  process.exit(1);
}

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

// The headers every answer carries, none of which depends on the request.
const answerHeaders = Object.entries(frontDoor.headers);

/** Next's answer, with the headers every answer carries (the proxy gives a page its nonce's policy), compressed. */
function answer(request, response) {
  for (const [name, value] of answerHeaders) response.setHeader(name, value);
  compress(request, response, () => {
    sendCompressedCopies(request, response);
    sendJsonWhole(response);
    void handle(request, response);
  });
}

/**
 * A JSON answer, which Next streams from a route handler (its headers flushed first, then each
 * chunk written and flushed), is held until it ends and sent in one piece: compression() then
 * sees its length, and leaves a small one (under 1 KB: /api/health's, most refusals) as it is,
 * one write with its headers instead of a brotli stream and three writes. A route that streams
 * on purpose answers text/event-stream, which is left alone.
 */
function sendJsonWhole(response) {
  const { flushHeaders, write, end } = response;
  let held = null;
  response.flushHeaders = function flushUnlessJson() {
    if (held === null && !response.headersSent && /^application\/json\b/.test(String(response.getHeader("content-type") ?? ""))) held = [];
    if (held === null) flushHeaders.call(this);
  };
  response.write = function holdJson(chunk, encoding, callback) {
    if (held === null) return write.call(this, chunk, encoding, callback);
    held.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
    if (typeof encoding === "function") encoding();
    else callback?.();
    return true;
  };
  response.end = function endJson(chunk, encoding, callback) {
    if (held === null) return end.call(this, chunk, encoding, callback);
    if (chunk && typeof chunk !== "function") response.write(chunk, typeof encoding === "function" ? undefined : encoding);
    const body = Buffer.concat(held);
    held = null;
    // compression() drops it when it compresses.
    if (!response.headersSent) response.setHeader("Content-Length", body.length);
    return end.call(
      this,
      body,
      [chunk, encoding, callback].find((arg) => typeof arg === "function"),
    );
  };
}

/** The encoding a copy is kept in for this request: brotli where the browser takes it, else gzip, else none. */
function copyEncoding(acceptEncoding = "") {
  const taken = new Set();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((item) => item.trim());
    if (!params.some((param) => /^q=0(\.0*)?$/.test(param))) taken.add(name);
  }
  return taken.has("br") ? "br" : taken.has("gzip") ? "gzip" : null;
}

/** page → { body: the page as Next sent it, compressed }, least recently sent first. */
const copies = new Map();
let copiesBytes = 0;

/**
 * The page compressed: the copy made the last time Next sent this very text for this key, else a
 * new one. Next stays the source of every answer (a page it regenerates is compressed anew): this
 * only spares compressing the same bytes again, the bulk of a prerendered page's cost (the home
 * page's 180 KB took 4 ms each time, against 1 ms for the rest of its answer).
 */
function compressedCopy(key, body, encoding) {
  const kept = copies.get(key);
  if (kept) {
    copies.delete(key);
    copiesBytes -= kept.bytes;
  }
  const copy = kept?.body === body ? kept : newCopy(body, encoding);
  copies.set(key, copy);
  copiesBytes += copy.bytes;
  for (const [oldest, { bytes }] of copies) {
    if (copiesBytes <= COPIES_MAX_BYTES) break;
    copies.delete(oldest);
    copiesBytes -= bytes;
  }
  return copy.compressed;
}

function newCopy(body, encoding) {
  const compressed = encoding === "br" ? zlib.brotliCompressSync(body, { params: COPY_BROTLI_PARAMS }) : zlib.gzipSync(body);
  return { body, compressed, bytes: Buffer.byteLength(body) + compressed.length };
}

/**
 * A page Next answers whole from its prerender cache (x-nextjs-cache HIT or STALE: one end() with
 * the page's text) goes out as its compressed copy; compression() leaves an encoded answer be.
 * The key holds what the answer varies on besides the path: the encoding and the client router's
 * requests for the page's data.
 */
function sendCompressedCopies(request, response) {
  const end = response.end;
  response.end = function endWithCopy(chunk, ...rest) {
    const cached = response.getHeader("x-nextjs-cache");
    const encoding =
      typeof chunk === "string" && !response.headersSent && (cached === "HIT" || cached === "STALE") ? copyEncoding(request.headers["accept-encoding"]) : null;
    if (!encoding) return end.call(this, chunk, ...rest);
    const variant = ["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-router-state-tree"]
      .map((name) => request.headers[name] ?? "")
      .join(" ");
    const compressed = compressedCopy(`${encoding} ${request.url} ${variant}`, chunk, encoding);
    response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", compressed.length);
    return end.call(this, compressed, ...rest.filter((arg) => typeof arg === "function"));
  };
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

/** JSON `{ error }` with the security headers every answer carries, as the HTTP/1.1 head's fields and the body. */
function ownAnswer({ error, headers }) {
  const body = JSON.stringify({ error });
  return {
    body,
    headers: {
      ...frontDoor.headers,
      ...headers,
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      Connection: "close",
    },
  };
}

let stopping = false;

/**
 * Every request: the front door first, then a static file or Next. `accepted` runs once the
 * request is let in (a client that asked may then send its body).
 */
function onRequest(request, response, accepted) {
  frontDoor.admit(request.headers, request.socket.remoteAddress);
  const refusal = frontDoor.refusal(request);
  if (refusal) {
    // The connection ends with the answer: a body still on its way is never read.
    const { body, headers } = ownAnswer(refusal);
    return response.writeHead(refusal.status, headers).end(body);
  }
  accepted?.();
  // Draining: a request that came on a kept-alive connection is answered, and the connection ends with it.
  if (stopping) response.setHeader("Connection", "close");
  serve(request, response);
}

const server = http.createServer(
  { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CHECK_EVERY_MS },
  (request, response) => onRequest(request, response),
);
// A client that asks before sending its body (Expect: 100-continue, as curl does for large ones)
// is refused before it sends a byte of it.
server.on("checkContinue", (request, response) => onRequest(request, response, () => response.writeContinue()));
// A request Node could not read (an unknown method, broken headers, too slow): Node's own answer
// is bare, so this one says why, with the security headers.
server.on("clientError", (error, socket) => {
  if (!socket.writable || socket.bytesWritten > 0) return socket.destroy();
  const refusal = frontDoor.unreadable(error.code);
  const { body, headers } = ownAnswer(refusal);
  const fields = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}\r\n${fields.join("")}\r\n${body}`);
});
// Idle kept-alive connections stay open longer than any client or load balancer keeps them (Node's
// 5 s default let a client reuse a socket the server was just closing: ECONNRESET).
server.keepAliveTimeout = 65_000;

/** Says so, to the primary too when there is one (server-processes.js). */
function ready(message) {
  log(message);
  process.send?.(READY);
}
// A job process serves nothing: the app it started works the queue (lib/jobs/start.ts).
if (jobsOnly) ready("Working the job queue; this process answers no requests");
else server.listen(port, hostname, () => ready(`Ready on http://${hostname}:${port}`));

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
// Every time, not once: a process manager may signal every process of the server (systemd's
// whole group, a terminal's Ctrl-C) while the primary passes the signal on too, and a second
// signal must not cut the drain short.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
