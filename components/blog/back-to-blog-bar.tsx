import { Link } from "@/components/ui/link";
import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";

/** Stays under the site header while the article scrolls (docs/product.md#blog). */
export function BackToBlogBar() {
  return (
    <nav
      aria-label="Blog"
      data-testid="back-to-blog-bar"
      className="sticky top-16 z-30 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <div className="container-page">
        <div className="mx-auto max-w-3xl">
          <Link
            href="/blog"
            className="-ml-3 inline-flex h-12 items-center gap-2 rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-ink focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <Icon icon={ArrowLeft} className="size-4" aria-hidden />
            Back to Blog
          </Link>
        </div>
      </div>
    </nav>
  );
}
