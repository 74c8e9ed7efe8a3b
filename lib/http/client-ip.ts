import { env } from "@/lib/env";

/**
 * The visitor's address, for rate limits. X-Forwarded-For is read from the right: the entry our
 * own server (server.js, from the socket) or the host's edge appended is last, each trusted proxy
 * in front adds one more (TRUST_PROXY_HOPS), and anything to the left of those is whatever the
 * visitor typed. X-Real-IP is never read. "local" when there is no header at all.
 */
export function clientIp(request: Request): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "local";
  return entries[Math.max(0, entries.length - 1 - env().TRUST_PROXY_HOPS)]!;
}
