"use client";

import { lazy, Suspense } from "react";

// Loaded only when a post fails: the view's code stays out of every post's first scripts.
const PostNotFound = lazy(() => import("@/components/blog/post-not-found").then((view) => ({ default: view.PostNotFound })));

/** A post that fails to load shows the Not Found view (docs/product.md#blog). */
export default function BlogPostError() {
  return (
    <Suspense>
      <PostNotFound />
    </Suspense>
  );
}
