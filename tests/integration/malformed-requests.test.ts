import fs from "node:fs";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import type { ProxyMatcher } from "next/dist/build/analysis/get-page-static-info";
import { NextRequest } from "next/server";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { config as proxyConfig } from "@/proxy";
import { ADMIN_PIN, cookieFor, createUser } from "@/tests/support/accounts";
import { customer, seedTestCatalogue, TEST_ADDRESS } from "@/tests/support/catalogue";
import { malformedCases, type Expectation, type MalformedCase } from "@/tests/support/malformed";
import { discoverRoutes, type Method, type Route } from "@/tests/support/api-routes";
import { freshIp } from "@/tests/support/requests";

// Handlers that refresh cached pages need a running Next server for it; here that is a no-op.
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
}));

const tee = { productId: "101", variantId: "1001", quantity: 2 };

/** What each endpoint we know accepts; an endpoint missing here still gets every generic case. */
const EXPECTED: Record<string, Partial<Record<Method, Expectation>>> = {
  "/api/admin/blog-posts": {
    POST: {
      kind: "json",
      sample: {
        title: "Spring Roof Tips",
        excerpt: "Five things to check.",
        content: "## Gutters\n\nClean them.",
        category: "Marketing",
        tags: ["Roofing"],
        published: false,
      },
    },
  },
  "/api/admin/blog-posts/[id]": { PATCH: { kind: "json", sample: { title: "Summer Roof Tips", published: true } } },
  "/api/admin/coupons": {
    POST: {
      kind: "json",
      sample: {
        code: "SPRING10",
        description: "Spring sale",
        discountType: "percentage",
        discountValue: 10,
        minOrderAmount: "25.50",
        maxUses: 5,
        expiresAt: "2031-01-01",
      },
    },
  },
  "/api/admin/coupons/[id]": { PATCH: { kind: "json", sample: { isActive: false } } },
  "/api/admin/orders/[id]": { PATCH: { kind: "json", sample: { status: "shipped" } } },
  "/api/admin/pin": { POST: { kind: "json", sample: { pin: ADMIN_PIN } } },
  "/api/ai/chat": {
    POST: {
      kind: "json",
      sample: { message: "How fast can you launch my site?", context: "A website visitor asks about the services", history: [{ type: "user", content: "Hi" }] },
    },
  },
  "/api/ai/product-description": {
    POST: {
      kind: "json",
      sample: { productName: "RCI Tee", productType: "T-shirt", targetAudience: "trade contractors and construction professionals", businessType: "Roofing" },
    },
  },
  "/api/auth/login": { POST: { kind: "json", sample: { email: "someone@example.com", password: "hammer-time" } } },
  "/api/auth/signup": { POST: { kind: "json", sample: { firstName: "Rosa", lastName: "Diaz", email: "rosa@example.com", password: "hammer-time" } } },
  "/api/auth/email-verification/confirm": { POST: { kind: "json", sample: { token: "t".repeat(43), password: "hammer-time" } } },
  "/api/checkout/price": { POST: { kind: "json", sample: { items: [tee], couponCode: "SPRING10" } } },
  "/api/contact-inquiries": {
    POST: {
      kind: "json",
      sample: {
        firstName: "Dana",
        lastName: "Ortiz",
        businessName: "Ortiz Plumbing",
        email: "dana@ortiz.test",
        phone: "(555) 201-7788",
        tradeType: "Plumber",
        message: "We need a site that ranks.",
      },
    },
  },
  "/api/create-order": { POST: { kind: "json", sample: { items: [tee], customerInfo: customer, paymentIntentId: "pi_unknown_123456" } } },
  "/api/create-payment-intent": { POST: { kind: "json", sample: { items: [tee], customerInfo: customer, couponCode: "" } } },
  "/api/payments/sandbox/confirm": {
    POST: { kind: "json", sample: { clientSecret: "pi_unknown_secret_0123456789", card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } } },
  },
  "/api/quote-request": {
    POST: {
      kind: "json",
      sample: {
        product: "business-cards",
        paper: "premium",
        finish: "matte",
        corners: "square",
        quantity: 500,
        designOption: "template",
        uploadedFiles: ["logo.png"],
        uploadIds: ["00000000-0000-0000-0000-000000000000"],
        businessInfo: {
          businessName: "Bright Spark Electric",
          contactPerson: "Sam Reyes",
          phone: "555-404-2211",
          email: "sam@spark.test",
          address: "12 Main St",
          website: "https://spark.test",
          services: "Panels",
          specialRequests: "",
        },
      },
    },
  },
  "/api/uploads": { POST: { kind: "multipart" } },
  "/api/uploads/intents": { POST: { kind: "json", sample: { name: "logo.png", size: 2048, contentType: "image/png" } } },
};

/** Stripe's webhook and Auth.js speak their own protocols (signatures; redirects to /login?error=…). */
const OWN_PROTOCOL = new Set(["/api/webhooks/stripe", "/api/auth/[...nextauth]"]);

const plausible: Record<string, string | string[]> = {};
let adminCookie = "";

beforeAll(async () => {
  await seedTestCatalogue();
  const admin = await createUser("ADMIN");
  adminCookie = await cookieFor(admin, { pinStep: true });
  const order = await prisma.order.create({
    data: {
      paymentIntentId: "pi_malformed",
      paymentProvider: "sandbox",
      customerName: "Kim Roof",
      customerEmail: "kim@roof.test",
      ...TEST_ADDRESS,
      subtotal: 5000,
      total: 5000,
    },
  });
  const coupon = await prisma.coupon.create({ data: { code: "MALFORMED", description: "", discountType: "percentage", discountValue: 5 } });
  const file = await prisma.uploadedFile.create({
    data: {
      id: crypto.randomUUID(),
      originalName: "x.pdf",
      storageKey: `missing/${crypto.randomUUID()}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 1,
      sha256: "0",
    },
  });
  Object.assign(plausible, {
    "/api/admin/orders/[id]": String(order.id),
    "/api/admin/coupons/[id]": String(coupon.id),
    "/api/admin/uploads/[id]": file.id,
    "/api/printful/products/[id]": "101",
    "/api/auth/[...nextauth]": ["session"],
  });
});

afterAll(() => {
  expect(Object.prototype).not.toHaveProperty("polluted");
  expect(Object.prototype).not.toHaveProperty("role");
});

let fingerprintQuery = "";

/**
 * Every table but the rate-limit counters: its row count and newest row version (an insert or
 * update gives a row a new xmin, a delete lowers the count); and the files in the uploads folder.
 */
async function fingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const tables = await prisma.$queryRaw<{ name: string }[]>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('RateLimitBucket', '_prisma_migrations')`;
    fingerprintQuery = `SELECT ${tables.map(({ name }) => `(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM "${name}") AS "${name}"`).join(", ")}`;
  }
  const [rows] = await prisma.$queryRawUnsafe<Record<string, string>[]>(fingerprintQuery);
  return JSON.stringify({ ...rows, uploads: fs.readdirSync(process.env.UPLOADS_DIR!, { recursive: true }).length });
}

function urlOf(route: Route, segment: string | undefined): string {
  const value = segment ?? plausible[route.path] ?? "1";
  const parts = Array.isArray(value) ? value : [value];
  return route.path.replace(/\[\[?(\.\.\.)?[^\]]+\]\]?/g, (_, catchAll?: string) =>
    catchAll ? parts.map(encodeURIComponent).join("/") : encodeURIComponent(parts.join("/")),
  );
}

function paramsOf(route: Route, segment: string | undefined): Record<string, string | string[]> {
  const value = segment ?? plausible[route.path] ?? "1";
  return Object.fromEntries(route.segments.map(({ name, catchAll }) => [name, catchAll ? (Array.isArray(value) ? value : [value]) : String(value)]));
}

// Next's own reading of the proxy's `matcher` (exported, though not typed; next/experimental/testing
// would do, but it patches console.error into throwing outside a Next server).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[] };
const proxyPaths = getMiddlewareMatchers(proxyConfig.matcher, {}).map(({ regexp }) => new RegExp(regexp));

/** Sends one request the way Next does: to the handler (the proxy stays off /api/, the test below says). */
async function send(route: Route, method: Method, c: MalformedCase, cookie: string): Promise<Response> {
  const url = `http://localhost${urlOf(route, c.segment)}${c.query ? `?${c.query}` : ""}`;
  const ownCookie = c.cookie ? c.cookie(cookie) : cookie;
  const headers = { "x-forwarded-for": freshIp(), ...(ownCookie ? { cookie: ownCookie } : {}), ...c.headers };
  return route.handlers[method]!(new NextRequest(url, { method, headers, body: c.body }), { params: Promise.resolve(paramsOf(route, c.segment)) });
}

/** What is wrong with a response, if anything: a 5xx, or an error that is not a JSON { error }. */
async function problemWith(response: Response, ownProtocol: boolean): Promise<string | null> {
  const text = await response.text();
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (response.status < 400 || ownProtocol) return null;
  if (!response.headers.get("content-type")?.includes("application/json")) return `${response.status} is not JSON: ${text.slice(0, 200)}`;
  const body = JSON.parse(text) as { error?: unknown };
  return typeof body.error === "string" && body.error.trim() ? null : `${response.status} without a string error: ${text.slice(0, 200)}`;
}

const BATCH = 64;

/** Fires every case in small parallel batches; a batch that was refused throughout must have written nothing. */
async function fire(route: Route, method: Method, cases: MalformedCase[], who: string, cookie: string): Promise<string[]> {
  const problems: string[] = [];
  const ownProtocol = OWN_PROTOCOL.has(route.path);
  let before = await fingerprint();
  for (let i = 0; i < cases.length; i += BATCH) {
    const batch = cases.slice(i, i + BATCH);
    // Next answers a handler that throws with a bare 500.
    const responses = await Promise.all(
      batch.map((c) => send(route, method, c, cookie).catch((error: unknown) => new Response(`threw ${String(error)}`, { status: 500 }))),
    );
    for (const [j, response] of responses.entries()) {
      const c = batch[j]!;
      const problem = c.refused && response.status < 400 ? `${response.status}: expected a refusal` : await problemWith(response, ownProtocol);
      if (problem) problems.push(`${who}, ${c.label}: ${problem}`);
    }
    const after = await fingerprint();
    if (responses.every((r) => r.status >= 400) && after !== before) {
      problems.push(`${who}: a refused batch wrote to the database or the uploads folder (${batch.map((c) => c.label).join(" | ")})`);
    }
    before = after;
  }
  return problems;
}

const routes = await discoverRoutes();

describe("malformed requests to every API endpoint", () => {
  it("finds the API's route handlers, none behind the proxy, which would hold their bodies (apiHandler guards them: api-guard.test.ts)", () => {
    expect(routes.length).toBeGreaterThan(20);
    const proxied = routes.filter((route) => proxyPaths.some((path) => path.test(urlOf(route, undefined)))).map((route) => route.path);
    expect(proxied).toEqual([]);
  });

  for (const route of routes) {
    for (const method of Object.keys(route.handlers) as Method[]) {
      it(`${method} ${route.path}: no 5xx, errors as JSON { error }, nothing written`, async () => {
        const expectation = EXPECTED[route.path]?.[method] ?? { kind: "none" };
        const cases = malformedCases(method, expectation, route.segments.length > 0);
        expect(cases.length).toBeGreaterThanOrEqual(100);
        const problems = await fire(route, method, cases, "anonymous", "");
        // Where the anonymous visitor is turned away and the admin (PIN step done) is not, the admin gets the same requests, so validation runs.
        const plausibleCase: MalformedCase = {
          label: "plausible",
          headers: { "content-type": "application/json" },
          body: expectation.kind === "json" ? JSON.stringify(expectation.sample) : undefined,
        };
        const [anonymous, admin] = await Promise.all([send(route, method, plausibleCase, ""), send(route, method, plausibleCase, adminCookie)]);
        if ([401, 403].includes(anonymous.status) && admin.status !== anonymous.status)
          problems.push(...(await fire(route, method, cases, "admin", adminCookie)));
        expect(problems).toEqual([]);
      });
    }
  }
});

describe("POST /api/webhooks/stripe with Stripe switched on", () => {
  const SECRET = "whsec_malformed";

  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it("refuses 100 forged, stale and garbled deliveries (and signed ones that are no event) with a 400 JSON { error } and records nothing", async () => {
    vi.resetModules();
    vi.stubEnv("PAYMENTS_PROVIDER", "stripe");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_malformed");
    vi.stubEnv("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "pk_test_malformed");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", SECRET);
    const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
    const signer = new Stripe("sk_test_malformed");
    const event = JSON.stringify({
      id: "evt_malformed",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_malformed", object: "payment_intent" } },
    });
    const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
    const now = Math.floor(Date.now() / 1000);
    const payloads = [event, "", "{", "null", "[]", "{}", `{"id": 5}`, "x".repeat(1024 * 1024), `{"__proto__": {"polluted": "yes"}}`, "\u0000"];
    const signatures = (payload: string): [string, string | undefined][] => [
      ["no signature", undefined],
      ["an empty signature", ""],
      ["garbage", "garbage"],
      ["a signature without a timestamp", `v1=${"0".repeat(64)}`],
      ["a timestamp without a signature", `t=${now}`],
      ["a non-numeric timestamp", `t=abc,v1=${"0".repeat(64)}`],
      ["an 8 KB header", `t=${now},v1=${"a".repeat(8000)}`],
      ["another secret's signature", sign(payload, { secret: "whsec_other" })],
      ["an hour-old signature", sign(payload, { timestamp: now - 3600 })],
      ["another payload's signature", sign(`${payload} `)],
      ...(payload === event ? [] : [["a valid signature", sign(payload)] as [string, string]]),
    ];
    const cases = payloads.flatMap((payload) =>
      signatures(payload).map(([label, signature]) => ({ label: `${label} over ${JSON.stringify(payload.slice(0, 20))}`, payload, signature })),
    );
    expect(cases.length).toBeGreaterThanOrEqual(100);

    const before = await fingerprint();
    const problems: string[] = [];
    for (let i = 0; i < cases.length; i += BATCH) {
      const batch = cases.slice(i, i + BATCH);
      const responses = await Promise.all(
        batch.map(({ payload, signature }) =>
          webhook(
            new NextRequest("http://localhost/api/webhooks/stripe", {
              method: "POST",
              headers: { "content-type": "application/json", ...(signature === undefined ? {} : { "stripe-signature": signature }) },
              body: payload,
            }),
          ),
        ),
      );
      for (const [j, response] of responses.entries()) {
        const problem = response.status === 400 ? await problemWith(response, false) : `${response.status}: expected 400`;
        if (problem) problems.push(`${batch[j]!.label}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });
});
