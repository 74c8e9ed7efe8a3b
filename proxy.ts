import { NextResponse, type NextRequest } from "next/server";
import { adminHref, isAdminTab } from "@/components/admin/admin-url";
import type { AdminAccess } from "@/lib/auth/admin-guard";
import { withAdminStep } from "@/lib/auth/admin-step";
import type { DecodedSession, SessionUser } from "@/lib/auth/session";
import { deploymentPolicy } from "@/lib/http/deployment-policy";
import { REQUEST_ID_HEADER, requestId } from "@/lib/http/request-id";
import { newNonce, PAGES_WITH_NONCE } from "@/lib/http/security-headers";

// Whole path segments: "/admin-not-found", where refusals are rewritten to, is outside the area.
const ADMIN_PAGES = /^\/admin(\/|$)/;

/**
 * Next 16's request proxy (formerly middleware) guards the admin's pages before any of them
 * renders; each page checks again on its own. Visitors who are not the admin see the 404 page
 * (the admin area is not advertised); the admin without the PIN step is sent to the keypad. The
 * admin's links from before the tabs had their own pages (/admin?tab=orders&q=…) are moved here,
 * before anything renders, so they get a real 308.
 *
 * Every request it sees gets an id (x-request-id, kept from a proxy in front when sane) for its
 * log lines and its answer, and every answer the Content-Security-Policy of this deployment's
 * settings, with a fresh script nonce on the pages rendered per request (lib/http/security-headers.ts).
 *
 * It stays off /api/ (matcher below): Next holds a copy of every body the proxy sees until the
 * body has ended, so no route could refuse a large one before it arrived. There apiHandler
 * (lib/http/api.ts) does what this does here, and next.config.ts sets the policy. Behind server.js
 * it runs only on the pages that need it: server.js gives every other answer its policy, made
 * once (lib/http/security-headers.ts).
 */
export async function proxy(request: NextRequest) {
  const id = requestId(request);
  const nonce = PAGES_WITH_NONCE.test(request.nextUrl.pathname) ? newNonce() : undefined;
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_ID_HEADER, id);
  // Next puts the nonce it finds in the request's policy on the page's scripts: ours, never a visitor's.
  forwarded.delete("Content-Security-Policy-Report-Only");
  if (nonce) forwarded.set("Content-Security-Policy", deploymentPolicy(nonce));
  else forwarded.delete("Content-Security-Policy");
  let rendered = false;
  const response = await guard(request, (init) => {
    rendered = true;
    return NextResponse.next({ ...init, request: { headers: forwarded } });
  });
  response.headers.set(REQUEST_ID_HEADER, id);
  // A refusal rewritten to the prerendered 404 page was rendered without the nonce.
  response.headers.set("Content-Security-Policy", deploymentPolicy(rendered ? nonce : undefined));
  return response;
}

/** The request's URL with another path (and only the query given). */
function samePlace(request: NextRequest, pathname: string, query?: URLSearchParams): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = query ? `?${query}` : "";
  return url;
}

/** Passes the request on to the app (with the request id added), with these response headers. */
type PassOn = (init?: { headers?: Record<string, string> }) => NextResponse;

async function guard(request: NextRequest, passOn: PassOn): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (!ADMIN_PAGES.test(pathname)) return passOn();

  let access: AdminAccess;
  let user: SessionUser | null;
  let session: DecodedSession | null;
  try {
    // Loaded here, not with the module: the proxy starts without touching the database.
    const { adminAccess } = await import("@/lib/auth/admin-guard");
    ({ access, user, session } = await adminAccess(request));
  } catch {
    // The database is down: the page checks again itself and fails into the error page, so
    // nothing is let through unchecked.
    return passOn({ headers: { "Cache-Control": "no-store" } });
  }

  // Rewrites and redirects are the request's own URL (as Next parsed it) with another path: no
  // header a visitor sets (X-Forwarded-*) chooses where they go, and a rewrite stays inside.
  if (access === "anonymous" || access === "not-admin") return NextResponse.rewrite(samePlace(request, "/admin-not-found"), { status: 404 });
  if (access === "needs-pin" && pathname !== "/admin/login") return NextResponse.redirect(samePlace(request, "/admin/login"), 307);
  const legacyTab = request.nextUrl.searchParams.get("tab");
  if (pathname === "/admin" && legacyTab !== null) {
    const moved = samePlace(request, adminHref(isAdminTab(legacyTab) ? legacyTab : "dashboard"), request.nextUrl.searchParams);
    moved.searchParams.delete("tab");
    return NextResponse.redirect(moved, 308);
  }
  const page = passOn({ headers: { "Cache-Control": "no-store" } });
  // Each admin page renews the PIN step for 30 minutes: it ends after 30 idle minutes, not 30 busy ones.
  return access === "admin" ? withAdminStep(page, user!.id, session!.sid) : page;
}

// Literals only: Next reads the matcher without running this file.
export const config = {
  matcher: [
    // The admin's pages (the guard), and the pages rendered per request whose scripts carry the
    // answer's nonce (PAGES_WITH_NONCE, lib/http/security-headers.ts; a unit test keeps the two alike).
    "/admin",
    "/admin/:path*",
    "/account",
    "/orders/lookup",
    "/orders/:id/confirmed",
    "/reset-password",
    "/plans/:plan/start",
    "/quotes/:token",
    // Every other page, for its policy, unless server.js has set it (FRONT_DOOR_HEADER). Never the
    // API (its routes read bodies), the build's hashed assets or optimised images, which are never
    // documents; front-door.ts knows the same paths.
    { source: "/((?!api/|_next/static/|_next/image).*)", missing: [{ type: "header", key: "x-viralize-front-door" }] },
  ],
};
