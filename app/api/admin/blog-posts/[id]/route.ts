import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { deleteBlogPost, updateBlogPost } from "@/lib/blog/admin-posts";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";
import { blogPostPatchSchema } from "@/lib/validation/blog";

type Context = { params: Promise<{ id: string }> };

/** PATCH edits any fields; { published: true } publishes and { published: false } takes the post back to a draft. */
export const PATCH = apiHandler(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Blog post");
  const patch = await readJson(request, blogPostPatchSchema);
  return NextResponse.json(await updateBlogPost(admin, id, patch));
});

export const DELETE = apiHandler(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  await deleteBlogPost(admin, await numericId(params, "Blog post"));
  return NextResponse.json({ success: true });
});
