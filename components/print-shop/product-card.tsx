import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { ArrowRight, Clock } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { percentSaved, type PrintProduct } from "@/lib/content/print-products";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";

/** One print product: picture, price against the original, savings, features and Get Quote. */
export function ProductCard({ product }: { product: PrintProduct }) {
  const titleId = `product-${product.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`print-product-${product.id}`}
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md",
        product.popular ? "border-2 border-highlight" : "border-border",
      )}
    >
      {product.popular && <p className="bg-highlight py-1.5 text-center text-sm font-semibold tracking-wide text-ink">Most Popular</p>}
      <StaticImage
        src={product.image}
        alt={`${product.title} designed for a contractor`}
        width={800}
        height={600}
        sizes="(min-width: 1200px) 384px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[4/3] h-auto w-full border-b border-border bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="rounded-full bg-accent px-2.5 py-0.5 font-semibold text-accent-foreground">{product.category}</span>
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Icon icon={Clock} className="size-4" aria-hidden />
            <span className="sr-only">Turnaround: </span>
            {product.turnaround}
          </span>
        </div>
        <h3 id={titleId} className="mt-4 text-xl font-semibold">
          {product.title}
        </h3>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-bold text-ink" data-testid="price">
            {formatCents(product.priceCents)}
          </span>
          <s className="text-muted-foreground" data-testid="original-price">
            <span className="sr-only">was </span>
            {formatCents(product.originalPriceCents)}
          </s>
          <span className="rounded-full bg-highlight px-2.5 py-0.5 text-sm font-semibold text-ink" data-testid="saved">
            Save {percentSaved(product)}%
          </span>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{product.quantity}</p>
        <p className="mt-4 text-muted-foreground">{product.description}</p>
        <ul className="mt-4 flex-1 space-y-2 text-sm" aria-label={`${product.title} features`}>
          {product.features.map((feature) => (
            <li key={feature} className="tick flex gap-2">
              {feature}
            </li>
          ))}
        </ul>
        <Button asChild size="lg" variant={product.popular ? "default" : "outline"} className="mt-6 w-full">
          <Link href={`/customize-order?product=${product.id}`}>
            Get Quote<span className="sr-only"> for {product.title}</span>
            <Icon icon={ArrowRight} aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}
