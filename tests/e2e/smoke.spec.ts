import zlib from "node:zlib";
import { BLACK_TEE_S, buy, line } from "./checkout-flow";
import { signIn } from "./admin-session";
import { expect, FLOW_TIMEOUT, test } from "./fixtures";
import { COMPILE_HINT } from "@/scripts/build/compile-hints.mjs";
import { CHROME_ACCEPT_ENCODING, rawGet } from "@/scripts/raw-get";

// What a deployer checks first, tagged @smoke: `npm test` runs these once more against the
// standalone server in a read-only folder with uploads in an S3-compatible bucket (scripts/test.ts).

const PDF = Buffer.from("%PDF-1.7\n% smoke test artwork\n");

test.describe("@smoke a deployed shop", () => {
  test("home and store pages answer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viralize Merch Store");
  });

  test("every script a page starts with carries the compile hint, so Chrome compiles it off the main thread", async ({ request }) => {
    for (const page of ["/", "/blog"]) {
      const html = await (await request.get(page)).text();
      // Modern browsers skip the noModule polyfills, so those are left as they are.
      const scripts = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((match) => match[1] ?? "");
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) expect((await (await request.get(script)).text()).startsWith(COMPILE_HINT), script).toBe(true);
    }
  });

  test("scripts and styles go out compressed at build time: brotli, or gzip where the browser lacks it, each the file once unpacked", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(3);
    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const asset of assets) {
      const [plain, brotli, gzip] = await Promise.all([
        rawGet(`${baseURL}${asset}`, "identity"),
        rawGet(`${baseURL}${asset}`, CHROME_ACCEPT_ENCODING),
        rawGet(`${baseURL}${asset}`, "gzip"),
      ]);
      expect(plain.headers["content-encoding"], asset).toBeUndefined();
      if (plain.body.length < 1024) continue;
      expect([brotli.headers["content-encoding"], gzip.headers["content-encoding"]], asset).toEqual(["br", "gzip"]);
      // Sent from a file of known length, not compressed on the way out.
      expect(Number(brotli.headers["content-length"]), asset).toBe(brotli.body.length);
      expect(zlib.brotliDecompressSync(brotli.body), asset).toEqual(plain.body);
      expect(zlib.gunzipSync(gzip.body), asset).toEqual(plain.body);
      expect(brotli.headers.vary, asset).toContain("Accept-Encoding");
      brotliBytes += brotli.body.length;
      gzipBytes += gzip.body.length;
    }
    expect(brotliBytes).toBeLessThan(gzipBytes * 0.92);
  });

  test("pages and API answers are compressed with brotli where the browser takes it", async ({ baseURL }) => {
    const [brotli, gzip] = await Promise.all([rawGet(`${baseURL}/`, CHROME_ACCEPT_ENCODING), rawGet(`${baseURL}/`, "gzip")]);
    expect([brotli.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toContain("</html>");
    expect(zlib.gunzipSync(gzip.body).toString()).toContain("</html>");
    expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.85);
    const products = await rawGet(`${baseURL}/api/printful/products`, CHROME_ACCEPT_ENCODING);
    expect(products.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(products.body).toString())).toEqual(expect.any(Array));
  });

  test("a prerendered page goes out whole with its length, the same bytes each time; a small JSON answer as it is", async ({ baseURL }) => {
    const [first, second, plain] = [
      await rawGet(`${baseURL}/`, CHROME_ACCEPT_ENCODING),
      await rawGet(`${baseURL}/`, CHROME_ACCEPT_ENCODING),
      await rawGet(`${baseURL}/`, "identity"),
    ];
    expect(first.headers["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(second.body).toEqual(first.body);
    expect(zlib.brotliDecompressSync(first.body)).toEqual(plain.body);
    const health = await rawGet(`${baseURL}/api/health`, CHROME_ACCEPT_ENCODING);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(Number(health.headers["content-length"])).toBe(health.body.length);
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok" });
  });

  test("a build file is only read: other methods get 405, not a server error", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1] ?? "";
    const answer = await rawGet(`${baseURL}${script}`, "identity", "POST");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });

  test("robots.txt and the sitemap name the site this server runs as, not the one the build saw", async ({ request, baseURL }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) expect(location.startsWith(`${baseURL}/`)).toBe(true);
  });

  test("a test-mode purchase becomes an order", async ({ page }) => {
    test.setTimeout(FLOW_TIMEOUT); // the first checkout on a freshly started server
    const orderId = await buy(page, [line(BLACK_TEE_S, 1)], `smoke-${Date.now()}@buyer.test`);
    expect(orderId).toBeGreaterThan(0);
  });

  test("the admin signs in and sees the dashboard", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("artwork uploads to the configured storage", async ({ page }) => {
    await page.goto("/customize-order");
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: "smoke.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByRole("list", { name: "Attached files" }).getByRole("listitem").filter({ hasText: "smoke.pdf" })).toContainText("Uploaded");
  });
});
