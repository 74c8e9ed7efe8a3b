import { NextResponse } from "next/server";
import { pageHeaders } from "@/lib/http/page-headers";
import { listPosts, toPostJson } from "@/lib/blog/posts";
import { apiHandler, parseWith } from "@/lib/http/api";
import { blogPostsPageSchema } from "@/lib/validation/blog";

/**
 * GET /api/blog-posts: published posts, newest first (docs/api.md#get-apiblog-posts). The body stays a plain
 * list; ?page and ?pageSize reach older posts, and the headers say how many there are.
 */
export const GET = apiHandler(async (request) => {
  const { page, pageSize } = parseWith(blogPostsPageSchema, Object.fromEntries(new URL(request.url).searchParams));
  const { posts, total } = await listPosts(page, pageSize);
  return NextResponse.json(
    posts.map((post) => toPostJson(post)),
    { headers: pageHeaders({ total, page, pageSize }) },
  );
});
