import type { Metadata } from "next";
import { BlogTab } from "@/components/admin/blog-tab";
import { listQuery, listState, optionParam } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { BLOG_POST_SORTS, listBlogPosts } from "@/lib/blog/admin-posts";
import { BLOG_POST_STATUSES } from "@/lib/validation/blog";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Blog" };
export const dynamic = "force-dynamic";

/** The blog's posts, drafts included: searched, filtered by status, sorted and paged through the URL. */
export default async function AdminBlogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const params = await searchParams;
  const status = optionParam(params.status, BLOG_POST_STATUSES);
  const query = listQuery(params, BLOG_POST_SORTS, "-updatedAt");
  return <BlogTab page={await listBlogPosts(query, { status })} state={listState(query, "-updatedAt", status)} />;
}
