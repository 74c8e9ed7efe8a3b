import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToBlogBar } from "@/components/blog/back-to-blog-bar";
import { BlogPostingJsonLd } from "@/components/blog/blog-json-ld";
import { PostArticle } from "@/components/blog/post-article";
import { readingMinutes, renderMarkdown, wordCount } from "@/lib/blog/markdown";
import { getPost, prerenderedSlugs } from "@/lib/blog/posts";
import { blogPostMetadata } from "@/lib/blog/seo";
import { paramsBuiltAhead } from "@/lib/db";
import { env } from "@/lib/env";

// Static, refreshed hourly and whenever the post changes (revalidateBlog).
export const revalidate = 3600;

/** The newest posts are built ahead; any other published slug renders on its first visit. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return paramsBuiltAhead(prerenderedSlugs);
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPost((await params).slug);
  return post ? blogPostMetadata(post) : { title: "Blog Post Not Found", robots: { index: false } };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <BlogPostingJsonLd post={post} wordCount={wordCount(post.content)} siteUrl={env().SITE_URL} />
      <BackToBlogBar />
      <PostArticle post={post} html={renderMarkdown(post.content, { firstHeading: 2 })} minutes={readingMinutes(post.content)} />
    </>
  );
}
