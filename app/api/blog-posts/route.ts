import { NextResponse } from "next/server";
import { z } from "@/lib/validation/zod";
import { listPosts, toPostJson } from "@/lib/blog/posts";
import { apiHandler, parseWith } from "@/lib/http/api";

const MAX_PAGE_SIZE = 100;

const pageQuery = z.object({
  page: z.coerce.number({ error: "page must be a number." }).int("page must be a whole number.").min(1, "page starts at 1.").max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number." })
    .int("pageSize must be a whole number.")
    .min(1, "pageSize is at least 1.")
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}.`)
    .default(MAX_PAGE_SIZE),
});

/**
 * GET /api/blog-posts: published posts, newest first (SPEC §7). The body stays the spec's plain
 * list; ?page and ?pageSize reach older posts, and the headers say how many there are.
 */
export const GET = apiHandler(async (request) => {
  const { page, pageSize } = parseWith(pageQuery, Object.fromEntries(new URL(request.url).searchParams));
  const { posts, total } = await listPosts(page, pageSize);
  return NextResponse.json(posts.map(toPostJson), {
    headers: { "X-Total-Count": String(total), "X-Page": String(page), "X-Page-Size": String(pageSize) },
  });
});
