import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a post changes: the blog index and its older pages, each affected post's page, the RSS
 * feed and the sitemap. Pages regenerate on their next visit.
 */
export function revalidateBlog(...slugs: string[]): void {
  revalidatePath("/blog");
  revalidatePath("/(site)/blog/page/[page]", "page");
  for (const slug of new Set(slugs)) revalidatePath(`/blog/${slug}`);
  revalidatePath("/blog/rss.xml");
  revalidatePath("/sitemap.xml");
}
