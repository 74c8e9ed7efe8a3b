import { Skeleton } from "@/components/ui/skeleton";
import { POST_CARD_CLASS, POST_GRID_CLASS } from "./post-card";

/** The blog shows six skeleton cards while it loads. */
const SKELETON_CARDS = 6;

/** A post card's stand-in: badge and date, a two-line title, the three-line excerpt, tags and Read More, at the card's own sizes. */
function PostCardSkeleton() {
  return (
    <div className={POST_CARD_CLASS} data-testid="post-card-skeleton">
      <div className="flex items-center justify-between gap-2">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-5 w-32" />
      </div>
      <Skeleton className="mt-4 h-7 w-full" />
      <Skeleton className="mt-1 h-7 w-2/3" />
      <div className="mt-3 grid gap-2">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="mt-auto pt-3">
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}

/** The blog's grid of cards while a page of posts loads. */
export function PostGridSkeleton() {
  return (
    <ul className={POST_GRID_CLASS} aria-hidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="flex">
          <PostCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
