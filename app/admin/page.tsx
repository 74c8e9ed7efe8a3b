import type { Metadata } from "next";
import { AdminTopBar } from "@/components/admin/admin-top-bar";
import { AdminTabsNav } from "@/components/admin/admin-tabs-nav";
import { ActivityTab } from "@/components/admin/activity-tab";
import { isAdminTab, type AdminTab, type ListState } from "@/components/admin/admin-url";
import { BlogTab } from "@/components/admin/blog-tab";
import { ContactsTab } from "@/components/admin/contacts-tab";
import { CouponsTab } from "@/components/admin/coupons-tab";
import { DashboardTab } from "@/components/admin/dashboard-tab";
import { isOrderStatus } from "@/components/admin/order-status";
import { OrdersTab } from "@/components/admin/orders-tab";
import { OutboxTab } from "@/components/admin/outbox-tab";
import { QuotesTab } from "@/components/admin/quotes-tab";
import { listAuditLog, listOutbox } from "@/lib/admin/activity";
import { BLOG_POST_SORTS, BLOG_POST_STATUSES, blogPostCount, listBlogPosts } from "@/lib/admin/blog-posts";
import { activeCouponCount, listCoupons } from "@/lib/admin/coupons";
import { LEAD_SORTS, leadCounts, listContactInquiries, listQuoteRequests, recentContactInquiries } from "@/lib/admin/leads";
import { parseListQuery, type ListQuery } from "@/lib/admin/list-query";
import { listOrders, ORDER_SORTS, orderStats, recentOrders } from "@/lib/admin/orders";
import { adminForPage } from "@/lib/auth/admin-guard";

// The admin layout's title template reaches only child segments, so the full title is spelled out.
export const metadata: Metadata = { title: { absolute: "Admin Dashboard | Viralize Admin" } };
export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * ?page, ?q and ?sort for one list. A part the list can't use (a typo in a shared link, say) is
 * dropped rather than failing the page; the rest still applies.
 */
function listQuery<Sort extends string>(params: SearchParams, sorts: readonly [Sort, ...Sort[]], defaultSort: `-${Sort}` | Sort): ListQuery<Sort> {
  const usable = new URLSearchParams();
  for (const key of ["page", "q", "sort"]) {
    const value = first(params[key]);
    if (!value) continue;
    try {
      parseListQuery(new URLSearchParams({ [key]: value }), sorts, defaultSort);
      usable.set(key, value);
    } catch {
      // Unusable: leave it out.
    }
  }
  return parseListQuery(usable, sorts, defaultSort);
}

const stateOf = (query: ListQuery<string>, defaultSort: string, status?: string): ListState => ({
  q: query.q || undefined,
  sort: `${query.direction === "desc" ? "-" : ""}${query.sort}` === defaultSort ? undefined : `${query.direction === "desc" ? "-" : ""}${query.sort}`,
  status,
  page: query.page,
});

/** SPEC §2 /admin: the admin's dashboard; each tab loads only its own list plus the tab counts. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await adminForPage();
  const params = await searchParams;
  const requested = first(params.tab);
  const tab: AdminTab = isAdminTab(requested) ? requested : "dashboard";

  const [stats, activeCoupons, leads, blogPosts] = await Promise.all([orderStats(), activeCouponCount(), leadCounts(), blogPostCount()]);

  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-surface">
      <AdminTopBar email={admin.email} />
      <AdminTabsNav current={tab} counts={{ orders: stats.totalOrders, activeCoupons, quotes: leads.quotes, contacts: leads.contacts, blogPosts }} />
      <main id="main" className="container-page flex-1 py-6 sm:py-8">
        <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
        {await renderTab(tab, params, { ...stats, activeCoupons })}
      </main>
    </div>
  );
}

async function renderTab(tab: AdminTab, params: SearchParams, counts: { totalRevenue: number; totalOrders: number; pendingOrders: number; activeCoupons: number }) {
  switch (tab) {
    case "dashboard": {
      const [orders, inquiries] = await Promise.all([recentOrders(5), recentContactInquiries(5)]);
      return <DashboardTab data={{ ...counts, recentOrders: orders, recentInquiries: inquiries }} />;
    }
    case "orders": {
      const requestedStatus = first(params.status);
      const status = isOrderStatus(requestedStatus) ? requestedStatus : undefined;
      const query = listQuery(params, ORDER_SORTS, "-createdAt");
      return <OrdersTab page={await listOrders(query, status)} state={stateOf(query, "-createdAt", status)} />;
    }
    case "coupons":
      return <CouponsTab coupons={await listCoupons()} now={Date.now()} />;
    case "quotes": {
      const query = listQuery(params, LEAD_SORTS, "-createdAt");
      return <QuotesTab page={await listQuoteRequests(query)} state={stateOf(query, "-createdAt")} />;
    }
    case "contacts": {
      const query = listQuery(params, LEAD_SORTS, "-createdAt");
      return <ContactsTab page={await listContactInquiries(query)} state={stateOf(query, "-createdAt")} />;
    }
    case "blog": {
      const requestedStatus = first(params.status);
      const status = BLOG_POST_STATUSES.find((option) => option === requestedStatus);
      const query = listQuery(params, BLOG_POST_SORTS, "-updatedAt");
      return <BlogTab page={await listBlogPosts(query, status)} state={stateOf(query, "-updatedAt", status)} />;
    }
    case "activity": {
      const query = listQuery(params, ["createdAt"], "-createdAt");
      return <ActivityTab page={await listAuditLog(query)} state={stateOf(query, "-createdAt")} />;
    }
    case "outbox": {
      const query = listQuery(params, ["createdAt"], "-createdAt");
      return <OutboxTab page={await listOutbox(query)} state={stateOf(query, "-createdAt")} />;
    }
  }
}
