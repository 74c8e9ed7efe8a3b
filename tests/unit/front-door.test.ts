import type { IncomingHttpHeaders } from "node:http";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import type { ProxyMatcher } from "next/dist/build/analysis/get-page-static-info";
import { describe, expect, it } from "vitest";
import { admit, refusal, trustForwarded, unreadable } from "@/lib/http/front-door";
import { PROXIED_BODY_LIMIT } from "@/lib/http/proxy-body-limit";
import { FRONT_DOOR_HEADER } from "@/lib/http/security-headers";
import { MAX_UPLOAD_REQUEST_BYTES } from "@/lib/uploads/limits";
import { config as proxyConfig } from "@/proxy";

const MB = 1024 * 1024;

function trusted(headers: IncomingHttpHeaders, hops: number): IncomingHttpHeaders {
  const copy = { ...headers };
  trustForwarded(copy, "203.0.113.9", hops);
  return copy;
}

describe("the X-Forwarded-* headers server.js hands on", () => {
  const sent = {
    host: "shop.example",
    "x-forwarded-for": "10.0.0.1, 198.51.100.7",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "evil.example",
    "x-forwarded-port": "443",
    forwarded: "for=10.0.0.1;proto=https",
  };

  it("with no proxy in front: the socket's address alone, and none of the visitor's own", () => {
    expect(trusted(sent, 0)).toEqual({ host: "shop.example", "x-forwarded-for": "203.0.113.9" });
  });

  it("behind one proxy: the address it added, then the socket's, and the headers it wrote", () => {
    expect(trusted(sent, 1)).toEqual({ ...sent, "x-forwarded-for": "198.51.100.7, 203.0.113.9" });
  });

  it("behind two: the two entries they added, from the right", () => {
    expect(trusted(sent, 2)["x-forwarded-for"]).toBe("10.0.0.1, 198.51.100.7, 203.0.113.9");
    expect(trusted({ "x-forwarded-for": "a, b, c, d" }, 2)["x-forwarded-for"]).toBe("c, d, 203.0.113.9");
  });

  it("without any header: the socket's address", () => {
    expect(trusted({}, 1)).toEqual({ "x-forwarded-for": "203.0.113.9" });
  });
});

describe("the request server.js hands Next", () => {
  it("carries no policy of the visitor's own, whose nonce Next would put on a page's scripts, and server.js's mark, whatever the visitor sent", () => {
    const headers: IncomingHttpHeaders = {
      host: "shop.example",
      "content-security-policy": "script-src 'nonce-planted'",
      "content-security-policy-report-only": "script-src 'nonce-planted'",
      [FRONT_DOOR_HEADER]: "0",
    };
    admit(headers, "203.0.113.9", 0);
    expect(headers).toEqual({ host: "shop.example", "x-forwarded-for": "203.0.113.9", [FRONT_DOOR_HEADER]: "1" });
  });
});

const request = (method: string, url: string, headers: IncomingHttpHeaders = {}) => refusal({ method, url, headers } as never);

describe("what server.js answers before Next sees a request", () => {
  it("a method no route answers: 405 with the ones they do", () => {
    for (const method of ["TRACE", "PROPFIND", "CONNECT", "M-SEARCH"]) {
      expect(request(method, "/")).toEqual({
        status: 405,
        error: `This address doesn't answer ${method} requests.`,
        headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" },
      });
    }
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(request(method, "/")).toBeNull();
  });

  it("a broken %-escape in the path: 400; in the query Next copes itself", () => {
    for (const url of ["/api/%ff", "/blog/%ff", "/%E2%82", "/api/%", "/blog/%zz"]) expect(request("GET", url)?.status, url).toBe(400);
    for (const url of ["/blog/caf%C3%A9", "/blog?q=%ff", "/api/blog-posts?page=%", "/%2F"]) expect(request("GET", url), url).toBeNull();
  });

  it("a body the proxy would hold: more than it is handed, or of unknown length, where it runs", () => {
    expect(request("POST", "/login", { "content-length": String(PROXIED_BODY_LIMIT) })).toBeNull();
    expect(request("POST", "/login", { "content-length": String(PROXIED_BODY_LIMIT + 1) })).toEqual({ status: 413, error: "The request is too large." });
    expect(request("POST", "/", { "transfer-encoding": "chunked" })?.status).toBe(411);
  });

  it("elsewhere a declared body over the largest any route reads, which is an upload's", () => {
    expect(request("POST", "/api/uploads", { "content-length": String(MAX_UPLOAD_REQUEST_BYTES) })).toBeNull();
    expect(request("POST", "/api/uploads", { "content-length": String(30 * MB) })?.status).toBe(413);
    expect(request("POST", "/api/contact-inquiries", { "content-length": String(MB) })).toBeNull();
    expect(request("POST", "/api/contact-inquiries", { "transfer-encoding": "chunked" })).toBeNull();
  });

  it("knows where the proxy runs exactly as Next reads its matcher", () => {
    const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[] };
    const matchers = getMiddlewareMatchers(proxyConfig.matcher, {}).map(({ regexp }) => new RegExp(regexp));
    const paths = [
      "/",
      "/login",
      "/admin",
      "/admin/orders",
      "/api",
      "/api/",
      "/api/health",
      "/api/admin/orders",
      "/apiary",
      "/_next/static/chunks/a.js",
      "/_next/image",
      "/_next/data/x/a.json",
      "/blog/rss.xml",
      "/sitemap.xml",
    ];
    for (const path of paths) {
      const proxied = matchers.some((matcher) => matcher.test(path));
      // Where the proxy runs, a body of unknown length is refused.
      expect({ path, proxied: request("POST", path, { "transfer-encoding": "chunked" }) !== null }).toEqual({ path, proxied });
    }
  });
});

describe("what server.js answers a request Node could not read", () => {
  it("408 when it was too slow, 431 for huge headers, else 400, each with a sentence", () => {
    expect(unreadable("ERR_HTTP_REQUEST_TIMEOUT").status).toBe(408);
    expect(unreadable("HPE_HEADER_OVERFLOW").status).toBe(431);
    expect(unreadable("HPE_INVALID_METHOD").status).toBe(400);
    expect(unreadable(undefined).error).toMatch(/could not be read/);
  });
});
