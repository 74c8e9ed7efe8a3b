"use client";

import { PostNotFound } from "@/components/blog/post-not-found";

/** SPEC §8: a post that fails to load shows the Not Found view. */
export default function BlogPostError() {
  return <PostNotFound />;
}
