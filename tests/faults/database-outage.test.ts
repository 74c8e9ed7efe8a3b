import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "@/scripts/chromium";
import { ADMIN, startApp, startDatabase, waitFor, type App, type FaultDatabase } from "./stack";

// PostgreSQL stops under the production server, then comes back: pages fail politely, static
// pages keep serving, APIs answer 503, and the same server process recovers on its own.

const PRODUCT = { id: 400000001, name: "RCI Unisex Tee" };
/** A checkout's valid customer: the request passes its checks and needs the database next. */
const CUSTOMER = {
  firstName: "Joe",
  lastName: "Mason",
  email: "joe@mason.test",
  phone: "555-0100",
  address: "1 Brick Rd",
  city: "Austin",
  state: "TX",
  zip: "73301",
};
// No such product, so rendered when first asked for: it needs the database. A new id each run,
// since the build's page cache (kept on disk) remembers the answer for one already asked for.
const UNKNOWN_PRODUCT = 1_000_000_000 + (Date.now() % 1_000_000_000);
// What must never reach a visitor: a stack frame, or the database client's own words.
const INTERNALS = /\bat .+:\d+:\d+|PrismaClient|Invalid `prisma|ECONNREFUSED/;

let db: FaultDatabase | undefined;
let app: App | undefined;
let browser: Browser | undefined;
let admin = "";

async function get(path: string, cookie = "") {
  const response = await fetch(`${app!.url}${path}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

async function post(path: string, body: unknown, cookie = "") {
  return fetch(`${app!.url}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
}

/**
 * What a visitor sees at path in a browser: the status, and the page's text once `expected`
 * shows (a page that failed on the server is drawn by its error boundary in the browser).
 */
async function visit(path: string, expected: string, cookie = "") {
  browser ??= await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${app!.url}${path}`);
    await page.getByText(expected).first().waitFor({ timeout: 15_000 });
    return { status: response?.status() ?? 0, text: await page.locator("body").innerText() };
  } finally {
    await context.close();
  }
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Signs in as the admin and passes the PIN step, as the browser does; the Cookie header. */
async function signInAdmin(): Promise<string> {
  const login = await post("/api/auth/login", { email: ADMIN.email, password: ADMIN.password });
  expect(login.status).toBe(200);
  const session = cookiesOf(login).join("; ");
  const pin = await post("/api/admin/pin", { pin: ADMIN.pin }, session);
  expect(pin.status).toBe(200);
  return [session, ...cookiesOf(pin)].join("; ");
}

beforeAll(async () => {
  db = await startDatabase("outage");
  app = await startApp(db.url);
  admin = await signInAdmin();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await db?.stop();
});

describe("PostgreSQL stopping and coming back", () => {
  it("serves the product page, the admin and the APIs while it runs", async () => {
    expect((await get(`/product/${PRODUCT.id}`)).text).toContain(PRODUCT.name);
    expect((await get("/admin", admin)).text).toContain("Dashboard | Viralize Admin");
    expect((await get("/api/printful/products")).status).toBe(200);
    // Renders the store page once now, so what is cached is a good version.
    expect((await get("/store")).text).toContain(PRODUCT.name);
  });

  describe("while it is down", () => {
    beforeAll(async () => {
      await db!.stop();
    });

    it("shows dynamic pages' friendly error pages with a 5xx status, never internals", async () => {
      const product = await visit(`/product/${UNKNOWN_PRODUCT}`, "The store is taking a short break");
      expect(product.status).toBeGreaterThanOrEqual(500);
      expect(product.text).toContain("Try again");
      expect(product.text).not.toMatch(INTERNALS);

      // A post that fails to load reads as not found, with the way back to the blog.
      const post = await visit(`/blog/unbuilt-post-${UNKNOWN_PRODUCT}`, "Blog Post Not Found");
      expect(post.status).toBeGreaterThanOrEqual(500);
      expect(post.text).toContain("Back to Blog");
      expect(post.text).not.toMatch(INTERNALS);

      const dashboard = await visit("/admin", "Something broke on our end", admin);
      expect(dashboard.status).toBeGreaterThanOrEqual(500);
      expect(dashboard.text).toContain("Try again");
      expect(dashboard.text).toContain("Back to Home");
      expect(dashboard.text).not.toMatch(INTERNALS);
      // Not even in the page's source.
      expect((await get("/admin", admin)).text).not.toMatch(INTERNALS);
    });

    it("still serves static pages, and cached pages' last good versions rather than a failure", async () => {
      for (const [path, text] of [
        ["/", "Websites that make the phone ring"],
        ["/print-shop", "Print shop"],
        ["/login", "Welcome back"],
        [`/product/${PRODUCT.id}`, PRODUCT.name],
      ]) {
        const page = await get(path!);
        expect(page.status, path).toBe(200);
        expect(page.text, path).toContain(text);
      }
      const store = await get("/store");
      expect(store.status).toBe(200);
      expect(store.text).toContain(PRODUCT.name);
      expect(store.text).not.toContain("taking a short break");
    });

    it("answers APIs with 503 and a JSON { error }", async () => {
      const answers = [
        await fetch(`${app!.url}/api/printful/products`),
        await fetch(`${app!.url}/api/printful/products/${PRODUCT.id}`),
        await fetch(`${app!.url}/api/admin/orders`, { headers: { cookie: admin } }),
        await post("/api/auth/login", { email: ADMIN.email, password: ADMIN.password }),
        await post("/api/create-payment-intent", { items: [{ productId: String(PRODUCT.id), variantId: "1", quantity: 1 }], customerInfo: CUSTOMER }),
      ];
      for (const response of answers) {
        expect(response.status, response.url).toBe(503);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect(((await response.json()) as { error: string }).error).toMatch(/can't reach our database/);
      }
    });
  });

  it("recovers within seconds of PostgreSQL coming back, in the same server processes", async () => {
    const pids = app!.pids();
    await db!.start();
    const started = Date.now();
    await waitFor("the products API to answer 200 again", async () => ((await get("/api/printful/products")).status === 200 ? true : undefined), 15_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(app!.pids()).toEqual(pids);
    const unknown = await get(`/product/${UNKNOWN_PRODUCT}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Product Not Found");
    expect((await get("/admin", admin)).text).toContain("Dashboard | Viralize Admin");
    expect((await post("/api/auth/login", { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  });
});
