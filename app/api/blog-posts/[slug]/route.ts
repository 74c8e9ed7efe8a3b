import { NextResponse } from "next/server";
import { getPost, toPostJson } from "@/lib/blog/posts";
import { ApiError, apiHandler } from "@/lib/http/api";

/** GET /api/blog-posts/{slug}: one published post (docs/api.md#get-apiblog-postsslug); drafts and unknown slugs are 404. */
export const GET = apiHandler(async (_request, { params }: { params: Promise<{ slug: string }> }) => {
  const post = await getPost((await params).slug);
  if (!post) throw new ApiError(404, "Blog post not found.");
  return NextResponse.json(toPostJson(post));
});
