import { NextRequest, NextResponse } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_STEP_COOKIE } from "@/lib/auth/admin-step";
import { ApiError, apiHandler } from "@/lib/http/api";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { discoverRoutes, type Method, type Route } from "@/tests/support/api-routes";
import { errorOf, freshIp } from "@/tests/support/requests";

// The proxy stays off /api/ (Next holds every body the proxy sees until the body has ended), so
// what it did there every route's wrapper (apiHandler) does: cross-site refusals, the admin
// area's guard and its PIN step renewal, the request id.

const STATE_CHANGING: Method[] = ["POST", "PUT", "PATCH", "DELETE"];
const REFUSED = "Requests from other sites are refused.";

function paramsOf(route: Route): Record<string, string | string[]> {
  return Object.fromEntries(route.segments.map(({ name, catchAll }) => [name, catchAll ? ["1"] : "1"]));
}

describe("every API route", () => {
  it("refuses a state-changing request from another site before its handler runs, the providers' webhooks apart", async () => {
    const routes = await discoverRoutes();
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const method of STATE_CHANGING) {
        const handler = route.handlers[method];
        if (!handler) continue;
        checked += 1;
        const url = `http://localhost:3000${route.path.replace(/\[(\.\.\.)?[^\]]+\]/g, "1")}`;
        const headers = { host: "localhost:3000", origin: "https://evil.example", "content-type": "application/json", "x-forwarded-for": freshIp() };
        const response = await handler(new NextRequest(url, { method, headers, body: "{}" }), { params: Promise.resolve(paramsOf(route)) });
        const refused = response.status === 403 && (await response.json().catch(() => ({})))?.error === REFUSED;
        if (refused === route.path.startsWith("/api/webhooks/")) wrong.push(`${method} ${route.path}: ${response.status}`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });

  it("answers with the request's id: a sane one from a proxy in front, else a fresh one", async () => {
    const { GET: health } = await import("@/app/api/health/route");
    const fresh = await health(new NextRequest("http://localhost/api/health"));
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await health(new NextRequest("http://localhost/api/health", { headers: { "x-request-id": "lb-7f3a.2" } }));
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.2");
    const failing = apiHandler(async () => {
      throw new Error("boom");
    });
    const failed = await failing(new NextRequest("http://localhost/api/anything", { headers: { "x-request-id": "lb-7f3a.3" } }));
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-request-id")).toBe("lb-7f3a.3");
  });
});

describe("the admin API's guard", () => {
  type Who = "anonymous" | "user" | "admin without PIN" | "admin";
  const cookies: Record<Who, string> = { anonymous: "", user: "", "admin without PIN": "", admin: "" };
  // A handler that checks nothing itself: whatever stops a request here is the guard.
  const reached = apiHandler(async () => NextResponse.json({ reached: true }));
  const call = (path: string, who: Who, method = "GET") =>
    reached(new NextRequest(`http://localhost${path}`, { method, headers: cookies[who] ? { cookie: cookies[who] } : {} }));

  beforeAll(async () => {
    const admin = await createUser("ADMIN");
    cookies.user = await cookieFor(await createUser("USER"));
    cookies["admin without PIN"] = await cookieFor(admin);
    cookies.admin = await cookieFor(admin, { pinStep: true });
  });

  it("answers 401 and 403 JSON before the handler runs", async () => {
    const expectations: [string, Who, number, string | null][] = [
      ["/api/admin/orders", "anonymous", 401, "Log in as the admin to do this."],
      ["/api/admin/orders", "user", 403, "Only the admin can do this."],
      ["/api/admin/blog-posts", "anonymous", 401, "Log in as the admin to do this."],
      ["/api/admin/blog-posts/1", "admin without PIN", 403, "Enter the admin PIN first."],
      ["/api/quote-requests", "admin without PIN", 403, "Enter the admin PIN first."],
      ["/api/admin/test-clock", "anonymous", 401, "Log in as the admin to do this."],
      ["/api/admin/test-clock", "admin without PIN", 403, "Enter the admin PIN first."],
      ["/api/admin/pin", "admin without PIN", 200, null],
      ["/api/admin/orders", "admin", 200, null],
      // Whole path segments: a route beside the area is not in it.
      ["/api/administrators", "anonymous", 200, null],
    ];
    for (const [path, who, status, error] of expectations) {
      const response = await call(path, who);
      expect({ path, who, status: response.status }).toEqual({ path, who, status });
      if (error) expect(await errorOf(response)).toBe(error);
    }
  });

  it("renews the PIN step with each of the admin's requests, refused ones too, and only in the admin area", async () => {
    const renewed = (await call("/api/admin/orders", "admin")).headers.getSetCookie().find((cookie) => cookie.startsWith(`${ADMIN_STEP_COOKIE}=`));
    expect(renewed).toMatch(/Max-Age=1800/);
    expect(renewed).toMatch(/HttpOnly/i);
    const refusing = apiHandler(async () => {
      throw new ApiError(400, "That coupon code is taken.");
    });
    const refused = await refusing(new NextRequest("http://localhost/api/admin/coupons", { method: "POST", headers: { cookie: cookies.admin } }));
    expect(refused.status).toBe(400);
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith(`${ADMIN_STEP_COOKIE}=`))).toBe(true);
    expect((await call("/api/blog-posts", "admin")).headers.getSetCookie()).toEqual([]);
    expect((await call("/api/admin/pin", "admin without PIN", "POST")).headers.getSetCookie()).toEqual([]);
  });
});
