import { BlogCta } from "./blog-cta";
import { BlogHero } from "./blog-hero";
import { PostGridSkeleton } from "./post-card-skeleton";

/** /blog from a click on a link to it until it renders: the page around the grid as it will be, six card skeletons in the grid. */
export function BlogIndexSkeleton() {
  return (
    <div aria-busy="true">
      <BlogHero titleId="blog-title-loading" />
      <section aria-labelledby="articles-title-loading" className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          <div className="mb-8 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2 id="articles-title-loading" className="text-2xl font-bold sm:text-3xl">
              Latest Articles
            </h2>
            <p className="sr-only" role="status">
              Loading the articles...
            </p>
          </div>
          <PostGridSkeleton />
        </div>
      </section>
      <BlogCta titleId="blog-cta-title-loading" />
    </div>
  );
}
