import { Badge } from "@/components/ui/badge";
import { categoryBadgeClass } from "@/lib/blog/categories";

/** A post's category in its colour (docs/brand.md#colour). */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge className={categoryBadgeClass(category)} data-testid="category-badge">
      {category}
    </Badge>
  );
}
