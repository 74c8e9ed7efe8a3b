import { BlogHero } from "@/components/blog/blog-hero";
import { POST_GRID_CLASS, PostCardSkeleton } from "@/components/blog/post-card";
import { Skeleton } from "@/components/ui/skeleton";

/** SPEC §9: six skeleton cards while the blog loads, in the grid the posts will fill. */
export default function BlogLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading the blog…
      </p>
      <BlogHero />
      <section className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          <Skeleton className="mb-8 h-8 w-52 sm:h-9" />
          <ul className={POST_GRID_CLASS}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="flex">
                <PostCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
