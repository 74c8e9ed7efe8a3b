import { ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Checkout } from "@/components/checkout/checkout";
import { CheckoutPlaceholder } from "@/components/checkout/checkout-placeholder";
import { CheckoutSkeleton } from "@/components/checkout/checkout-skeleton";
import { EmptyCheckout } from "@/components/checkout/empty-checkout";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Checkout",
    description: "Pay for your Viralize merch order: your details, your order summary and a secure card payment.",
    path: "/checkout",
  }),
  robots: { index: false },
};

/**
 * /checkout (docs/product.md#checkout). The cart lives in the browser, so everything below the heading renders there.
 * Prerendered: the payment provider and its publishable key belong to the deployment (preview or
 * production), not to the build, so the browser asks the running server for them
 * (components/checkout/payment-settings.ts).
 */
export default function CheckoutPage() {
  return (
    <div className="bg-surface">
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Checkout</h1>
        <p className="mt-2 flex items-center gap-2 text-muted-foreground">
          <Icon icon={ShieldCheck} aria-hidden className="size-5 shrink-0 text-success" />
          Secure card payment. Your order ships straight from our print partner.
        </p>
        <div className="mt-8">
          <Checkout placeholder={<CheckoutPlaceholder />} skeleton={<CheckoutSkeleton />} empty={<EmptyCheckout />} />
        </div>
      </div>
    </div>
  );
}
