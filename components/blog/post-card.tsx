import { Link } from "@/components/ui/link";
import { ArrowRight, CalendarDays } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { BlogPostCard } from "@/lib/blog/posts";
import { formatLongDate } from "@/lib/time";
import { CategoryBadge } from "./category-badge";

/** A card shows at most three tags (docs/product.md#blog). */
const CARD_TAGS = 3;

export const POST_GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export const POST_CARD_CLASS = "flex w-full flex-col rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6";

/** One post in the /blog grid: category, date, title, a three-line excerpt, tags and Read More. */
export function PostCard({ post }: { post: BlogPostCard }) {
  const titleId = `post-${post.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="post-card" className={`${POST_CARD_CLASS} transition-shadow hover:shadow-md`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CategoryBadge category={post.category} />
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Icon icon={CalendarDays} className="size-4" aria-hidden />
          <time dateTime={post.publishedAt.toISOString()}>{formatLongDate(post.publishedAt)}</time>
        </span>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-semibold">
        {post.title}
      </h3>
      <p className="mt-3 line-clamp-3 text-muted-foreground">{post.excerpt}</p>
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {post.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-3">
        <Link
          href={`/blog/${post.slug}`}
          className="-mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-sm font-semibold text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <Icon icon={ArrowRight} className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
