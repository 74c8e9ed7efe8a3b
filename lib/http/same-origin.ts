import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Signed server-to-server calls: Stripe and Printful come from their own origins.
const SERVER_TO_SERVER = ["/api/webhooks/"];

/**
 * Why a state-changing request from another site is refused, or null to let it through. A
 * browser says where a request comes from (Sec-Fetch-Site, and Origin on every cross-site
 * POST), so a form or script on another site can't sign someone in or out, pay, or change
 * anything with their cookies. Clients that are no browser send neither, and carry no cookies
 * of a visitor's.
 */
export function crossSiteRefusal(request: Request): string | null {
  const { pathname, host } = new URL(request.url);
  if (SAFE_METHODS.has(request.method) || SERVER_TO_SERVER.some((prefix) => pathname.startsWith(prefix))) return null;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return "Requests from other sites are refused.";
  const origin = request.headers.get("origin");
  if (origin === null) return null;
  const allowed = new Set([new URL(env().SITE_URL).host, request.headers.get("host") ?? host]);
  try {
    if (allowed.has(new URL(origin).host)) return null;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
  }
  return "Requests from other sites are refused.";
}
