import { BlogIndexSkeleton } from "@/components/blog/blog-index-skeleton";

export default function BlogLoading() {
  return <BlogIndexSkeleton />;
}
