import { apiHandler } from "@/lib/http/api";
import { openBlogImage } from "@/lib/blog/images";

/**
 * A blog post's image, public and never changing under its name (a new upload gets a new name),
 * so browsers, the CDN and next/image's optimiser may keep it for a year.
 */
export const GET = apiHandler(async (_request, { params }: { params: Promise<{ name: string }> }) => {
  const image = await openBlogImage((await params).name);
  const headers: Record<string, string> = {
    "Content-Type": image.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
  if (Number.isFinite(image.size)) headers["Content-Length"] = String(image.size);
  return new Response(image.body, { headers });
});
