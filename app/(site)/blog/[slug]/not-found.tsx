import { PostNotFound } from "@/components/blog/post-not-found";

/** An unknown, draft or future-dated post, answered with status 404. */
export default function BlogPostNotFound() {
  return <PostNotFound />;
}
