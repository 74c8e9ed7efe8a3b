import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { createPrismaClient } from "@/lib/db/client";
import { expect, test } from "./fixtures";

/*
 * /blog, /blog/{slug} and /blog/rss.xml (docs/product.md#blog) against the seeded posts
 * (prisma/seed-data/blog-posts.ts), plus a hostile post written straight into the database.
 */

/** A seeded post with four tags, so the card's three-tag limit shows. */
const SEEDED = {
  slug: "door-hangers-and-yard-signs-one-job-into-five",
  title: "Door Hangers and Yard Signs: How to Turn One Job Into Five on the Same Street",
  excerpt: "Every job you finish is an advertisement the neighbors have already noticed.",
  category: "Marketing",
  date: "June 24, 2025",
  tags: ["Print Marketing", "Door Hangers", "Yard Signs", "Neighborhood Marketing"],
};

let client: ReturnType<typeof createPrismaClient> | undefined;
const db = () => (client ??= createPrismaClient(process.env.DATABASE_URL || "postgresql://postgres:postgres@127.0.0.1:54322/viralize"));
const createdSlugs: string[] = [];

test.afterAll(async () => {
  if (!client) return;
  if (createdSlugs.length) await client.blogPost.deleteMany({ where: { slug: { in: createdSlugs } } });
  await client.$disconnect();
});

const seededCard = (page: Page) => page.getByTestId("post-card").filter({ has: page.getByRole("heading", { name: SEEDED.title }) });

test.describe("/blog", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
  });

  test("has the hero, the four topics, the feed link and no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    await expect(page).toHaveTitle("Contractor Growth Blog | Viralize");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contractor Growth Blog");
    await expect(page.getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText([
      "Digital Marketing",
      "Website Design",
      "Lead Generation",
      "Business Growth",
    ]);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expectAccessible();
  });

  test("the topics read as plain words, nothing that looks pressable: no links or buttons, no pill, no pointer", async ({ page }) => {
    const topics = page.getByRole("list", { name: "Topics" });
    await expect(topics.getByRole("listitem")).toHaveCount(4);
    await expect(topics.getByRole("link")).toHaveCount(0);
    await expect(topics.getByRole("button")).toHaveCount(0);
    for (const topic of await topics.getByRole("listitem").all()) {
      await topic.hover();
      const look = await topic.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, border: style.borderWidth, cursor: style.cursor, focusable: element.tabIndex >= 0 };
      });
      expect(look, (await topic.textContent()) ?? "").toEqual({ background: "rgba(0, 0, 0, 0)", border: "0px", cursor: "auto", focusable: false });
    }
  });

  test("shows each post as a card: badge, long date, title, three-line excerpt, at most 3 tags, Read More", async ({ page }) => {
    const cards = page.getByTestId("post-card");
    await expect(seededCard(page)).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("category-badge")).toBeVisible();
      await expect(card.locator("time")).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
      await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    }

    const card = seededCard(page);
    await expect(card.getByTestId("category-badge")).toHaveText(SEEDED.category);
    await expect(card.getByTestId("category-badge")).toHaveClass(/bg-blue-100/);
    await expect(card.locator("time")).toHaveText(SEEDED.date);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(SEEDED.tags.slice(0, 3));
    const excerpt = card.getByText(SEEDED.excerpt, { exact: false });
    await expect(excerpt).toHaveCSS("-webkit-line-clamp", "3");

    // The colours of the other seeded categories (docs/brand.md#colour).
    for (const [category, tint] of [
      ["Web Design", "purple"],
      ["Business Growth", "green"],
      ["SEO", "yellow"],
      ["Technology", "red"],
      ["Operations", "slate"],
    ]) {
      await expect(page.getByTestId("category-badge").filter({ hasText: category }).first()).toHaveClass(new RegExp(`bg-${tint}-100`));
    }
  });

  test("Read More opens the post", async ({ page }) => {
    await seededCard(page)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${SEEDED.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEEDED.title);
  });

  test("ends with a call to action to the plans", async ({ page }) => {
    await expect(page.getByRole("main").getByRole("link", { name: "View Our Plans" })).toHaveAttribute("href", "/#pricing");
  });
});

test.describe("/blog/{slug}", () => {
  test("shows the whole post with the back bar, byline, every tag, the content and the call to action @phone", async ({ page, expectAccessible }) => {
    await page.goto(`/blog/${SEEDED.slug}`);
    await expect(page).toHaveTitle(`${SEEDED.title} | Viralize`);

    // By role, so a bar still held back in a streamed (hidden) part of the page is not counted.
    const bar = page.getByRole("navigation", { name: "Blog" });
    await expect(bar).toHaveCSS("position", "sticky");
    await expect(bar.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");

    const article = page.getByRole("article");
    await expect(article.getByTestId("category-badge")).toHaveText(SEEDED.category);
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(SEEDED.title);
    await expect(article.getByText(SEEDED.excerpt, { exact: false }).first()).toBeVisible();
    await expect(article.getByText("Viralize Team")).toBeVisible();
    await expect(article.locator("header time")).toHaveText(SEEDED.date);
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(article.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(SEEDED.tags);
    // The markdown arrives as formatted HTML, its headings below the title's h1.
    const content = page.getByTestId("post-content");
    await expect(content.getByRole("heading").first()).toBeVisible();
    await expect(content.getByRole("heading", { level: 1 })).toHaveCount(0);
    await expect(content.getByRole("listitem").first()).toBeVisible();
    await expect(content.locator("strong").first()).toBeVisible();

    await expect(page.getByRole("link", { name: "View Our Plans" })).toHaveAttribute("href", "/#pricing");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/#contact");
    await expect(page.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog");

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${SEEDED.slug}$`));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    // Seeded as written on the day it was published, not on the day the shop was seeded.
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: SEEDED.title,
      datePublished: "2025-06-24T13:00:00.000Z",
      dateModified: "2025-06-24T13:00:00.000Z",
      author: { name: "Viralize Team" },
    });
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute("content", "2025-06-24T13:00:00.000Z");

    await expectAccessible();

    // The bar stays in view below the header as the article scrolls.
    await page.getByRole("link", { name: "View All Articles" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await bar.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("an unknown post answers 404 with the Not Found view and a way back", async ({ page, expectAccessible }) => {
    const response = await page.goto("/blog/no-such-post-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expectAccessible();
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("a hostile post renders as inert text: nothing it contains runs", async ({ page }) => {
    const slug = `hostile-${crypto.randomBytes(4).toString("hex")}`;
    createdSlugs.push(slug);
    const payload = '<script>window.__xss = "script"</script><img src=x onerror="window.__xss = \'img\'">';
    await db().blogPost.create({
      data: {
        slug,
        title: `Hostile ${payload}</title></script>`,
        excerpt: `Excerpt <svg onload="window.__xss = 'svg'"></svg>`,
        category: `<img src=x onerror="window.__xss = 'badge'">`,
        tags: ["<b onmouseover=alert(1)>tag</b>"],
        content: [
          "# <iframe src=\"javascript:window.__xss='iframe'\"></iframe>",
          "",
          payload,
          "",
          "[click me](javascript:window.__xss='link') and [tabbed](java\tscript:alert(1)) and [data](data:text/html,<script>alert(1)</script>)",
          "",
          '- **<a href="javascript:alert(1)">raw anchor</a>**',
          "- [quote break](/ok\" onmouseover=\"window.__xss='attr')",
        ].join("\n"),
        publishedAt: new Date(Date.now() - 60_000),
      },
    });

    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);

    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(`Hostile ${payload}</title></script>`);
    await expect(article.getByTestId("category-badge")).toHaveText(`<img src=x onerror="window.__xss = 'badge'">`);
    await expect(article.getByRole("list", { name: "Tags" })).toHaveText("<b onmouseover=alert(1)>tag</b>");
    const content = page.getByTestId("post-content");
    await expect(content).toContainText(payload);
    await expect(content).toContainText("click me");
    // Nothing the author typed became an element, and no link got a script URL.
    await expect(content.locator("script, img, iframe, svg, b, a[href^='javascript' i], a[href^='data' i]")).toHaveCount(0);
    await expect(page.locator("main img, main svg[onload], main iframe")).toHaveCount(0);
    await expect(page.locator("[onerror], [onload], [onmouseover]")).toHaveCount(0);
    expect(await page.title()).toContain("Hostile <script>");
    // The structured data still parses: the title could not close its script tag.
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "")).toMatchObject({
      headline: `Hostile ${payload}</title></script>`,
    });

    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe("feeds and the public API", () => {
  test("/blog/rss.xml is well-formed RSS 2.0 with the newest posts", async ({ request, page }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    await page.goto("/blog");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.title).toBe("Contractor Growth Blog | Viralize");
    expect(parsed.items.length).toBeGreaterThanOrEqual(8);
    expect(parsed.items.length).toBeLessThanOrEqual(50);
    expect(parsed.items.map((item) => item.link)).toContainEqual(expect.stringMatching(new RegExp(`^https?://[^/]+/blog/${SEEDED.slug}$`)));
    const dates = parsed.items.map((item) => Date.parse(item.pubDate ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test("the API lists published posts and answers 404 JSON for an unknown slug", async ({ request }) => {
    const posts = (await (await request.get("/api/blog-posts")).json()) as { slug: string; publishedAt: string }[];
    expect(posts.map((post) => post.slug)).toContain(SEEDED.slug);
    const one = await request.get(`/api/blog-posts/${SEEDED.slug}`);
    expect(await one.json()).toMatchObject({ slug: SEEDED.slug, title: SEEDED.title, publishedAt: "2025-06-24T13:00:00.000Z" });
    const missing = await request.get("/api/blog-posts/no-such-post-anywhere");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "Blog post not found." });
  });
});
