import { beforeEach, describe, expect, it, vi } from "vitest";
import * as blogPosts from "@/app/api/blog-posts/route";
import * as blogPost from "@/app/api/blog-posts/[slug]/route";
import * as rss from "@/app/(site)/blog/rss.xml/route";
import sitemap from "@/app/sitemap";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { seedTestCatalogue } from "@/tests/support/catalogue";
import { errorOf } from "@/tests/support/requests";

// revalidatePath needs a running Next server; here we only check which paths are refreshed.
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath }));

const DAY = 24 * 60 * 60 * 1000;
const SITE = env().SITE_URL;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let sequence = 0;
async function insertPost(
  overrides: { slug?: string; title?: string; excerpt?: string; content?: string; category?: string; tags?: string[]; publishedAt?: Date | null } = {},
) {
  sequence += 1;
  return prisma.blogPost.create({
    data: {
      slug: `post-${sequence}`,
      title: `Post ${sequence}`,
      excerpt: `Excerpt ${sequence}.`,
      content: `## Heading ${sequence}\n\nBody with **bold** text.`,
      category: "Marketing",
      tags: ["Leads", "Phone Calls"],
      publishedAt: daysAgo(sequence),
      ...overrides,
    },
  });
}

const list = (query = "") => blogPosts.GET(new Request(`http://localhost/api/blog-posts${query}`));
const one = (slug: string) => blogPost.GET(new Request(`http://localhost/api/blog-posts/${encodeURIComponent(slug)}`), { params: Promise.resolve({ slug }) });

type PostJson = { id: number; slug: string; title: string; excerpt: string; content: string; category: string; tags: string[]; publishedAt: string };

beforeEach(async () => {
  await prisma.blogPost.deleteMany();
});

describe("GET /api/blog-posts", () => {
  it("lists published posts newest first in the spec's shape, with ISO dates", async () => {
    const older = await insertPost({ publishedAt: daysAgo(10), tags: ["A", "B", "C", "D"] });
    const newer = await insertPost({ publishedAt: daysAgo(1) });
    const response = await list();
    expect(response.status).toBe(200);
    const body = (await response.json()) as PostJson[];
    expect(body.map((post) => post.slug)).toEqual([newer.slug, older.slug]);
    expect(Object.keys(body[1]!).sort()).toEqual(["category", "content", "excerpt", "id", "publishedAt", "slug", "tags", "title"]);
    expect(body[1]).toEqual({
      id: older.id,
      slug: older.slug,
      title: older.title,
      excerpt: older.excerpt,
      content: older.content,
      category: "Marketing",
      tags: ["A", "B", "C", "D"],
      publishedAt: older.publishedAt!.toISOString(),
    });
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it("never shows drafts or posts dated in the future", async () => {
    const live = await insertPost();
    await insertPost({ slug: "a-draft", publishedAt: null });
    await insertPost({ slug: "next-week", publishedAt: new Date(Date.now() + 7 * DAY) });
    const body = (await (await list()).json()) as PostJson[];
    expect(body.map((post) => post.slug)).toEqual([live.slug]);
  });

  it("answers an empty list when nothing is published", async () => {
    await insertPost({ publishedAt: null });
    const response = await list();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(response.headers.get("x-total-count")).toBe("0");
  });

  it("pages through many posts with ?page and ?pageSize, and caps the page size", async () => {
    const base = Date.now() - 1000 * DAY;
    await prisma.blogPost.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        slug: `bulk-${i}`,
        title: `Bulk ${i}`,
        excerpt: "x",
        content: "y",
        category: "SEO",
        tags: [],
        publishedAt: new Date(base + i * DAY),
      })),
    });
    const first = await list();
    expect(((await first.json()) as PostJson[]).length).toBe(100);
    expect(first.headers.get("x-total-count")).toBe("120");

    const second = await list("?page=2&pageSize=50");
    const slugs = ((await second.json()) as PostJson[]).map((post) => post.slug);
    expect(slugs).toHaveLength(50);
    expect(slugs[0]).toBe("bulk-69");
    expect(second.headers.get("x-page")).toBe("2");
    expect(second.headers.get("x-page-size")).toBe("50");

    expect(((await (await list("?page=9")).json()) as PostJson[]).length).toBe(0);
  });

  it.each([
    ["?pageSize=500", /at most 100/],
    ["?pageSize=0", /at least 1/],
    ["?page=0", /starts at 1/],
    ["?page=two", /must be a number/],
  ])("refuses %s with a 400 JSON error", async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
  });
});

describe("GET /api/blog-posts/{slug}", () => {
  it("answers one published post with its markdown and an ISO date", async () => {
    const post = await insertPost({ slug: "spring-roof-tips", content: "# Title\n\n- one\n- two" });
    const response = await one("spring-roof-tips");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: post.id,
      slug: "spring-roof-tips",
      title: post.title,
      excerpt: post.excerpt,
      content: "# Title\n\n- one\n- two",
      category: "Marketing",
      tags: ["Leads", "Phone Calls"],
      publishedAt: post.publishedAt!.toISOString(),
    });
  });

  it.each([
    ["an unknown slug", "no-such-post"],
    ["a draft", "draft-post"],
    ["a future-dated post", "future-post"],
    ["a malformed slug", "../etc/passwd"],
    ["an over-long slug", "a".repeat(5000)],
  ])("answers %s with a 404 JSON error", async (_, slug) => {
    await insertPost({ slug: "draft-post", publishedAt: null });
    await insertPost({ slug: "future-post", publishedAt: new Date(Date.now() + DAY) });
    const response = await one(slug);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await errorOf(response)).toBe("Blog post not found.");
  });
});

describe("GET /blog/rss.xml", () => {
  async function feed(): Promise<{ response: Response; xml: string }> {
    const response = await rss.GET();
    return { response, xml: await response.text() };
  }

  it("is RSS 2.0 with the newest 50 published posts, newest first", async () => {
    const base = Date.now() - 100 * DAY;
    await prisma.blogPost.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        slug: `feed-${i}`,
        title: `Feed ${i}`,
        excerpt: "x",
        content: "y",
        category: "SEO",
        tags: [],
        publishedAt: new Date(base + i * DAY),
      })),
    });
    await insertPost({ slug: "hidden-draft", publishedAt: null });
    await insertPost({ slug: "hidden-future", publishedAt: new Date(Date.now() + DAY) });
    const { response, xml } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toHaveLength(50);
    expect(links[0]).toBe(`${SITE}/blog/feed-54`);
    expect(links[49]).toBe(`${SITE}/blog/feed-5`);
    expect(xml).not.toContain("hidden-");
    expect(xml).toContain(`<pubDate>${new Date(base + 54 * DAY).toUTCString()}</pubDate>`);
    expect(xml).toContain(`<atom:link href="${SITE}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
  });

  it("escapes markup and drops characters XML cannot carry", async () => {
    await insertPost({
      slug: "escaping",
      title: '<script>alert("x")</script> & Sons',
      excerpt: "Tom's <b>bold</b> ]]> claim\u0001\u001f",
      category: "<img src=x onerror=alert(1)>",
    });
    const { xml } = await feed();
    expect(xml).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons</title>");
    expect(xml).toContain("<description>Tom&#39;s &lt;b&gt;bold&lt;/b&gt; ]]&gt; claim</description>");
    expect(xml).toContain("<category>&lt;img src=x onerror=alert(1)&gt;</category>");
    expect(xml).not.toMatch(/<(script|img|b)\b/);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it("is a valid empty channel when nothing is published", async () => {
    const { xml } = await feed();
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
});

describe("the sitemap and revalidation", () => {
  it("lists published posts only", async () => {
    await insertPost({ slug: "in-sitemap" });
    await insertPost({ slug: "draft-not-in-sitemap", publishedAt: null });
    await insertPost({ slug: "future-not-in-sitemap", publishedAt: new Date(Date.now() + DAY) });
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain(`${SITE}/blog/in-sitemap`);
    expect(urls.filter((url) => url.includes("not-in-sitemap"))).toEqual([]);
  });

  it("lists each product on sale with its last change, and leaves an ignored product out", async () => {
    await seedTestCatalogue();
    const products = (await sitemap()).filter((entry) => entry.url.includes("/product/"));
    const tee = await prisma.merchProduct.findUniqueOrThrow({ where: { id: 101 } });
    expect(products).toEqual([expect.objectContaining({ url: `${SITE}/product/101`, lastModified: tee.updatedAt })]);
  });

  it("revalidateBlog refreshes the index, its older pages and each post once (the feed and the sitemap are per request)", () => {
    revalidatePath.mockClear();
    revalidateBlog("old-slug", "new-slug", "new-slug");
    expect(revalidatePath.mock.calls).toEqual([["/blog"], ["/(site)/blog/page/[page]", "page"], ["/blog/old-slug"], ["/blog/new-slug"]]);
  });
});
