import type { Page } from "@playwright/test";
import { seedBlogPosts } from "@/prisma/seed-data/blog-posts";
import { seedMerchProducts } from "@/prisma/seed-data/merch-catalogue";
import { E2E_ENV } from "@/scripts/e2e-env";
import { expect, test } from "./fixtures";

/** The page's sharing images as its meta tags give them, for Open Graph and for X (Twitter). */
function sharingImages(page: Page) {
  return page.evaluate(() => {
    const contents = (selector: string) => Array.from(document.querySelectorAll(selector), (meta) => meta.getAttribute("content") ?? "");
    return {
      og: contents('meta[property="og:image"]'),
      ogAlt: contents('meta[property="og:image:alt"]'),
      twitter: contents('meta[name="twitter:image"]'),
      twitterAlt: contents('meta[name="twitter:image:alt"]'),
    };
  });
}

test.describe("search engines and sharing", () => {
  test("sitemap.xml lists the public pages, the blog posts and the products", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    for (const path of ["/", "/print-shop", "/customize-order", "/store", "/blog", "/privacy-policy", "/terms-conditions"]) {
      expect(xml).toContain(`<loc>${E2E_ENV.SITE_URL}${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>[^<]+\/blog\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/product\/\d+<\/loc>/);
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt allows the site, keeps crawlers out of admin and APIs, and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Allow: /api/blog-images/");
    expect(text).toContain(`Sitemap: ${E2E_ENV.SITE_URL}/sitemap.xml`);
  });

  test("the manifest, favicon and Open Graph image are served", async ({ request, page }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ short_name: "Viralize", start_url: "/" });
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok()).toBe(true);

    await page.goto("/");
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage).toBeTruthy();
    const image = await request.get(ogImage!);
    expect(image.headers()["content-type"]).toBe("image/png");
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const ogImageAlt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
    expect(ogImageAlt).toBeTruthy();
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", ogImageAlt!);
  });

  test("every page with a sharing image describes it in words, for Open Graph and for X", async ({ page }) => {
    const product = seedMerchProducts[0]!;
    const post = seedBlogPosts[0]!;
    // Pages with their own card (a product's photo, a post), and pages without (sign-out, a quote link, a 404).
    const pages: [string, string | null][] = [
      ["/", null],
      [`/product/${product.externalId}`, product.name],
      [`/blog/${post.slug}`, null],
      ["/logout", null],
      ["/quotes/no-such-quote-link", null],
      ["/no/such/page", null],
    ];
    for (const [path, alt] of pages) {
      await page.goto(path);
      const images = await sharingImages(page);
      expect(images.og.length, `${path}: og:image`).toBeGreaterThan(0);
      expect(images.twitter, `${path}: twitter:image`).toEqual(images.og);
      expect(images.ogAlt, `${path}: og:image:alt`).toHaveLength(images.og.length);
      expect(images.twitterAlt, `${path}: twitter:image:alt`).toEqual(images.ogAlt);
      for (const text of images.ogAlt) expect(text, `${path}: og:image:alt`).toEqual(alt ?? expect.stringMatching(/\S/));
    }
  });
});
