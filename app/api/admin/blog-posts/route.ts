import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { BLOG_POST_SORTS, createBlogPost, listBlogPosts } from "@/lib/blog/admin-posts";
import { parseListQuery } from "@/lib/admin/list-query";
import { pageHeaders } from "@/lib/http/page-headers";
import { apiHandler, parseWith, readJson } from "@/lib/http/api";
import { blogPostFiltersSchema, blogPostSchema } from "@/lib/validation/blog";

/** GET /api/admin/blog-posts: every post, drafts included, with its status; ?page, ?pageSize, ?sort, ?q, ?status. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseWith(blogPostFiltersSchema, { status: params.get("status") || undefined });
  const page = await listBlogPosts(parseListQuery(params, BLOG_POST_SORTS, "-updatedAt"), filters);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

/** POST /api/admin/blog-posts: a draft, or a published post with { published: true }. */
export const POST = apiHandler(async (request) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, blogPostSchema);
  return NextResponse.json(await createBlogPost(admin, input), { status: 201 });
});
