import { expect } from "vitest";
import type { RateLimitRule } from "@/lib/rate-limit";

let visitor = 0;

/** A distinct client address per call, so rate limits only bite where a test means them to. */
export function freshIp(): string {
  visitor += 1;
  return `198.51.100.${visitor % 250}-${process.pid}-${visitor}`;
}

export function jsonRequest(path: string, body: unknown, init: { ip?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": init.ip ?? freshIp(), ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function multipartRequest(path: string, files: { name: string; bytes: Uint8Array | string }[], ip = freshIp()): Request {
  const form = new FormData();
  for (const file of files) form.append("files", new File([file.bytes as BlobPart], file.name));
  return new Request(`http://localhost${path}`, { method: "POST", headers: { "x-forwarded-for": ip }, body: form });
}

/** Asserts the response is a JSON `{ error }` with a readable sentence, and returns it. */
export async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: unknown };
  if (typeof body.error !== "string" || body.error.length < 5) throw new Error(`Expected { error } but got ${JSON.stringify(body)}`);
  return body.error;
}

type Limit = { limit: number; windowSeconds: number };

/**
 * One visitor is let through `limit` times, then refused (see expectWindow); another visitor is
 * still let through. Once the clock has moved on by the window (every bucket aged in the
 * database), a new window starts for the first visitor: `limit` again, then refused. The numbers
 * are the test's own, so a rule changed in the code fails the test that states it.
 */
export async function expectRateLimit(rule: RateLimitRule, expected: Limit, send: (visitor: string) => Promise<Response>): Promise<void> {
  const visitor = freshIp();
  await expectWindow(rule, expected, visitor, send);
  expect((await send(freshIp())).status, "another visitor").not.toBe(429);
  await moveClock(expected.windowSeconds);
  await expectWindow(rule, expected, visitor, send);
}

/**
 * `limit` requests from the visitor, none refused, then one more: a 429 JSON `{ error }` with the
 * rule's message and a Retry-After of the whole window, less the seconds the requests took.
 */
async function expectWindow(
  rule: RateLimitRule,
  { limit, windowSeconds }: Limit,
  visitor: string,
  send: (visitor: string) => Promise<Response>,
): Promise<void> {
  const started = performance.now();
  for (let i = 1; i <= limit; i++) expect((await send(visitor)).status, `request ${i} of ${limit}`).not.toBe(429);
  const limited = await send(visitor);
  const seconds = (performance.now() - started) / 1000;
  expect(limited.status, `request ${limit + 1}`).toBe(429);
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(windowSeconds - seconds));
  expect(await errorOf(limited)).toBe(rule.message);
}

/** As if `seconds` had passed: every window kept in the database ends that much earlier. */
async function moveClock(seconds: number): Promise<void> {
  // Imported here, not above: lib/db reads the environment, which some test files set before their imports.
  const { letTimePass } = await import("./rate-limit-clock");
  await letTimePass(seconds / 60);
}
