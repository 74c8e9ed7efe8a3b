import { CalendarDays, Clock, UserRound } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { BlogPost } from "@/lib/blog/posts";
import { BLOG_AUTHOR } from "@/lib/blog/seo";
import { formatLongDate } from "@/lib/time";
import { CategoryBadge } from "./category-badge";
import styles from "./post-content.module.css";
import { PostCta } from "./post-cta";

/**
 * One article: category, title, excerpt, byline, every tag, then the body. `html` comes from
 * renderMarkdown, which escapes everything the author typed before adding its own tags.
 */
export function PostArticle({ post, html, minutes }: { post: BlogPost; html: string; minutes: number }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <header>
          <CategoryBadge category={post.category} />
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl lg:text-[2.75rem]">{post.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{post.excerpt}</p>
          <dl className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <div className="flex items-center gap-1.5">
              <dt>
                <Icon icon={UserRound} className="size-4" aria-hidden />
                <span className="sr-only">Author</span>
              </dt>
              <dd className="font-medium text-ink">{BLOG_AUTHOR}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Icon icon={CalendarDays} className="size-4" aria-hidden />
                <span className="sr-only">Published</span>
              </dt>
              <dd>
                <time dateTime={post.publishedAt.toISOString()}>{formatLongDate(post.publishedAt)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Icon icon={Clock} className="size-4" aria-hidden />
                <span className="sr-only">Reading time</span>
              </dt>
              <dd>{minutes} min read</dd>
            </div>
          </dl>
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </header>
        <hr className="my-8 border-border sm:my-10" />
        <div data-testid="post-content" className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
        <PostCta />
      </article>
    </div>
  );
}
