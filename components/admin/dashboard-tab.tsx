import Link from "next/link";
import { ArrowRight, CircleAlert, CircleCheck, Clock, DollarSign, Inbox, PackageX, ShoppingBag, ShoppingCart, Ticket } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminContactInquiry } from "@/lib/contact-inquiries";
import type { SubscriberStats } from "@/lib/billing/admin-subscribers";
import type { OpenDisputes, Revenue, RevenueDay } from "@/lib/ledger/figures";
import type { AdminOrder } from "@/lib/orders/admin-orders";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref } from "./admin-url";
import { formatDate } from "@/lib/time";
import { EmptyState } from "./list-parts";
import { RevenueChart } from "./revenue-chart";
import { PlanStats } from "./plan-stats";
import { QuotesAwaitingTile } from "./quotes-awaiting-tile";
import { RevenueByLine } from "./revenue-by-line";
import { StatTile, type Stat } from "./stat-tile";
import { OrderStatusBadge } from "./status-badge";

export type DashboardData = {
  revenue: Revenue;
  totalOrders: number;
  activeCoupons: number;
  pendingOrders: number;
  failedFulfilments: number;
  openDisputes: OpenDisputes;
  revenueDays: RevenueDay[];
  recentOrders: AdminOrder[];
  recentInquiries: AdminContactInquiry[];
  plans: SubscriberStats;
};

/**
 * The Dashboard (docs/product.md#dashboard): four numbers, revenue by line, what needs attention,
 * the last 30 days, the 5 latest orders and the 5 latest inquiries.
 */
export function DashboardTab({ data, quotesAwaiting }: { data: DashboardData; quotesAwaiting: { count: number; total: number } }) {
  const stats: Stat[] = [
    {
      label: "Total Revenue",
      testId: "stat-total-revenue",
      value: formatCents(data.revenue.total),
      icon: DollarSign,
      note: "Merchandise, print and plans, net of refunds and lost disputes",
    },
    { label: "Total Orders", testId: "stat-total-orders", value: String(data.totalOrders), icon: ShoppingCart, note: "Every order, any status" },
    { label: "Active Coupons", testId: "stat-active-coupons", value: String(data.activeCoupons), icon: Ticket, note: "Customers can use these now" },
    { label: "Pending Orders", testId: "stat-pending-orders", value: String(data.pendingOrders), icon: Clock, note: "Waiting for you: not yet with Printful" },
  ];

  return (
    <>
      <AdminPageHeading title="Dashboard" description="How the shop is doing and what is waiting for you." />
      <div className="grid gap-6">
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            At a glance
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {stats.map((stat) => (
              <StatTile key={stat.label} {...stat} />
            ))}
          </ul>
        </section>

        <RevenueByLine revenue={data.revenue} />

        <PlanStats stats={data.plans} />

        <NeedsAttention failedFulfilments={data.failedFulfilments} openDisputes={data.openDisputes} />

        <QuotesAwaitingTile {...quotesAwaiting} />

        <RevenueChart days={data.revenueDays} />

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
    </>
  );
}

/**
 * What someone has to act on, each count linking to where it is: failed fulfilments and open
 * disputes on orders always; disputes on print orders or plan payments (from the ledger) when there are any.
 */
function NeedsAttention({ failedFulfilments, openDisputes }: { failedFulfilments: number; openDisputes: OpenDisputes }) {
  const items = [
    {
      count: failedFulfilments,
      one: "failed fulfilment",
      many: "failed fulfilments",
      href: adminHref("orders", { fulfilment: "failed" }),
      icon: PackageX,
      testId: "attention-failed-fulfilments",
    },
    {
      count: openDisputes.merchandise,
      one: "open dispute",
      many: "open disputes",
      href: adminHref("orders", { payment: "disputed" }),
      icon: CircleAlert,
      testId: "attention-open-disputes",
    },
    ...(openDisputes.print > 0
      ? [
          {
            count: openDisputes.print,
            one: "dispute on a print order",
            many: "disputes on print orders",
            href: adminHref("quotes"),
            icon: CircleAlert,
            testId: "attention-print-disputes",
          },
        ]
      : []),
    ...(openDisputes.plan > 0
      ? [
          {
            count: openDisputes.plan,
            one: "dispute on a plan payment",
            many: "disputes on plan payments",
            href: adminHref("subscribers"),
            icon: CircleAlert,
            testId: "attention-plan-disputes",
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="attention-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <h2 id="attention-heading" className="text-lg font-semibold sm:mr-2">
          Needs attention
        </h2>
        <ul className="grid gap-2 sm:flex sm:flex-wrap">
          {items.map(({ count, one, many, href, icon, testId }) => (
            <li key={one}>
              <Link
                href={href}
                data-testid={testId}
                className={cn(
                  "inline-flex min-h-11 w-full items-center gap-2 rounded-md border px-3 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none sm:min-h-10 sm:w-auto",
                  count > 0 ? "border-red-200 bg-red-50 text-red-800 hover:bg-red-100" : "border-border text-slate-700 hover:bg-muted",
                )}
              >
                <Icon icon={count > 0 ? icon : CircleCheck} className="size-4" aria-hidden />
                <span className="font-bold tabular-nums">{count}</span> {count === 1 ? one : many}
                <Icon icon={ArrowRight} className="ml-auto size-4 sm:ml-0" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RecentPanel({ title, id, href, linkLabel, children }: { title: string; id: string; href: string; linkLabel: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          href={href}
          className="inline-flex min-h-11 items-center md:min-h-10 gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {linkLabel}
          <Icon icon={ArrowRight} className="size-4" aria-hidden />
        </Link>
      </div>
      {children}
    </section>
  );
}
