import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { Package } from "lucide";
import { authLinkClass } from "@/components/auth/auth-card";
import { OrderView } from "@/components/orders/order-view";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { AccountSecurity } from "@/components/account/account-security";
import { ConfirmEmailNotice } from "@/components/account/confirm-email-notice";
import { BusinessSection } from "@/components/account/business-section";
import { PlanSection } from "@/components/account/plan-section";
import { plansOfCustomer } from "@/lib/billing/customer-plans";
import { waitingPlan } from "@/lib/billing/waiting-plan";
import { businessProfileOf } from "@/lib/business-profile/profile";
import { env } from "@/lib/env";
import { accountIdentity } from "@/lib/auth/email-verification";
import { accountHasPassword } from "@/lib/auth/password-change";
import { signedInUser } from "@/lib/auth/page-user";
import { ordersOfCustomer } from "@/lib/orders/customer-orders";
import { printOrdersOfCustomer } from "@/lib/quotes/views";
import { PrintOrderProgress } from "@/components/quotes/print-order-progress";
import { pageMetadata } from "@/lib/seo/metadata";
import { storeTimeZone } from "@/lib/time";
import { TRADE_TYPES } from "@/lib/validation/contact-fields";

export const metadata = {
  ...pageMetadata({
    title: "Your Account",
    description:
      "Your Viralize website plan, your business details and merch orders (what you bought, where each one is, its tracking), your password and where you're signed in.",
    path: "/account",
  }),
  robots: { index: false },
};

/** The signed-in customer's own page: their website plan, their business, their orders, newest first, then sign-in and security. Read per request (the session). */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await signedInUser();
  // The login form always lands on / after signing in, so a ?next= would be ignored.
  if (!user) redirect("/login");
  const identity = await accountIdentity(user.id);
  const [orders, plans, printOrders, hasPassword, business] = await Promise.all([
    ordersOfCustomer(user.id),
    plansOfCustomer(user.id),
    printOrdersOfCustomer(identity),
    accountHasPassword(user.id),
    businessProfileOf(user.id),
  ]);
  const firstName = user.firstName?.trim();
  const justStarted = (await searchParams).plan === "started";

  return (
    <div className="min-h-full bg-surface">
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Your account</h1>
        <p className="mt-2 text-muted-foreground">
          {firstName ? `Hi, ${firstName}.` : "Hi there."} Signed in as <span className="font-medium break-all text-ink">{user.email}</span>.
        </p>
        {!identity.confirmedEmail && <ConfirmEmailNotice email={user.email} />}

        <PlanSection
          plans={plans}
          live={env().PAYMENTS_PROVIDER === "stripe"}
          justStarted={justStarted}
          awaitingPayment={justStarted && (await waitingPlan(user.id)) !== null}
        />

        <BusinessSection profile={business} trades={[...TRADE_TYPES]} hasPlan={plans.some((plan) => plan.status !== "canceled")} />

        <section aria-labelledby="your-orders" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="your-orders" className="text-2xl font-bold">
              Your orders
            </h2>
            <Link href="/orders/lookup" className={`${authLinkClass} text-sm`}>
              Ordered as a guest? Track it here
            </Link>
          </div>
          {orders.length > 0 ? (
            <div className="mt-4 grid gap-6">
              {orders.map((order) => (
                <OrderView key={order.id} order={order} level={3} timeZone={storeTimeZone()} />
              ))}
            </div>
          ) : (
            <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-input bg-card px-6 py-12 text-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
                <Icon icon={Package} className="size-8" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">No orders yet</h3>
              <p className="mt-2 max-w-sm text-muted-foreground">
                Put your logo on tees, hoodies and caps for the crew. Orders you place while logged in show up here.
              </p>
              <Link href="/store" className={`${buttonVariants({ size: "lg" })} mt-6`}>
                Shop the store
              </Link>
            </div>
          )}
        </section>

        {printOrders.length > 0 && (
          <section aria-labelledby="your-print-orders" className="mt-10">
            <h2 id="your-print-orders" className="text-2xl font-bold">
              Your print orders
            </h2>
            <div className="mt-4 grid gap-6">
              {printOrders.map((order) => (
                <PrintOrderProgress key={order.id} order={order} level={3} timeZone={storeTimeZone()} />
              ))}
            </div>
          </section>
        )}

        <AccountSecurity hasPassword={hasPassword} />
      </div>
    </div>
  );
}
