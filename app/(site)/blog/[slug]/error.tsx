"use client";

import { PostNotFound } from "@/components/blog/post-not-found";

/** A post that fails to load shows the Not Found view (docs/product.md#blog). */
export default function BlogPostError() {
  return <PostNotFound />;
}
