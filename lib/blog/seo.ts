import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import type { BlogPost } from "./posts";

export const BLOG_TITLE = "Contractor Growth Blog";
export const BLOG_FEED_TITLE = `${BLOG_TITLE} | Viralize`;
export const BLOG_DESCRIPTION =
  "Plain advice for electricians, plumbers, HVAC techs, roofers and general contractors: more calls from Google, websites that book jobs, and follow-up that wins estimates.";
/** The author every post shows (a fixed team label: docs/product.md#blog). */
export const BLOG_AUTHOR = "Viralize Team";

/** Every blog page points feed readers at the RSS feed. */
const FEED_LINK: Metadata["alternates"] = { types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: BLOG_FEED_TITLE }] } };

export function blogListMetadata(page: number): Metadata {
  const path = page === 1 ? "/blog" : `/blog/page/${page}`;
  const metadata = pageMetadata({ title: page === 1 ? BLOG_TITLE : `${BLOG_TITLE}: Page ${page}`, description: BLOG_DESCRIPTION, path });
  return { ...metadata, alternates: { ...metadata.alternates, ...FEED_LINK } };
}

export function blogPostMetadata(post: BlogPost): Metadata {
  const metadata = pageMetadata({ title: post.title, description: post.excerpt, path: `/blog/${post.slug}` });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, ...FEED_LINK },
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: post.publishedAt.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [BLOG_AUTHOR],
      section: post.category,
      tags: post.tags,
    },
  };
}
