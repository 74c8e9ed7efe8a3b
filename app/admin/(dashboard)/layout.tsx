import { AdminTabsNav } from "@/components/admin/admin-tabs-nav";
import { AdminTopBar } from "@/components/admin/admin-top-bar";
import { dashboardCounts } from "@/lib/admin/dashboard-counts";
import { adminForPage } from "@/lib/auth/admin-guard";

/**
 * The admin (docs/product.md#the-admin): the frame every tab shares (top bar, tab bar with counts, heading). The PIN
 * keypad (/admin/login) is outside this group, so it has none of it. Navigating between tabs
 * keeps this frame as it is; a change made in a tab refreshes the router, and the counts with it.
 */
export default async function AdminDashboardLayout({ children }: { children: React.ReactNode }) {
  const admin = await adminForPage();
  const counts = await dashboardCounts();
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-surface">
      <AdminTopBar email={admin.email} />
      <AdminTabsNav counts={{ orders: counts.totalOrders, activeCoupons: counts.activeCoupons, quotes: counts.quotes, subscribers: counts.plans.activeSubscribers, contacts: counts.contacts, blogPosts: counts.blogPosts }} />
      <main id="main" className="container-page flex-1 py-6 sm:py-8">
        <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
        {children}
      </main>
    </div>
  );
}
