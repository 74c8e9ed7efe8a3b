import type { APIRequestContext, APIResponse, Cookie } from "@playwright/test";
import { E2E_ENV } from "../../scripts/e2e-env";
import { signIn } from "./admin-session";
import { AGAINST_EXTERNAL_SERVER, expect, FLOW_TIMEOUT, open, test, untilHydrated } from "./fixtures";

/**
 * The security headers of next.config.ts (lib/http/security-headers.ts) on real responses, how
 * long public/ is cached, and the flags of the auth cookies. What differs between `next dev` and
 * the production build ('unsafe-eval', HSTS, public/'s caching) is checked here only against the
 * suite's own server, which is the production build (playwright.config.ts);
 * tests/unit/security-headers.test.ts covers both modes.
 */

test.describe.configure({ timeout: FLOW_TIMEOUT });

const MAYBE_DEV_SERVER = "E2E_BASE_URL may be `next dev`, which allows eval and sends no HSTS";
const PAGES = [
  "/",
  "/print-shop",
  "/customize-order",
  "/store",
  "/find-your-business",
  "/blog",
  "/checkout",
  "/privacy-policy",
  "/terms-conditions",
  "/login",
  "/signup",
];

/** The public pages, one product and one blog post among them (found through the sitemap). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const first = (pattern: RegExp) =>
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).find((path) => pattern.test(path));
  return [...PAGES, ...[first(/^\/product\/\d+$/), first(/^\/blog\/[a-z0-9-]+$/)].filter((path): path is string => Boolean(path))];
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const where = `${response.url()} (${response.status()})`;
  const policy = Object.fromEntries(
    (headers["content-security-policy"] ?? "").split(/;\s*/).map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
  );
  expect(policy["default-src"], where).toEqual(["'self'"]);
  expect(policy["script-src"], where).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com"]));
  expect(policy["object-src"], where).toEqual(["'none'"]);
  expect(policy["base-uri"], where).toEqual(["'self'"]);
  expect(policy["form-action"], where).toEqual(["'self'"]);
  expect(policy["frame-ancestors"], where).toEqual(["'none'"]);
  expect(policy["img-src"], where).toContain("https://files.cdn.printful.com");
  expect(headers, where).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  });
  if (!AGAINST_EXTERNAL_SERVER) {
    expect(policy["script-src"], where).not.toContain("'unsafe-eval'");
    expect(headers["strict-transport-security"], where).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  }
}

test.describe("security headers", () => {
  test.beforeEach(() => {
    if (AGAINST_EXTERNAL_SERVER) test.info().annotations.push({ type: "not checked", description: `'unsafe-eval' and HSTS: ${MAYBE_DEV_SERVER}` });
  });

  test("every public page carries them", async ({ request }) => {
    for (const path of await publicPages(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
    }
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
  });

  test("API answers carry them, successes and refusals alike", async ({ request }) => {
    const answers = [
      await request.get("/api/printful/products"),
      await request.get("/api/auth/user"),
      await request.get("/api/admin/orders"),
      await request.post("/api/contact-inquiries", { data: "{", headers: { "content-type": "application/json" } }),
    ];
    expect(answers.map((response) => response.status())).toEqual([200, 401, 401, 400]);
    for (const response of answers) expectSecurityHeaders(response);
  });

  test("the admin area's 404 page stays one behind a TLS proxy that sends X-Forwarded-Proto: https", async ({ request }) => {
    // The suite's server trusts one proxy in front (TRUST_PROXY_HOPS=1), as behind nginx.
    const response = await request.get("/admin", { headers: { "x-forwarded-proto": "https" } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("</html>");
    expectSecurityHeaders(response);
  });

  test("build assets say only nosniff: a policy does nothing on a script, and a page loads a dozen", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const headers = (await request.get(asset)).headers();
      expect(headers["x-content-type-options"], asset).toBe("nosniff");
      expect(headers, asset).not.toHaveProperty("content-security-policy");
      expect(headers["cache-control"], asset).toContain("immutable");
    }
  });

  test("every public page loads without a Content-Security-Policy violation", async ({ page, request }) => {
    // The page fixture (./fixtures.ts) fails the test on any violation it saw.
    for (const path of await publicPages(request)) {
      await page.goto(path);
      await page.waitForLoadState("load");
    }
  });
});

test.describe("the script policy (docs/security.md)", () => {
  // Rendered per request, so each answer can carry its own nonce; the admin's first (the PIN keypad, then a tab).
  const PER_REQUEST = ["/admin/login", "/admin", "/admin/orders", "/account", "/orders/lookup", "/plans/basic/start"];
  const scriptSrc = (response: APIResponse) =>
    (response.headers()["content-security-policy"] ?? "")
      .split(/;\s*/)
      .find((directive) => directive.startsWith("script-src "))
      ?.split(" ") ?? [];

  test("pages rendered per request allow no inline script but their own, which carry the answer's nonce", async ({ page }) => {
    await signIn(page);
    const nonces = new Set<string>();
    for (const path of PER_REQUEST) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const sources = scriptSrc(response);
      expect(sources, path).not.toContain("'unsafe-inline'");
      const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce, path).toBeDefined();
      nonces.add(nonce!);
      const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !attributes.includes('type="application/ld+json"'));
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(PER_REQUEST.length);
    // And they run: the page fixture fails the test on any script the policy blocked. So do the
    // not-found pages the admin may reach: the prerendered 404 page, and an unknown order's,
    // rendered per request.
    for (const path of PER_REQUEST) await open(page, path);
    expect((await page.goto("/admin/no-such-tab"))?.status()).toBe(404);
    await untilHydrated(page);
    await open(page, "/admin/orders/999999999");
  });

  test("prerendered pages, which no request renders, keep 'unsafe-inline' and no nonce", async ({ request }) => {
    for (const path of ["/", "/print-shop", "/login", "/checkout"]) {
      const response = await request.get(path);
      expect(response.headers()["x-nextjs-cache"], path).toMatch(/^(HIT|STALE)$/);
      const sources = scriptSrc(response);
      expect(sources, path).toContain("'unsafe-inline'");
      expect(
        sources.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(false);
    }
  });
});

test.describe("caching of public/ (lib/http/public-file-headers.ts)", () => {
  test("files in public/ are kept for a day, and so are next/image's copies of them", async ({ request }) => {
    // Only the production build sends these: `next dev` leaves public/ uncached, so that a changed file shows at once.
    if (AGAINST_EXTERNAL_SERVER)
      test.info().annotations.push({ type: "not checked", description: "public/'s caching: E2E_BASE_URL may be `next dev`, which leaves it uncached" });
    for (const file of ["/opengraph-image.png", "/icon-192.png", "/print/flyers.webp"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      if (!AGAINST_EXTERNAL_SERVER) expect(response.headers()["cache-control"], file).toBe("public, max-age=86400, stale-while-revalidate=604800");
    }
    const resized = await request.get("/_next/image?url=%2Fprint%2Fflyers.webp&w=640&q=75");
    expect(resized.status()).toBe(200);
    if (!AGAINST_EXTERNAL_SERVER) expect(resized.headers()["cache-control"]).toMatch(/^public, max-age=86400\b/);
  });
});

test.describe("auth cookies", () => {
  const SECURE = "Secure when the site is https";

  function cookie(cookies: Cookie[], name: RegExp): Cookie {
    const found = cookies.find((c) => name.test(c.name));
    expect(found, `a cookie matching ${name}`).toBeDefined();
    return found!;
  }

  test("the session cookie of a login is HttpOnly and SameSite=Lax", async ({ page, baseURL }) => {
    const account = {
      firstName: "Cora",
      lastName: "Mason",
      email: `headers-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: "trowel-and-level",
    };
    expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);
    expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const session = cookie(await page.context().cookies(), /^(__Secure-)?authjs\.session-token$/);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(session.secure, SECURE).toBe(baseURL!.startsWith("https://"));
  });

  test("the admin PIN step cookie is HttpOnly and SameSite=Strict", async ({ page, baseURL }) => {
    expect((await page.request.post("/api/auth/login", { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })).status()).toBe(200);
    expect((await page.request.post("/api/admin/pin", { data: { pin: E2E_ENV.ADMIN_PIN } })).status()).toBe(200);
    const cookies = await page.context().cookies();
    for (const c of [cookie(cookies, /^(__Secure-)?authjs\.session-token$/), cookie(cookies, /^viralize\.admin-step$/)]) {
      expect(c, c.name).toMatchObject({ httpOnly: true, path: "/" });
      expect(c.secure, SECURE).toBe(baseURL!.startsWith("https://"));
    }
    expect(cookie(cookies, /^viralize\.admin-step$/).sameSite).toBe("Strict");
  });
});
