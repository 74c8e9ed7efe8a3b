import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, startDatabase, type App, type FaultDatabase } from "./stack";

// The production server as an attacker meets it with no proxy in front (TRUST_PROXY_HOPS=0): a
// body is refused before it is read, a client that never finishes is cut off in tens of seconds,
// and what Next can't take (a broken %-escape, an unknown method, a forged X-Forwarded-Proto) is
// answered 400, 405 or the page it asked for, with the security headers every answer carries.

const MB = 1024 * 1024;

let db: FaultDatabase | undefined;
let app: App | undefined;
type Stall = Promise<{ seconds: number; received: string }>;
let stalled: Stall | undefined;
let stalledBody: Stall | undefined;

/** A connection that sends `start` and never the rest; how long until the server ended it, and what it said. */
function stall(start: (hostname: string) => string): Stall {
  const { hostname, port } = new URL(app!.url);
  const started = Date.now();
  const socket = net.connect(Number(port), hostname, () => socket.write(start(hostname)));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.on("error", () => undefined);
  return new Promise((resolve) => socket.on("close", () => resolve({ seconds: (Date.now() - started) / 1000, received })));
}

/** The start of a request's headers, never finished. */
const stallHeaders = () => stall((hostname) => `GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Still-Typing: `);

/** An upload of 1 MB, within every cap, of which the first few bytes are sent and never the rest. */
const stallBody = () =>
  stall(
    (hostname) => `POST /api/uploads HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${MB}\r\n\r\n--x\r\n`,
  );

beforeAll(async () => {
  db = await startDatabase("front-door");
  app = await startApp(db.url, { TRUST_PROXY_HOPS: "0" });
  stalled = stallHeaders();
  stalledBody = stallBody();
  const page = await send("GET", "/");
  pageHeaders = Object.fromEntries(SECURITY_HEADERS.filter((name) => page.headers[name]).map((name) => [name, page.headers[name]]));
});

afterAll(async () => {
  await app?.stop();
  await db?.stop();
});

/** The server's resident memory, its processes' together, in MB. */
function residentMegabytes(): number {
  const kilobytes = app!.pids().map((pid) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]));
  return kilobytes.reduce((sum, kB) => sum + kB, 0) / 1024;
}

/** The resident memory once it has held still (within 2 MB) for 2 s: Next loads every route's code in the background after it starts. */
async function settledResidentMegabytes(): Promise<number> {
  let readings = [residentMegabytes()];
  while (readings.length < 8 || Math.max(...readings) - Math.min(...readings) > 2) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    readings = [...readings.slice(-7), residentMegabytes()];
  }
  return readings.at(-1)!;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number; continued: boolean };

/**
 * A request as an attacker can send it: any method, the path as written, any headers, and of the
 * body only `body` (a declared Content-Length may promise more, which never comes). The answer,
 * read whole, and how long it took to start; rejects when none starts within `patienceMs`.
 */
function send(
  method: string,
  path: string,
  { headers = {}, body, patienceMs = 10_000 }: { headers?: Record<string, string | number>; body?: Buffer; patienceMs?: number } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(app!.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let continued = false;
    const request = http.request({ host: hostname, port, method, path, headers, agent: false });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`No answer to ${method} ${path} within ${patienceMs} ms.`));
    }, patienceMs);
    request.on("continue", () => (continued = true));
    request.on("response", (response) => {
      const ms = Date.now() - started;
      clearTimeout(timer);
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, body: text, ms, continued });
      });
    });
    // The server may close a connection whose body it won't read while the body is still being written.
    request.on("error", () => undefined);
    if (body) request.write(body);
    if (headers["content-length"] === undefined || Number(headers["content-length"]) === (body?.byteLength ?? 0)) request.end();
  });
}

const SECURITY_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "strict-transport-security",
  "content-security-policy",
];
let pageHeaders: Record<string, unknown> = {};

/** The security headers of a page (lib/http/security-headers.ts, and the proxy's policy): every answer carries the same. */
function expectSecurityHeaders(answer: Answer) {
  expect(Object.keys(pageHeaders)).toHaveLength(SECURITY_HEADERS.length);
  expect(Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]))).toEqual(pageHeaders);
}

function errorIn(answer: Answer): string {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const { error } = JSON.parse(answer.body) as { error?: unknown };
  expect(typeof error === "string" && error.length > 10, answer.body).toBe(true);
  return error as string;
}

/**
 * Opens a POST that declares `bytes` and sends all but the last byte of them, then holds the
 * connection: the attack's held body. Done when all is sent, or when the server has answered and
 * closed the connection before that.
 */
function holdBody(path: string, bytes: number): Promise<http.ClientRequest> {
  const { hostname, port } = new URL(app!.url);
  const request = http.request({
    host: hostname,
    port,
    method: "POST",
    path,
    headers: { "content-type": "application/json", "content-length": bytes },
    agent: false,
  });
  request.on("response", (response) => response.resume());
  const chunk = Buffer.alloc(MB, 0x20);
  return new Promise((resolve) => {
    request.on("error", () => resolve(request));
    let left = bytes - 1;
    const next = () => {
      if (left === 0) return resolve(request);
      const size = Math.min(left, chunk.byteLength);
      left -= size;
      request.write(chunk.subarray(0, size), (error) => (error ? resolve(request) : next()));
    };
    next();
  });
}

describe("request bodies", () => {
  it("are refused before they are read: 20 held 9 MB bodies leave the server's memory flat", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await send("GET", "/api/health")).status).toBe(200);
      expect((await send("POST", "/api/health", { headers: { "content-type": "application/json" }, body: Buffer.from("{}") })).status).toBe(405);
    }
    const before = await settledResidentMegabytes();
    const held = await Promise.all(Array.from({ length: 20 }, () => holdBody("/api/health", 9 * MB)));
    // What was written is in the server's hands (loopback) within moments; let it take it all in.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const growth = residentMegabytes() - before;
    for (const request of held) request.destroy();
    // Buffered, the 180 MB sent would show; refused, a few MB of sockets and answers do.
    expect(growth).toBeLessThan(50);
  });

  it("declared over the cap are answered 413 within a second, a few bytes of them sent", async () => {
    const fewBytes = Buffer.from("0123456789");
    const cases: [string, string, Record<string, string | number>][] = [
      ["an upload of 30 MB", "/api/uploads", { "content-type": "multipart/form-data; boundary=x", "content-length": 30 * MB }],
      [
        "30 MB that ask first (Expect: 100-continue)",
        "/api/uploads",
        { "content-type": "multipart/form-data; boundary=x", "content-length": 30 * MB, expect: "100-continue" },
      ],
      ["1 MB of JSON, over a JSON route's 256 KB", "/api/contact-inquiries", { "content-type": "application/json", "content-length": MB }],
      ["1 MB posted to a page, which reads none", "/", { "content-type": "application/x-www-form-urlencoded", "content-length": MB }],
    ];
    for (const [what, path, headers] of cases) {
      const answer = await send("POST", path, { headers, body: headers.expect ? undefined : fewBytes, patienceMs: 1000 });
      expect({ what, status: answer.status }).toEqual({ what, status: 413 });
      expect(answer.continued, what).toBe(false);
      expectSecurityHeaders(answer);
      errorIn(answer);
    }
  });

  it("of unknown length are refused at once where nothing reads them (a page): 411", async () => {
    const answer = await send("POST", "/login", {
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      body: Buffer.from("email="),
      patienceMs: 1000,
    });
    expect(answer.status).toBe(411);
    expectSecurityHeaders(answer);
    errorIn(answer);
  });

  it("are read whole up to the route's cap: an 11 MB upload is refused with the 10 MB sentence (413), not cut short", async () => {
    const boundary = "----front-door-test";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="poster.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`),
      Buffer.alloc(11 * MB, 0x41),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send("POST", "/api/uploads", {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.byteLength },
      body,
    });
    expect(answer.status).toBe(413);
    expect(errorIn(answer)).toMatch(/"poster\.pdf" is larger than 10 MB/);
  });
});

describe("what Next can't take", () => {
  it("a broken %-escape in the path: 400 with the security headers", async () => {
    for (const path of ["/api/%ff", "/blog/%ff", "/blog/%E2%82", "/api/%"]) {
      const answer = await send("GET", path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expectSecurityHeaders(answer);
      errorIn(answer);
    }
  });

  it("a method the site doesn't answer: 405 (or Node's 400 for one it can't parse) with the security headers", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/api/health"],
      ["PROPFIND", "/blog"],
    ]) {
      const answer = await send(method!, path!);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 405 });
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expectSecurityHeaders(answer);
      errorIn(answer);
    }
    const unknown = await send("FOO", "/");
    expect(unknown.status).toBe(400);
    expectSecurityHeaders(unknown);
  });

  it("X-Forwarded-Proto from a visitor: the admin area's 404 page all the same, not a 500", async () => {
    for (const headers of [{ "x-forwarded-proto": "https" }, { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" }] as Record<
      string,
      string
    >[]) {
      const answer = await send("GET", "/admin", { headers });
      expect(answer.status).toBe(404);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expectSecurityHeaders(answer);
    }
    expect(app!.output()).not.toContain("Failed to proxy");
  });
});

describe("a client that never finishes its headers", () => {
  it("is answered 408 and cut off in tens of seconds, not minutes", { timeout: 60_000 }, async () => {
    const { seconds, received } = await stalled!;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    for (const name of SECURITY_HEADERS) expect(received.toLowerCase()).toContain(`\r\n${name}: ${String(pageHeaders[name]).toLowerCase()}\r\n`);
    expect(seconds).toBeLessThan(40);
  });
});

describe("a client that never finishes its body", () => {
  it("is answered 408 and cut off within about a minute, not Node's five", { timeout: 90_000 }, async () => {
    const { seconds, received } = await stalledBody!;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(seconds).toBeLessThan(80);
  });
});
