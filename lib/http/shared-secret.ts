import crypto from "node:crypto";

/** Whether a caller's secret equals ours, compared in constant time so its length and bytes can't be probed. */
export function matchesSecret(given: string | null, secret: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(secret);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
