import Link from "next/link";
import { ArrowRight, Clock, DollarSign, Inbox, ShoppingBag, ShoppingCart, Ticket } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import type { AdminContactInquiry } from "@/lib/admin/leads";
import type { AdminOrder } from "@/lib/admin/orders";
import { formatCents } from "@/lib/format/money";
import { adminHref } from "./admin-url";
import { formatDate } from "./format";
import { EmptyState } from "./list-parts";
import { OrderStatusBadge } from "./status-badge";

export type DashboardData = {
  totalRevenue: number;
  totalOrders: number;
  activeCoupons: number;
  pendingOrders: number;
  recentOrders: AdminOrder[];
  recentInquiries: AdminContactInquiry[];
};

/** SPEC §2 Dashboard: four numbers, the 5 latest orders and the 5 latest inquiries. */
export function DashboardTab({ data }: { data: DashboardData }) {
  const stats: { label: string; value: string; icon: IconNode; note: string }[] = [
    { label: "Total Revenue", value: formatCents(data.totalRevenue), icon: DollarSign, note: "Sum of all order totals" },
    { label: "Total Orders", value: String(data.totalOrders), icon: ShoppingCart, note: "Every order, any status" },
    { label: "Active Coupons", value: String(data.activeCoupons), icon: Ticket, note: "Customers can use these now" },
    { label: "Pending Orders", value: String(data.pendingOrders), icon: Clock, note: "Waiting to be processed" },
  ];

  return (
    <div className="grid gap-6">
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          At a glance
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {stats.map(({ label, value, icon, note }) => (
            <li key={label} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <span className="hidden size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary sm:flex">
                  <Icon icon={icon} className="size-5" aria-hidden />
                </span>
              </div>
              <p className="mt-2 truncate text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                {value}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{note}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentPanel title="Recent Orders" id="recent-orders" href={adminHref("orders")} linkLabel="View all orders">
          {data.recentOrders.length === 0 ? (
            <EmptyState icon={ShoppingBag} title="No orders yet.">
              Orders show up here the moment a customer pays at checkout.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-border">
              {data.recentOrders.map((order) => (
                <li key={order.id} className="flex items-center justify-between gap-3 px-5 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">{order.customerName}</p>
                    <p className="text-xs text-muted-foreground">
                      #{order.id} · {formatDate(order.createdAt)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <span className="font-semibold text-ink tabular-nums">{formatCents(order.total)}</span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </RecentPanel>

        <RecentPanel title="Recent Inquiries" id="recent-inquiries" href={adminHref("contacts")} linkLabel="View all contacts">
          {data.recentInquiries.length === 0 ? (
            <EmptyState icon={Inbox} title="No inquiries yet.">
              Messages from the contact form on the home page land here.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-border">
              {data.recentInquiries.map((inquiry) => (
                <li key={inquiry.id} className="flex items-center justify-between gap-3 px-5 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">
                      {inquiry.firstName} {inquiry.lastName}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{inquiry.businessName}</p>
                  </div>
                  <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-slate-700">{inquiry.tradeType}</span>
                </li>
              ))}
            </ul>
          )}
        </RecentPanel>
      </div>
    </div>
  );
}

function RecentPanel({ title, id, href, linkLabel, children }: { title: string; id: string; href: string; linkLabel: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <Link href={href} className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none">
          {linkLabel}
          <Icon icon={ArrowRight} className="size-4" aria-hidden />
        </Link>
      </div>
      {children}
    </section>
  );
}
