import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a post changes: the blog index and its older pages and each affected post's page
 * regenerate on their next visit (the RSS feed and the sitemap are read per request).
 */
export function revalidateBlog(...slugs: string[]): void {
  revalidatePath("/blog");
  revalidatePath("/(site)/blog/page/[page]", "page");
  for (const slug of new Set(slugs)) revalidatePath(`/blog/${slug}`);
}
