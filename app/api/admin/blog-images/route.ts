import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { storeBlogImage } from "@/lib/blog/images";
import { apiHandler } from "@/lib/http/api";

export const maxDuration = 30;

/** An image for a blog post (multipart/form-data, field "files"), kept with the quote artwork's storage. */
export const POST = apiHandler(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(await storeBlogImage(request), { status: 201 });
});
