import http from "node:http";
import http2 from "node:http2";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findNginx, INSTALL_HINT, startNginx, type BenchNginx } from "@/scripts/bench/nginx";
import { freePort } from "@/scripts/free-port";
import { rawGet } from "@/scripts/raw-get";

/**
 * The "nginx in front" block of docs/deploying.md, as written (the bench's config builder swaps only ports, paths
 * and the certificate), in front of a stand-in app: a page Next serves from its prerender cache
 * (x-nextjs-cache: HIT) and a page rendered per request that takes a moment, like /checkout.
 */
const RENDER_MS = 300;
const seen: Record<string, number> = {};
let inFlight = 0;
let mostAtOnce = 0;

const app = http.createServer((request, response) => {
  const url = request.url ?? "/";
  seen[url] = (seen[url] ?? 0) + 1;
  if (url === "/api/health") return response.end("ok");
  if (url === "/api/uploads") {
    let received = 0;
    request.on("data", (chunk: Buffer) => (received += chunk.byteLength));
    return request.on("end", () => response.end(`received ${received}`));
  }
  if (url.startsWith("/_next/static/")) {
    // As Next sends its content-hashed files: immutable for a year, compressed when asked.
    const gzip = /gzip/.test(String(request.headers["accept-encoding"] ?? ""));
    response.setHeader("cache-control", "public, max-age=31536000, immutable");
    response.setHeader("vary", "Accept-Encoding");
    return response.end(gzip ? "the script, compressed" : "the script");
  }
  if (url === "/store") {
    response.setHeader("x-nextjs-cache", "HIT");
    return response.end("<p>prerendered</p>");
  }
  inFlight += 1;
  mostAtOnce = Math.max(mostAtOnce, inFlight);
  setTimeout(() => {
    inFlight -= 1;
    response.end("<p>rendered for this visitor</p>");
  }, RENDER_MS);
});

let nginx: BenchNginx;
let baseUrl = "";
let httpsUrl = "";

beforeAll(async () => {
  const binary = findNginx();
  if (!binary) throw new Error(`These tests run the nginx lines of docs/deploying.md and need nginx: ${INSTALL_HINT}.`);
  const appPort = await freePort();
  await new Promise<void>((resolve) => app.listen(appPort, "127.0.0.1", resolve));
  nginx = await startNginx(binary, [{ name: "shop", http: await freePort(), https: await freePort(), upstreamPort: appPort }]);
  baseUrl = nginx.sites.shop!.baseUrl;
  httpsUrl = nginx.sites.shop!.httpsUrl;
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => app.close(resolve));
});

beforeEach(() => {
  for (const key of Object.keys(seen)) delete seen[key];
  mostAtOnce = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { headers }).then(async (r) => ({ status: r.status, body: await r.text() }));
// The stand-in's bodies only name their encoding; fetch would try to unpack them.
const getRaw = async (path: string, acceptEncoding: string) => (await rawGet(`${baseUrl}${path}`, acceptEncoding)).body.toString();

describe("docs/deploying.md's nginx lines in front of the app", () => {
  it("pass visitors to a page rendered per request side by side, never in line behind each other", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/checkout")));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.includes("rendered for this visitor"))).toBe(true);
    expect(seen["/checkout"]).toBe(5);
    expect(mostAtOnce).toBe(5);
  });

  it("never store a page rendered per request: each visitor's request reaches the app", async () => {
    for (let i = 0; i < 3; i++) await get("/checkout");
    expect(seen["/checkout"]).toBe(3);
  });

  it("keep Next's content-hashed files, one copy per encoding, so the app sends each once", async () => {
    const script = "/_next/static/chunks/app-0a1b2c.js";
    for (let i = 0; i < 3; i++) expect(await getRaw(script, "gzip, br")).toBe("the script, compressed");
    for (let i = 0; i < 2; i++) expect(await getRaw(script, "identity")).toBe("the script");
    expect(seen[script]).toBe(2);
  });

  it("answer a burst on a prerendered page from one render, and send client navigations (RSC) to the app", async () => {
    for (let i = 0; i < 4; i++) expect((await get("/store")).body).toContain("prerendered");
    expect(seen["/store"]).toBe(1);

    await get("/store", { RSC: "1" });
    await get("/store", { RSC: "1" });
    expect(seen["/store"]).toBe(3);
  });

  it("pass an upload of 10 MB to the app, which decides what is too large (nginx's own limit is 1 MB)", async () => {
    const body = new Uint8Array(10 * 1024 * 1024 + 1000);
    const response = await fetch(`${baseUrl}/api/uploads`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`received ${body.byteLength}`);
  });

  // nginx closes an HTTP/2 connection after keepalive_requests (1,000 by default) with a GOAWAY,
  // and the requests a browser sent in that moment fail (Chromium's fetch: "Failed to fetch", in
  // about half of such closes against the app; Lighthouse's console errors in the bench).
  it("keep one visitor's HTTP/2 connection open for thousands of requests", { timeout: 60_000 }, async () => {
    const session = http2.connect(httpsUrl, { rejectUnauthorized: false });
    let closedAfter: number | null = null;
    let answered = 0;
    session.on("goaway", () => (closedAfter ??= answered));
    const ask = () =>
      new Promise<void>((resolve) => {
        const stream = session.request({ ":path": "/api/health" });
        stream.on("response", () => (answered += 1));
        stream.on("error", () => resolve());
        stream.on("close", () => resolve());
        stream.resume();
      });
    try {
      for (let sent = 0; sent < 3_000 && closedAfter === null; sent += 50) await Promise.all(Array.from({ length: 50 }, ask));
    } finally {
      session.destroy();
    }
    expect({ answered, closedAfter }).toEqual({ answered: 3_000, closedAfter: null });
  });
});
