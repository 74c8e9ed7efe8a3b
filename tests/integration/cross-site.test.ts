import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as blogPosts } from "@/app/api/blog-posts/route";
import { POST as contactInquiry } from "@/app/api/contact-inquiries/route";
import { POST as paymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as quoteRequest } from "@/app/api/quote-request/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { createUser } from "@/tests/support/accounts";
import { errorOf } from "@/tests/support/requests";

// Each route's own handler (apiHandler refuses before it runs); every route at once: api-guard.test.ts.
const handlers: Record<string, (request: NextRequest) => Promise<Response>> = {
  "/api/auth/login": login,
  "/api/create-payment-intent": paymentIntent,
  "/api/auth/logout": logout,
  "/api/contact-inquiries": contactInquiry,
  "/api/quote-request": quoteRequest,
};

// The site is SITE_URL (http://localhost:3000 in tests).
const request = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { method: init.method ?? "POST", headers: { host: "localhost:3000", ...init.headers }, body: init.body });

describe("cross-site requests", () => {
  it.each([
    ["a login form on another site (text/plain)", "/api/auth/login", { origin: "https://evil.example", "content-type": "text/plain" }],
    ["a fetch from another site", "/api/create-payment-intent", { origin: "https://evil.example", "content-type": "application/json" }],
    ["a browser that says cross-site", "/api/auth/logout", { "sec-fetch-site": "cross-site" }],
    ["a same-site subdomain", "/api/contact-inquiries", { "sec-fetch-site": "same-site", origin: "https://blog.localhost:3000" }],
    ["a sandboxed frame (Origin: null)", "/api/quote-request", { origin: "null" }],
  ])("refuses %s with a 403 JSON sentence", async (_, path, headers) => {
    const response = await handlers[path]!(request(path, { headers }));
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe("Requests from other sites are refused.");
  });

  it.each([
    ["this site's own pages", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
    ["a client that is no browser (no Origin, no Sec-Fetch-Site)", {}],
  ])("lets %s through", async (_, headers) => {
    // Past the guard, to the handler's own reading of the body.
    const response = await login(request("/api/auth/login", { headers: { ...headers, "content-type": "application/json" }, body: "{}" }));
    expect(response.status).toBe(400);
  });

  it("lets reads and the providers' signed webhooks through from anywhere", async () => {
    expect((await blogPosts(request("/api/blog-posts", { method: "GET", headers: { origin: "https://evil.example" } }))).status).toBe(200);
    const webhook = await stripeWebhook(request("/api/webhooks/stripe", { headers: { origin: "https://stripe.example" }, body: "{}" }));
    expect(await errorOf(webhook)).not.toBe("Requests from other sites are refused.");
  });

  it("reads JSON only when the media type is exactly application/json", async () => {
    const user = await createUser("USER");
    const body = JSON.stringify({ email: user.email, password: "correct horse" });
    const smuggled = await login(
      new Request("http://localhost/api/auth/login", { method: "POST", headers: { "content-type": "text/plain; application/json" }, body }),
    );
    expect(smuggled.status).toBe(415);
    expect(smuggled.headers.getSetCookie()).toEqual([]);
    const real = await login(
      new Request("http://localhost/api/auth/login", { method: "POST", headers: { "content-type": "Application/JSON; charset=utf-8" }, body }),
    );
    expect(real.status).toBe(200);
  });
});

describe("Auth.js's redirects", () => {
  it("start at SITE_URL, never at the address the server was reached by or a forwarded host", async () => {
    const { handlers } = await import("@/lib/auth/auth");
    const response = await handlers.GET(
      new NextRequest("http://0.0.0.0:3999/api/auth/signin", { headers: { host: "0.0.0.0:3999", "x-forwarded-host": "evil.example" } }),
    );
    const location = new URL(response.headers.get("location") ?? "", "http://relative.invalid");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("http://localhost:3000");
    expect(location.toString()).not.toMatch(/0\.0\.0\.0|evil\.example/);
  });
});
