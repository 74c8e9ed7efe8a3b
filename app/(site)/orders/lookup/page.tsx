import { Link } from "@/components/ui/link";
import { authLinkClass } from "@/components/auth/auth-card";
import { OrderLookupForm } from "@/components/orders/order-lookup-form";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Track an Order",
    description: "Find your Viralize merch order with its number and your email: where it is, its tracking and every update.",
    path: "/orders/lookup",
  }),
  robots: { index: false },
};

/** A guest's order look-up. The confirmation email links here with ?order=<number>, which fills the form in. */
export default async function OrderLookupPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { order } = await searchParams;
  const orderNumber = typeof order === "string" && /^#?\d{1,9}$/.test(order.trim()) ? order.trim().replace(/^#/, "") : "";

  return (
    <div className="min-h-full bg-surface">
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Track an order</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Enter your order number (it&apos;s in your confirmation email, after the #) and the email you ordered with.</p>
        <div className="mt-8">
          <OrderLookupForm defaultOrderNumber={orderNumber} />
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
