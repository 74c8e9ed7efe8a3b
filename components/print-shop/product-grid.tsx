import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/home/section-heading";
import { PRINT_PRODUCTS } from "@/lib/content/print-products";
import { ProductCard } from "./product-card";

/** The six print products (docs/product.md#print-shop), the target of Shop Now. */
export function ProductGrid() {
  return (
    <section
      id="products"
      aria-labelledby="products-title"
      className="bg-surface py-12 sm:py-20 lg:py-24 render-when-near-1275 sm:render-when-near-1460 md:render-when-near-650 lg:render-when-near-465"
    >
      <div className="container-page">
        <SectionHeading
          id="products-title"
          eyebrow="Products"
          title="Print materials for contractors"
          intro="Straightforward prices for the pieces that win local jobs. Pick one, choose your paper and finish, and we send a quote within 24 hours."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PRINT_PRODUCTS.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 flex max-w-3xl gap-3 rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">
          <Icon icon={Info} className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <span>
            <strong className="font-semibold text-ink">Custom design is not included in listed prices.</strong> Send your own print-ready files or start from
            one of our templates at no charge. If you want a design made from scratch, we quote the design fee separately before anything is printed.
          </span>
        </p>
      </div>
    </section>
  );
}
