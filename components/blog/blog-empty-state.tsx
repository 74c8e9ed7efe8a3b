import { Link } from "@/components/ui/link";
import { Newspaper } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** What /blog shows before the first post is published (docs/product.md#blog). */
export function BlogEmptyState() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-input bg-card px-6 py-16 text-center">
      <Icon icon={Newspaper} className="size-12 text-primary" aria-hidden />
      <h2 className="mt-4 text-2xl font-semibold">No blog posts yet</h2>
      <p className="mt-2 max-w-md text-muted-foreground">Check back soon for expert contractor insights and tips!</p>
      <Button asChild variant="outline" size="lg" className="mt-6">
        <Link href="/print-shop">Browse the Print Shop</Link>
      </Button>
    </div>
  );
}
