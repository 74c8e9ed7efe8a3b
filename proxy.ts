import { NextResponse, type NextRequest } from "next/server";
import { adminHref, isAdminTab } from "@/components/admin/admin-url";
import type { AdminAccess } from "@/lib/auth/admin-guard";
import { withAdminStep } from "@/lib/auth/admin-step";
import type { DecodedSession, SessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/api";
import { REQUEST_ID_HEADER, requestId } from "@/lib/http/request-id";
import { crossSiteRefusal } from "@/lib/http/same-origin";
import { contentSecurityPolicy, newNonce, PAGES_WITH_NONCE } from "@/lib/http/security-headers";
import { directUploadOrigin } from "@/lib/uploads/endpoint";

// Whole path segments: "/admin-not-found", where refusals are rewritten to, is outside the area.
const ADMIN_AREA = /^\/(admin|api\/admin|api\/quote-requests)(\/|$)/;

/**
 * Next 16's request proxy (formerly middleware) guards the admin area before any page or
 * handler runs; every admin handler checks again on its own. Visitors who are not the admin
 * see the 404 page (the admin area is not advertised); the admin without the PIN step is sent
 * to the keypad; admin APIs answer 401 (anonymous) or 403 (not the admin, or no PIN step).
 * The admin's links from before the tabs had their own pages (/admin?tab=orders&q=…) are moved
 * here, before anything renders, so they get a real 308. Before all that, every state-changing
 * API request from another site is refused (lib/http/same-origin.ts).
 *
 * Every request gets an id (x-request-id, kept from a proxy in front when sane) for its log lines
 * and its answer, and every answer the Content-Security-Policy of this deployment's settings, with
 * a fresh script nonce on the pages rendered per request (lib/http/security-headers.ts).
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

function deploymentPolicy(nonce: string | undefined): string {
  const config = env();
  return contentSecurityPolicy({ development: config.NODE_ENV === "development", contactFormUrl: config.CONTACT_FORM_EMBED_URL, uploadsOrigin: directUploadOrigin(config), nonce });
}

/** Passes the request on to the app (with the request id added), with these response headers. */
type PassOn = (init?: { headers?: Record<string, string> }) => NextResponse;

async function guard(request: NextRequest, passOn: PassOn): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    const refusal = crossSiteRefusal(request);
    if (refusal) return NextResponse.json({ error: refusal }, { status: 403 });
  }
  if (!ADMIN_AREA.test(pathname)) return passOn();

  let access: AdminAccess;
  let user: SessionUser | null;
  let session: DecodedSession | null;
  try {
    // Loaded here, not with the module: the proxy starts without touching the database.
    const { adminAccess } = await import("@/lib/auth/admin-guard");
    ({ access, user, session } = await adminAccess(request));
  } catch (error) {
    // The database is down: APIs answer their JSON error (503); a page checks again itself and
    // fails into the error page, so nothing is let through unchecked.
    return pathname.startsWith("/api/") ? errorResponse(error, request) : passOn({ headers: { "Cache-Control": "no-store" } });
  }

  if (pathname.startsWith("/api/")) {
    if (access === "anonymous") return NextResponse.json({ error: "Log in as the admin to do this." }, { status: 401 });
    if (access === "not-admin") return NextResponse.json({ error: "Only the admin can do this." }, { status: 403 });
    if (access === "needs-pin" && pathname !== "/api/admin/pin") {
      return NextResponse.json({ error: "Enter the admin PIN first." }, { status: 403 });
    }
    // Each admin request renews the PIN step for 30 minutes: it ends after 30 idle minutes, not 30 busy ones.
    return access === "admin" ? withAdminStep(passOn(), user!.id, session!.sid) : passOn();
  }

  if (access === "anonymous" || access === "not-admin") {
    return NextResponse.rewrite(new URL("/admin-not-found", request.url), { status: 404 });
  }
  if (access === "needs-pin" && pathname !== "/admin/login") {
    return NextResponse.redirect(new URL("/admin/login", request.url));
  }
  const legacyTab = request.nextUrl.searchParams.get("tab");
  if (pathname === "/admin" && legacyTab !== null) {
    const moved = request.nextUrl.clone();
    moved.pathname = adminHref(isAdminTab(legacyTab) ? legacyTab : "dashboard");
    moved.searchParams.delete("tab");
    return NextResponse.redirect(moved, 308);
  }
  const page = passOn({ headers: { "Cache-Control": "no-store" } });
  return access === "admin" ? withAdminStep(page, user!.id, session!.sid) : page;
}

// Everything but the build's hashed assets and optimised images, which are never documents.
export const config = { matcher: ["/((?!_next/static/|_next/image).*)"] };
