import { BackToBlogBar } from "@/components/blog/back-to-blog-bar";
import { PostArticleSkeleton } from "@/components/blog/post-article";

export default function PostLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading the article…
      </p>
      <BackToBlogBar />
      <PostArticleSkeleton />
    </div>
  );
}
