import { BlogIndexSkeleton } from "@/components/blog/blog-index-skeleton";

export default function OlderPostsLoading() {
  return <BlogIndexSkeleton older />;
}
