import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MicroCache } from "@/lib/http/micro-cache";

/**
 * The cache in front of a stand-in for Next: each path answers the way Next would (a page from
 * its prerender cache, a fresh render, a personal page...), and counts how often it was asked.
 */
type Answer = { status?: number; headers?: Record<string, string>; body?: string; chunks?: string[] };

const PAGE = "<html><body>" + "Websites that make the phone ring. ".repeat(200) + "</body></html>";
const HIT = { "x-nextjs-cache": "HIT", "cache-control": "s-maxage=31536000", "content-type": "text/html; charset=utf-8" };

const ANSWERS: Record<string, Answer> = {
  "/": { headers: HIT, body: PAGE },
  "/stale": { headers: { ...HIT, "x-nextjs-cache": "STALE" }, body: "stale page" },
  "/streamed": { headers: HIT, chunks: ["<html>", "<body>part one", " part two</body></html>"] },
  "/fresh-render": { headers: { ...HIT, "x-nextjs-cache": "MISS" }, body: "rendered now" },
  "/dynamic": { headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }, body: "per request" },
  "/sets-cookie": { headers: { ...HIT, "set-cookie": "session=abc" }, body: "with a cookie" },
  "/missing": { status: 404, headers: HIT, body: "not found" },
  "/big": { headers: HIT, body: "x".repeat(20_000) },
  "/admin": { headers: HIT, body: "admin" },
  "/api/blog-posts": { headers: HIT, body: "[]" },
  "/api/admin/blog-posts": { status: 201, body: "{}" },
  "/api/contact-inquiries": { status: 201, body: "{}" },
};

let server: Server;
let base: string;
let clock: number;
let asked: Record<string, number>;
let cache: MicroCache;

function next(request: IncomingMessage, response: ServerResponse) {
  const path = request.url!.split("?")[0]!;
  asked[path] = (asked[path] ?? 0) + 1;
  const answer = ANSWERS[path] ?? { status: 404, body: "" };
  const gzip = /gzip/.test(String(request.headers["accept-encoding"] ?? "")) && answer.body !== undefined;
  response.statusCode = answer.status ?? 200;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  if (gzip) response.setHeader("content-encoding", "gzip");
  if (answer.chunks) {
    for (const chunk of answer.chunks.slice(0, -1)) response.write(chunk);
    response.end(answer.chunks.at(-1));
  } else {
    response.end(gzip ? gzipSync(answer.body!) : answer.body);
  }
}

beforeEach(async () => {
  clock = 1_000_000;
  asked = {};
  cache = new MicroCache({ ttlMs: 1_000, maxEntries: 3, maxBodyBytes: 16_384, now: () => clock });
  server = createServer((request, response) => {
    if (cache.serve(request, response)) return;
    cache.record(request, response);
    next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

async function getFive(path: string, headers: Record<string, string> = {}) {
  const answers = [];
  for (let i = 0; i < 5; i++) {
    const response = await get(path, headers);
    answers.push({ status: response.status, body: await response.text(), headers: response.headers });
  }
  return answers;
}

describe("the one-second page cache in front of Next", () => {
  it("answers repeats of a prerendered page itself, byte for byte with Next's headers, for a second", async () => {
    const answers = await getFive("/", { "accept-encoding": "gzip" });
    expect(asked["/"]).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(PAGE);
      expect(answer.headers.get("x-nextjs-cache")).toBe("HIT");
      expect(answer.headers.get("content-encoding")).toBe("gzip");
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }

    clock += 999;
    await get("/", { "accept-encoding": "gzip" });
    expect(asked["/"]).toBe(1);
    clock += 1;
    await get("/", { "accept-encoding": "gzip" });
    expect(asked["/"]).toBe(2);
  });

  it("keeps each encoding apart, so nobody gets gzip they did not ask for", async () => {
    await get("/", { "accept-encoding": "gzip, deflate, br" });
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
    await get("/", { "accept-encoding": "identity" });
    expect(asked["/"]).toBe(2);
  });

  it("keeps stale pages Next is regenerating, and pages Next streamed in pieces", async () => {
    await getFive("/stale");
    const streamed = await getFive("/streamed");
    expect(asked).toMatchObject({ "/stale": 1, "/streamed": 1 });
    expect(streamed.every((answer) => answer.body === "<html><body>part one part two</body></html>")).toBe(true);
  });

  it.each([
    ["a page Next has just rendered (not yet from its cache)", "/fresh-render"],
    ["a private, per-request page", "/dynamic"],
    ["an answer that sets a cookie", "/sets-cookie"],
    ["an error", "/missing"],
    ["a body over the size limit", "/big"],
    ["the admin area", "/admin"],
    ["an API", "/api/blog-posts"],
  ])("never keeps %s", async (_, path) => {
    await getFive(path, { "accept-encoding": "identity" });
    expect(asked[path]).toBe(5);
  });

  it("never answers a client navigation's RSC request, or anything but GET, from the cache", async () => {
    await get("/");
    await get("/", { rsc: "1" });
    await get("/", { "next-router-prefetch": "1", rsc: "1" });
    await fetch(`${base}/`, { method: "POST" });
    expect(asked["/"]).toBe(4);
  });

  it("forgets every page once an admin change has been answered, and only then", async () => {
    await get("/");
    await fetch(`${base}/api/contact-inquiries`, { method: "POST", body: "{}" });
    await get("/");
    expect(asked["/"]).toBe(1);
    await fetch(`${base}/api/admin/blog-posts`, { method: "POST", body: "{}" });
    await get("/");
    expect(asked["/"]).toBe(2);
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    for (const path of ["/", "/stale", "/streamed"]) await get(path);
    await get("/?page=2");
    await get("/");
    expect(asked["/"]).toBe(3);
    await get("/?page=2");
    expect(asked["/"]).toBe(3);
  });
});
