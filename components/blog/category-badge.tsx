import { Badge } from "@/components/ui/badge";
import { categoryBadgeClass } from "@/lib/blog/categories";

/** A post's category in its SPEC §2 colour. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge className={categoryBadgeClass(category)} data-testid="category-badge">
      {category}
    </Badge>
  );
}
