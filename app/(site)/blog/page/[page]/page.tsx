import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { BlogIndex } from "@/components/blog/blog-index";
import { BLOG_PAGE_SIZE, listPostCards } from "@/lib/blog/posts";
import { blogListMetadata } from "@/lib/blog/seo";
import { env } from "@/lib/env";
import { NOT_FOUND_METADATA } from "@/lib/seo/metadata";

// Older posts, page by page: each rendered on its first visit, then kept like /blog.
export const revalidate = 3600;

export function generateStaticParams(): { page: string }[] {
  return [];
}

type Props = { params: Promise<{ page: string }> };

/** "2" -> 2; anything but a plain page number is null. */
function pageNumber(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await params).page);
  // A page past the last one is a 404 too, and says so in its title.
  if (!page || (page > 1 && (await listPostCards(page)).posts.length === 0)) return NOT_FOUND_METADATA;
  return blogListMetadata(page);
}

export default async function BlogArchivePage({ params }: Props) {
  const page = pageNumber((await params).page);
  if (page === 1) permanentRedirect("/blog");
  if (!page) notFound();
  const { posts, total } = await listPostCards(page);
  if (posts.length === 0) notFound();
  return <BlogIndex posts={posts} page={page} pageCount={Math.ceil(total / BLOG_PAGE_SIZE)} siteUrl={env().SITE_URL} />;
}
