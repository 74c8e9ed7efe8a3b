import { Address6 } from "ip-address";
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
  return visitorOf(entries[Math.max(0, entries.length - 1 - env().TRUST_PROXY_HOPS)]!);
}

/**
 * One visitor per IPv4 address and per IPv6 /64: a subscriber is handed a whole /64 and can use
 * any of its addresses, so counting addresses would give one person billions of attempts. An IPv4
 * address written as IPv6 (a dual-stack socket's ::ffff:203.0.113.7) counts as itself.
 */
function visitorOf(address: string): string {
  if (!Address6.isValid(address)) return address;
  const ipv6 = new Address6(address);
  if (ipv6.is4()) return ipv6.to4().correctForm();
  return `${new Address6(`${ipv6.correctForm()}/64`).startAddress().correctForm()}/64`;
}
