import "server-only";
import { cache } from "react";
import { prisma } from "@/lib/db";

/** Cards per /blog page: fills rows of one, two and three columns alike. */
export const BLOG_PAGE_SIZE = 24;
/** The newest posts rendered at build time; older ones render on their first visit. */
const PRERENDERED_POSTS = 100;

/** What a post card shows: no content, so a page of cards stays small however long the posts are. */
export type BlogPostCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  publishedAt: Date;
};

export type BlogPost = BlogPostCard & { content: string; updatedAt: Date };

/** A blog post as JSON (docs/api.md#get-apiblog-posts), dates as ISO text: a public post's publishedAt is set, a draft's null. */
export type BlogPostJson<PublishedAt extends string | null = string> = Omit<BlogPostCard, "publishedAt"> & { content: string; publishedAt: PublishedAt };

const CARD_FIELDS = { id: true, slug: true, title: true, excerpt: true, category: true, tags: true, publishedAt: true } as const;
const POST_FIELDS = { ...CARD_FIELDS, content: true, updatedAt: true } as const;
const NEWEST_FIRST = [{ publishedAt: "desc" as const }, { id: "desc" as const }];

/** Public means published, and not dated in the future: drafts (publishedAt null) never match. */
function publicPosts() {
  return { publishedAt: { lte: new Date() } };
}

/** The query above guarantees a date; this only narrows the type. */
function published<T extends { publishedAt: Date | null }>(row: T): T & { publishedAt: Date } {
  return { ...row, publishedAt: row.publishedAt! };
}

function pageOf(page: number, pageSize: number) {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/**
 * One page of post cards, newest first, and how many public posts there are in all. Cached per
 * request, so a page's metadata and its body read the list once.
 */
export const listPostCards = cache(async (page = 1, pageSize = BLOG_PAGE_SIZE): Promise<{ posts: BlogPostCard[]; total: number }> => {
  const where = publicPosts();
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({ where, select: CARD_FIELDS, orderBy: NEWEST_FIRST, ...pageOf(page, pageSize) }),
    prisma.blogPost.count({ where }),
  ]);
  return { posts: rows.map(published), total };
});

/** One page of whole posts, newest first, for the public API. */
export async function listPosts(page: number, pageSize: number): Promise<{ posts: BlogPost[]; total: number }> {
  const where = publicPosts();
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({ where, select: POST_FIELDS, orderBy: NEWEST_FIRST, ...pageOf(page, pageSize) }),
    prisma.blogPost.count({ where }),
  ]);
  return { posts: rows.map(published), total };
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A public post by its slug, or null; shared by a request's metadata, layout and page. */
export const getPost = cache(async (slug: string): Promise<BlogPost | null> => {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const row = await prisma.blogPost.findFirst({ where: { slug, ...publicPosts() }, select: POST_FIELDS });
  return row && published(row);
});

/** Slugs of the newest posts, for generateStaticParams. */
export async function prerenderedSlugs(): Promise<{ slug: string }[]> {
  return prisma.blogPost.findMany({ where: publicPosts(), select: { slug: true }, orderBy: NEWEST_FIRST, take: PRERENDERED_POSTS });
}

/** Every public post's address and last change, for the sitemap. */
export async function sitemapPosts(): Promise<{ slug: string; updatedAt: Date }[]> {
  return prisma.blogPost.findMany({ where: publicPosts(), select: { slug: true, updatedAt: true }, orderBy: NEWEST_FIRST });
}

type PostFields = Omit<BlogPost, "publishedAt" | "updatedAt"> & { publishedAt: Date | null };

/** The one mapping of a post to its JSON (docs/api.md#get-apiblog-posts), for the public API and the admin's (which adds status and dates). */
export function toPostJson(post: BlogPost): BlogPostJson;
export function toPostJson(post: PostFields): BlogPostJson<string | null>;
export function toPostJson(post: PostFields): BlogPostJson<string | null> {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}
