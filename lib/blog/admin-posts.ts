import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { makeSlug, type BlogPostFilters, type BlogPostInput, type BlogPostPatch, type BlogPostStatus } from "@/lib/validation/blog";
import { toPostJson, type BlogPostJson } from "./posts";
import { revalidateBlog } from "./revalidate";

export const BLOG_POST_SORTS = ["updatedAt", "publishedAt", "title", "createdAt"] as const;

/** A blog post as the admin sees it (docs/api.md#get-apiadminblog-posts), drafts included (publishedAt null), with its status and dates. */
export type AdminBlogPost = BlogPostJson<string | null> & { status: BlogPostStatus; createdAt: string; updatedAt: string };

function toAdminBlogPost(post: Prisma.BlogPostGetPayload<object>): AdminBlogPost {
  return {
    ...toPostJson(post),
    status: post.publishedAt ? "published" : "draft",
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

function blogPostFilter(q: string, status?: BlogPostStatus): Prisma.BlogPostWhereInput {
  const where: Prisma.BlogPostWhereInput = status ? { publishedAt: status === "published" ? { not: null } : null } : {};
  if (!q) return where;
  return {
    ...where,
    OR: [
      { title: { contains: q, mode: "insensitive" } },
      { slug: { contains: q, mode: "insensitive" } },
      { excerpt: { contains: q, mode: "insensitive" } },
      { category: { contains: q, mode: "insensitive" } },
      { tags: { has: q } },
    ],
  };
}

export async function listBlogPosts(query: ListQuery<(typeof BLOG_POST_SORTS)[number]>, { status }: BlogPostFilters = {}): Promise<Page<AdminBlogPost>> {
  const where = blogPostFilter(query.q, status);
  // Drafts have no publication date: they go last whichever way the dates run.
  const order = query.sort === "publishedAt" ? { publishedAt: { sort: query.direction, nulls: "last" as const } } : { [query.sort]: query.direction };
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({ where, orderBy: [order, { id: query.direction }], ...skipTake(query) }),
    prisma.blogPost.count({ where }),
  ]);
  return { rows: rows.map(toAdminBlogPost), total, page: query.page, pageSize: query.pageSize };
}

export async function blogPostCount(): Promise<number> {
  return prisma.blogPost.count();
}

/** A taken slug is a 409 the admin can act on, whichever request lost the race for it. */
async function withUniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new Conflict(`Another post already uses the address /blog/${slug}. Pick a different slug.`);
    }
    throw error;
  }
}

export async function createBlogPost(actor: SessionUser, input: BlogPostInput): Promise<AdminBlogPost> {
  const { published, ...data } = input;
  const post = await withUniqueSlug(data.slug, () =>
    prisma.$transaction(async (tx) => {
      const created = toAdminBlogPost(await tx.blogPost.create({ data: { ...data, publishedAt: published ? new Date() : null } }));
      await recordAudit(tx, actor, {
        action: published ? "blogPost.publish" : "blogPost.create",
        entityType: "blogPost",
        entityId: created.id,
        after: created,
      });
      return created;
    }),
  );
  revalidateBlog(post.slug);
  return post;
}

const EDITABLE = ["title", "slug", "excerpt", "content", "category", "tags", "publishedAt"] as const;

/** Only what changed, before and after, so an edit's audit row doesn't carry the whole post twice. */
function changes(before: AdminBlogPost, after: AdminBlogPost) {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    old[key] = before[key];
    now[key] = after[key];
  }
  return { before: old, after: now };
}

/**
 * Edits, publishes or unpublishes a post. Publishing stamps the date once: editing a published
 * post keeps its date, and only unpublishing clears it.
 */
export async function updateBlogPost(actor: SessionUser, id: number, patch: BlogPostPatch): Promise<AdminBlogPost> {
  const { published, slug, ...data } = patch;
  const { before, after } = await prisma.$transaction(async (tx) => {
    const row = await tx.blogPost.findUnique({ where: { id } });
    if (!row) throw new NotFound(`Blog post ${id} does not exist. It may have been deleted.`);
    const nextSlug = slug === undefined ? row.slug : slug || makeSlug(data.title ?? row.title);
    if (!nextSlug) throw new Invalid("Add a slug: the title has no letters or digits to make one from.");
    const publishedAt = published === undefined ? row.publishedAt : published ? (row.publishedAt ?? new Date()) : null;
    const updated = await withUniqueSlug(nextSlug, () => tx.blogPost.update({ where: { id }, data: { ...data, slug: nextSlug, publishedAt } }));
    const [old, now] = [toAdminBlogPost(row), toAdminBlogPost(updated)];
    const action = old.status === now.status ? "blogPost.update" : now.status === "published" ? "blogPost.publish" : "blogPost.unpublish";
    await recordAudit(tx, actor, { action, entityType: "blogPost", entityId: id, ...changes(old, now) });
    return { before: old, after: now };
  });
  revalidateBlog(before.slug, after.slug);
  return after;
}

export async function deleteBlogPost(actor: SessionUser, id: number): Promise<void> {
  const deleted = await prisma.$transaction(async (tx) => {
    const row = await tx.blogPost.findUnique({ where: { id } });
    if (!row) throw new NotFound(`Blog post ${id} does not exist. It may have been deleted already.`);
    await tx.blogPost.delete({ where: { id } });
    const post = toAdminBlogPost(row);
    await recordAudit(tx, actor, { action: "blogPost.delete", entityType: "blogPost", entityId: id, before: post });
    return post;
  });
  revalidateBlog(deleted.slug);
}
