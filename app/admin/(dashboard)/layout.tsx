import { adminSectionLinks } from "@/components/admin/admin-sections";
import { AdminTabBar } from "@/components/admin/admin-tab-bar";
import { AdminTopBar } from "@/components/admin/admin-top-bar";
import { dashboardCounts } from "@/lib/admin/dashboard-counts";
import { adminForPage } from "@/lib/auth/admin-guard";

/**
 * The admin's frame (docs/product.md#the-admin) every tab shares (top bar, tab bar with counts); each page brings its
 * own heading. The PIN keypad (/admin/login) is outside this group, so it has none of it.
 * Navigating between tabs keeps this frame as it is; a change made in a tab refreshes the router,
 * and the counts with it.
 */
export default async function AdminDashboardLayout({ children }: { children: React.ReactNode }) {
  const admin = await adminForPage();
  const counts = await dashboardCounts();
  const links = adminSectionLinks({
    orders: counts.totalOrders,
    activeCoupons: counts.activeCoupons,
    quotes: counts.quotes,
    subscribers: counts.plans.activeSubscribers,
    contacts: counts.contacts,
    blogPosts: counts.blogPosts,
  });
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-surface">
      <AdminTopBar email={admin.email} links={links} />
      <AdminTabBar links={links} />
      <main id="main" className="container-page flex-1 py-5 sm:py-8">
        {children}
      </main>
    </div>
  );
}
