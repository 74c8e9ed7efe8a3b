import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { BLOG_POST_SORTS, BLOG_POST_STATUSES, createBlogPost, listBlogPosts, type BlogPostStatus } from "@/lib/admin/blog-posts";
import { pageHeaders, parseListQuery } from "@/lib/admin/list-query";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { blogPostSchema } from "@/lib/validation/blog";

/** GET /api/admin/blog-posts: every post, drafts included, with its status; ?page, ?pageSize, ?sort, ?q, ?status. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status") || undefined;
  if (status && !(BLOG_POST_STATUSES as readonly string[]).includes(status)) throw new ApiError(400, `Status must be one of: ${BLOG_POST_STATUSES.join(", ")}.`);
  const page = await listBlogPosts(parseListQuery(params, BLOG_POST_SORTS, "-updatedAt"), status as BlogPostStatus | undefined);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

/** POST /api/admin/blog-posts: a draft, or a published post with { published: true }. */
export const POST = apiHandler(async (request) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, blogPostSchema);
  return NextResponse.json(await createBlogPost(admin, input), { status: 201 });
});
