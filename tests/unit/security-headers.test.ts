import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headerRules, newNonce, PAGES_WITH_NONCE, securityHeaders, staticAssetHeaders } from "@/lib/http/security-headers";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));
const directiveOf = (policy: string, name: string) => policy.split("; ").find((directive) => directive.startsWith(`${name} `)) ?? "";
const headerMap = (development: boolean) => Object.fromEntries(securityHeaders({ development }).map(({ key, value }) => [key, value]));

describe("security headers", () => {
  it("lock a production page down to our origin, Stripe and Printful's images", () => {
    expect(directives(contentSecurityPolicy({ development: false }))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-inline'", "https://js.stripe.com", "https://*.js.stripe.com"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https://files.cdn.printful.com"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "https://api.stripe.com"],
      "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("allow no inline script but the nonce's on a page rendered per request", () => {
    const nonce = newNonce();
    expect(directives(contentSecurityPolicy({ development: false, nonce }))["script-src"]).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(directives(contentSecurityPolicy({ development: true, nonce }))["script-src"]).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      "'unsafe-eval'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
  });

  it("make a new, unguessable nonce each time, in the characters a policy allows", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
  });

  it("give a nonce to the pages rendered per request, and only to them", () => {
    const perRequest = [
      "/admin",
      "/admin/login",
      "/admin/orders",
      "/admin/orders/12",
      "/admin/quotes/7",
      "/admin/subscribers/3",
      "/admin/jobs",
      "/account",
      "/orders/lookup",
      "/reset-password",
      "/plans/basic/start",
      "/quotes/a1b2c3",
      "/orders/12/confirmed",
    ];
    const prerendered = [
      "/",
      "/checkout",
      "/print-shop",
      "/store",
      "/find-your-business",
      "/blog",
      "/customize-order",
      "/customize-order/flyers",
      "/blog/a-post",
      "/blog/page/2",
      "/product/12",
      "/login",
      "/signup",
      "/forgot-password",
      "/logout",
      "/privacy-policy",
      "/terms-conditions",
      "/accounts",
      "/administrator",
      "/plans/basic",
      "/checkout/x",
      "/account/x",
      "/admin/no-such-tab",
      "/admin/orders/12/x",
      "/orders/12/confirmed/x",
    ];
    for (const path of perRequest) expect(PAGES_WITH_NONCE.test(path), path).toBe(true);
    for (const path of prerendered) expect(PAGES_WITH_NONCE.test(path), path).toBe(false);
  });

  it("allow eval only for the development server's tooling", () => {
    expect(contentSecurityPolicy({ development: false })).not.toContain("unsafe-eval");
    expect(directives(contentSecurityPolicy({ development: true }))["script-src"]).toContain("'unsafe-eval'");
  });

  it("let the configured contact form embed be framed, by its origin", () => {
    const policy = contentSecurityPolicy({ development: false, contactFormUrl: "https://forms.example.com/embed/quote?id=7" });
    expect(directives(policy)["frame-src"]).toEqual([
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
      "https://forms.example.com",
    ]);
  });

  it("let browsers PUT artwork straight to the S3-compatible store when uploads go there, by its origin", () => {
    const policy = contentSecurityPolicy({ development: false, uploadsOrigin: "https://minio.example.com:9000/viralize-uploads" });
    expect(directives(policy)["connect-src"]).toEqual(["'self'", "https://api.stripe.com", "https://minio.example.com:9000"]);
    expect(directiveOf(contentSecurityPolicy({ development: false }), "connect-src")).not.toContain("minio");
  });

  it("let the admin's artwork thumbnails load from the S3-compatible store its download route redirects to", () => {
    const policy = contentSecurityPolicy({ development: false, uploadsOrigin: "https://minio.example.com:9000/viralize-uploads" });
    expect(directives(policy)["img-src"]).toContain("https://minio.example.com:9000");
    expect(directiveOf(contentSecurityPolicy({ development: false }), "img-src")).not.toContain("minio");
  });

  it("send HSTS from production builds only", () => {
    expect(headerMap(false)["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headerMap(true)).not.toHaveProperty("Strict-Transport-Security");
  });

  it.each([false, true])("forbid sniffing, framing, leaking referrers and device access (development: %s)", (development) => {
    expect(headerMap(development)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
  });

  it("apply the full set to every path but the build's static assets, which only forbid sniffing", () => {
    const [assets, everything] = headerRules({ development: false });
    expect(assets).toMatchObject({ source: "/_next/static/:path*", headers: staticAssetHeaders() });
    expect(staticAssetHeaders()).toEqual([{ key: "X-Content-Type-Options", value: "nosniff" }]);
    expect(everything!.headers).toEqual(securityHeaders({ development: false }));
    const pattern = new RegExp(`^${everything!.source.replace("/:path", "/")}$`);
    for (const path of ["/", "/blog/a-post", "/api/health", "/_next/image", "/sitemap.xml"]) expect(pattern.test(path), path).toBe(true);
    expect(pattern.test("/_next/static/chunks/app.js")).toBe(false);
  });

  it("give the API's answers, which the proxy doesn't see, the policy without the deployment's sources (on a host without server.js)", () => {
    const api = headerRules({ development: false }).find((rule) => rule.source === "/api/:path*");
    expect(api?.headers).toEqual([{ key: "Content-Security-Policy", value: contentSecurityPolicy({ development: false }) }]);
  });
});
