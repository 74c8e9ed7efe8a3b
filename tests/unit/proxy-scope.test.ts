import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { FRONT_DOOR_HEADER, headerRules, PAGES_WITH_NONCE } from "@/lib/http/security-headers";
import { config as proxyConfig } from "@/proxy";

/**
 * Where the proxy and next.config.ts's security headers run. server.js marks every request it
 * hands Next (FRONT_DOOR_HEADER) once it has given the answer the headers that don't depend on
 * the request; then the proxy runs only where a page needs it (the admin's guard, a nonce made
 * per request). A host without server.js sends no mark, and both run everywhere as before.
 */
const ADMIN_PAGES = ["/admin", "/admin/login", "/admin/orders", "/admin/orders/12", "/admin/subscribers/3", "/admin/no-such-tab"];
const NONCE_PAGES = ["/account", "/orders/lookup", "/reset-password", "/plans/basic/start", "/quotes/a1b2c3", "/orders/12/confirmed"];
const OTHER_PAGES = [
  "/",
  "/print-shop",
  "/store",
  "/blog",
  "/blog/a-post",
  "/product/12",
  "/customize-order",
  "/checkout",
  "/login",
  "/admin-not-found",
  "/sitemap.xml",
  "/no-such-page",
];
const NEVER = ["/api/health", "/api/admin/orders", "/_next/static/chunks/a.js", "/_next/image"];

const marked = { [FRONT_DOOR_HEADER]: "1" };
const proxied = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers });

describe("where the proxy runs", () => {
  it("behind server.js: the admin's pages and the pages whose scripts carry a nonce, and nowhere else", () => {
    for (const path of [...ADMIN_PAGES, ...NONCE_PAGES]) expect({ path, proxied: proxied(path, marked) }).toEqual({ path, proxied: true });
    for (const path of [...OTHER_PAGES, ...NEVER]) expect({ path, proxied: proxied(path, marked) }).toEqual({ path, proxied: false });
  });

  it("gives the nonce exactly where it runs behind server.js, the admin's pages apart", () => {
    for (const path of [...NONCE_PAGES, ...OTHER_PAGES]) expect({ path, nonce: PAGES_WITH_NONCE.test(path) }).toEqual({ path, nonce: proxied(path, marked) });
  });

  it("on a host without server.js: every page, for its policy, and still never the API or the build's files", () => {
    for (const path of [...ADMIN_PAGES, ...NONCE_PAGES, ...OTHER_PAGES]) expect({ path, proxied: proxied(path) }).toEqual({ path, proxied: true });
    for (const path of NEVER) expect({ path, proxied: proxied(path) }).toEqual({ path, proxied: false });
  });
});

describe("next.config.ts's security headers", () => {
  const answer = (url: string, headers: Record<string, string> = {}) =>
    unstable_getResponseFromNextConfig({ url, headers, nextConfig: { headers: async () => headerRules({ development: false }) } });

  it("are left to server.js on the requests it marks", async () => {
    for (const path of ["/", "/api/health", "/_next/image"]) {
      const headers = (await answer(path, marked)).headers;
      expect({ path, frame: headers.get("x-frame-options"), policy: headers.get("content-security-policy") }).toEqual({ path, frame: null, policy: null });
    }
  });

  it("are given everywhere on a host without server.js", async () => {
    expect((await answer("/")).headers.get("x-frame-options")).toBe("DENY");
    expect((await answer("/api/health")).headers.get("content-security-policy")).toContain("default-src 'self'");
    expect((await answer("/_next/static/chunks/a.js")).headers.get("x-content-type-options")).toBe("nosniff");
  });
});
