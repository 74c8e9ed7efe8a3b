import { escapeHtml } from "@/lib/blog/markdown";
import { listPostCards } from "@/lib/blog/posts";
import { BLOG_DESCRIPTION, BLOG_FEED_TITLE } from "@/lib/blog/seo";
import { env } from "@/lib/env";

// Per request: the links name the site this deployment runs as (SITE_URL), whatever the build saw.
export const dynamic = "force-dynamic";

const FEED_SIZE = 50;

/** Escaped text without the control characters XML 1.0 forbids even as references. */
function xml(text: string): string {
  return escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ""));
}

/** GET /blog/rss.xml: the newest published posts as RSS 2.0. */
export async function GET(): Promise<Response> {
  const site = env().SITE_URL;
  const blogUrl = `${site}/blog`;
  const { posts } = await listPostCards(1, FEED_SIZE);
  const items = posts.map((post) => {
    const url = `${site}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${xml(post.excerpt)}</description>`,
      `      <category>${xml(post.category)}</category>`,
      "    </item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(BLOG_FEED_TITLE)}</title>`,
    `    <link>${xml(blogUrl)}</link>`,
    `    <description>${xml(BLOG_DESCRIPTION)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${xml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
