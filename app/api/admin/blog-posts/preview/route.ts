import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { previewPost } from "@/lib/blog/markdown";
import { apiHandler, readJson } from "@/lib/http/api";
import { blogPreviewSchema } from "@/lib/validation/blog";

/** POST /api/admin/blog-posts/preview: the editor's preview, rendered by the post page's own renderer. */
export const POST = apiHandler(async (request) => {
  await requireAdmin(request);
  const { content } = await readJson(request, blogPreviewSchema);
  return NextResponse.json(previewPost(content), { headers: { "Cache-Control": "no-store" } });
});
