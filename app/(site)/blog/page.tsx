import { BlogIndex } from "@/components/blog/blog-index";
import { BLOG_PAGE_SIZE, listPostCards } from "@/lib/blog/posts";
import { blogListMetadata } from "@/lib/blog/seo";
import { env } from "@/lib/env";

// Static, refreshed hourly and whenever a post changes (revalidateBlog).
export const revalidate = 3600;

export const metadata = blogListMetadata(1);

export default async function BlogPage() {
  const { posts, total } = await listPostCards(1);
  return <BlogIndex posts={posts} page={1} pageCount={Math.ceil(total / BLOG_PAGE_SIZE)} siteUrl={env().SITE_URL} />;
}
