import { Link } from "@/components/ui/link";
import { authLinkClass } from "@/components/auth/auth-card";
import { OrderLookupForm } from "@/components/orders/order-lookup-form";
import { printOrderIdOf, printOrderNumber } from "@/lib/quotes/print-order-number";
import { pageMetadata } from "@/lib/seo/metadata";
import { storeTimeZone } from "@/lib/time";

export const metadata = {
  ...pageMetadata({
    title: "Track an Order",
    description: "Find your Viralize order with its number and your email: merchandise or a print job, where it is, its tracking and every update.",
    path: "/orders/lookup",
  }),
  robots: { index: false },
};

/**
 * A guest's order look-up, for merchandise (#1042) and print orders (P-1042). The confirmation
 * email links here with ?order=<number>, which fills the form in.
 */
export default async function OrderLookupPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { order } = await searchParams;
  const typed = typeof order === "string" ? order.trim() : "";
  const printId = printOrderIdOf(typed);
  const orderNumber = printId !== null ? printOrderNumber(printId) : /^#?\d{1,9}$/.test(typed) ? typed.replace(/^#/, "") : "";

  return (
    <div className="min-h-full bg-surface">
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Track an order</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Enter your order number and the email you ordered with. It&apos;s in your confirmation email: the digits after # for merchandise, or P- and the digits
          for a print order.
        </p>
        <div className="mt-8">
          <OrderLookupForm defaultOrderNumber={orderNumber} timeZone={storeTimeZone()} />
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          Logged in when you ordered?{" "}
          <Link href="/account" className={authLinkClass}>
            See all your orders
          </Link>
        </p>
      </div>
    </div>
  );
}
