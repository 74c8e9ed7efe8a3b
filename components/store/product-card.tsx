import { Link } from "@/components/ui/link";
import { ArrowRight, Layers } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { MerchImage } from "./merch-image";
import type { MerchCardProduct } from "./merch-picture";

// Phones: picture beside the text, so a long catalogue stays scannable; wider: picture on top.
export const CARD_SHELL = "flex h-full w-full flex-row overflow-hidden rounded-lg border border-border bg-card shadow-sm sm:flex-col";
export const IMAGE_FRAME = "flex w-32 shrink-0 items-center overflow-hidden border-r border-border bg-surface sm:w-full sm:border-r-0 sm:border-b";
export const CARD_BODY = "flex min-w-0 flex-1 flex-col p-4 sm:p-5";

export const PRODUCT_GRID_CLASS = "grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One merchandise product: thumbnail, name, price, variant count and View Details (docs/product.md#store). */
export function MerchProductCard({ product, headingLevel = 3, eager = false }: { product: MerchCardProduct; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `merch-${product.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid={`merch-product-${product.id}`} className={cn(CARD_SHELL, "group transition-shadow hover:shadow-md")}>
      <div className={IMAGE_FRAME}>
        <MerchImage
          picture={product.picture}
          alt={product.name}
          loading={eager ? "eager" : undefined}
          className="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className={CARD_BODY}>
        <Heading id={titleId} className="text-lg font-semibold">
          {product.name}
        </Heading>
        {product.price && (
          <p className="mt-1 text-base font-bold text-ink" data-testid="card-price">
            {product.price}
          </p>
        )}
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground mb-3 sm:mb-5" data-testid="variant-count">
          <Icon icon={Layers} className="size-4" aria-hidden />
          {plural(product.variants, "variant")}
        </p>
        <Button asChild variant="outline" className="mt-auto h-11 w-full group-hover:border-primary group-hover:text-primary">
          <Link href={`/product/${product.id}`}>
            View Details<span className="sr-only"> of {product.name}</span>
            <Icon icon={ArrowRight} aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}

export { plural };
