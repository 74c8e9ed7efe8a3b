import { CloudOff, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Shown instead of products when the merchandise provider cannot be reached. Its links are full
 * page loads: the right way out of a failure, and no router code in the product page's error chunk.
 */
export function StoreUnavailable({ retryHref }: { retryHref: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center rounded-lg border border-border bg-card px-6 py-12 text-center shadow-sm">
      <Icon icon={CloudOff} className="size-12 text-primary" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold">The store is taking a short break</h2>
      <p className="mt-3 text-muted-foreground">
        We can&apos;t reach our merchandise catalogue right now. Nothing is wrong with your order or your cart: try again in a few minutes.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={retryHref} className={buttonVariants({ size: "lg" })}>
          Try again
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load out of a failure (see above) */}
        <a href="/#contact" className={buttonVariants({ size: "lg", variant: "outline" })}>
          <Icon icon={Phone} aria-hidden />
          Contact us
        </a>
      </div>
    </div>
  );
}
