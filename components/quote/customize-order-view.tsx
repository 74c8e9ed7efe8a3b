import { Link } from "@/components/ui/link";
import { ArrowLeft, Clock, MessageSquareText, Truck } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { findPrintProduct } from "@/lib/content/print-products";
import { pageMetadata } from "@/lib/seo/metadata";
import { LazyQuoteForm } from "./lazy-quote-form";

/** Every variant of the page (see app/(site)/customize-order) is one page to visitors and search engines. */
export const customizeOrderMetadata = pageMetadata({
  title: "Request a Print Quote",
  description:
    "Get a price on business cards, flyers, door hangers, brochures, postcards or yard signs for your trade business. Pick paper, finish and quantity; we reply within 24 hours.",
  path: "/customize-order",
});

const PROMISES = [
  { icon: MessageSquareText, text: "Pricing within 24 hours" },
  { icon: Clock, text: "Printed in 3-10 business days" },
  { icon: Truck, text: "Free shipping over $150" },
];

/**
 * /customize-order (docs/product.md#quote-request-form): the intro and the quote form, rendered on the server with the product
 * and business name it starts from, so the first HTML is the real form. An unknown product id is
 * ignored, a name is cut to the 200 characters the field takes; new values start a fresh form.
 */
export function CustomizeOrderView({ productId, business }: { productId?: string; business?: string }) {
  const { SUPPORT_EMAIL } = env();
  const product = findPrintProduct(productId);
  const businessName = business?.slice(0, 200) ?? "";
  return (
    <>
      <section className="border-b border-border bg-surface">
        <div className="container-page py-8 sm:py-12">
          <Button asChild variant="outline" className="h-11">
            <Link href="/print-shop">
              <Icon icon={ArrowLeft} aria-hidden />
              Back to Print Shop
            </Link>
          </Button>
          <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">Print quote</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Request a Print Quote</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Pick your product, paper and quantity, tell us about your business, and we&apos;ll send pricing and next steps within 24 hours. No payment now.
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink">
            {PROMISES.map(({ icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon icon={icon} aria-hidden className="size-4 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page py-8 sm:py-12">
        <LazyQuoteForm
          key={`${product?.id ?? ""}|${businessName}`}
          supportEmail={SUPPORT_EMAIL}
          initialProductId={product?.id}
          initialBusinessName={businessName}
        />
      </div>
    </>
  );
}
