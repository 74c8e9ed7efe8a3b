import Link from "next/link";
import { PackageSearch } from "lucide";
import { adminHref } from "@/components/admin/admin-url";
import { EmptyState } from "@/components/admin/list-parts";
import { Button } from "@/components/ui/button";

/**
 * An order number nobody has (a typo, or an order deleted since the link was made).
 * Its status stays 200: the page streams behind its skeleton (loading.tsx), so the headers are sent
 * before the order is looked up, and Next marks the view noindex instead.
 */
export default function AdminOrderNotFound() {
  return (
    <section className="rounded-lg border border-border bg-card shadow-sm">
      <EmptyState
        icon={PackageSearch}
        title="There's no order with that number."
        action={
          <Button asChild>
            <Link href={adminHref("orders")}>Back to all orders</Link>
          </Button>
        }
      >
        Check the number, or search the orders list by the customer&apos;s name or email.
      </EmptyState>
    </section>
  );
}
