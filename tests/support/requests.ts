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

/**
 * Sends a rule's limit of requests from one visitor (none refused), then one more: a 429 JSON
 * `{ error }` with the rule's message and a Retry-After within its window. Another visitor is
 * still let through.
 */
export async function expectRateLimit(rule: RateLimitRule, send: (ip: string) => Promise<Response>): Promise<void> {
  const ip = freshIp();
  for (let i = 1; i <= rule.limit; i++) expect((await send(ip)).status, `request ${i} of ${rule.limit}`).not.toBe(429);
  const limited = await send(ip);
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
  expect(await errorOf(limited)).toBe(rule.message);
  expect((await send(freshIp())).status, "another visitor").not.toBe(429);
}
