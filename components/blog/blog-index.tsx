import { Link } from "@/components/ui/link";
import { ArrowLeft, ArrowRight, Rss } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import type { BlogPostCard } from "@/lib/blog/posts";
import { BlogCta } from "./blog-cta";
import { BlogEmptyState } from "./blog-empty-state";
import { BlogHero } from "./blog-hero";
import { BlogListJsonLd } from "./blog-json-ld";
import { POST_GRID_CLASS, PostCard } from "./post-card";

const pageHref = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`);

/** /blog and its older pages: hero, one page of cards (or the empty state), paging and the call to action. */
export function BlogIndex({ posts, page, pageCount, siteUrl }: { posts: BlogPostCard[]; page: number; pageCount: number; siteUrl: string }) {
  return (
    <>
      <BlogListJsonLd posts={posts} page={page} siteUrl={siteUrl} />
      <BlogHero />
      <section aria-labelledby="articles-title" className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2 id="articles-title" className="text-2xl font-bold sm:text-3xl">
              {page === 1 ? "Latest Articles" : "Older Articles"}
            </h2>
            <div className="flex items-center gap-4 text-muted-foreground">
              {pageCount > 1 && (
                <p>
                  Page {page} of {pageCount}
                </p>
              )}
              <a
                href="/blog/rss.xml"
                className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:text-ink focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <Icon icon={Rss} className="size-4 text-highlight" aria-hidden />
                RSS Feed
              </a>
            </div>
          </div>
          {posts.length === 0 ? (
            <BlogEmptyState />
          ) : (
            <ul className={POST_GRID_CLASS}>
              {posts.map((post) => (
                <li key={post.id} className="flex">
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 && (
            <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-between gap-3">
              {page > 1 && (
                <Button asChild variant="outline" size="lg">
                  <Link href={pageHref(page - 1)} rel="prev">
                    <Icon icon={ArrowLeft} aria-hidden />
                    Newer Articles
                  </Link>
                </Button>
              )}
              {page < pageCount && (
                <Button asChild variant="outline" size="lg" className="ml-auto">
                  <Link href={pageHref(page + 1)} rel="next">
                    Older Articles
                    <Icon icon={ArrowRight} aria-hidden />
                  </Link>
                </Button>
              )}
            </nav>
          )}
        </div>
      </section>
      <BlogCta />
    </>
  );
}
