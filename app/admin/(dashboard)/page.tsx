import type { Metadata } from "next";
import { DashboardTab } from "@/components/admin/dashboard-tab";
import { dashboardCounts } from "@/lib/admin/dashboard-counts";
import { recentContactInquiries } from "@/lib/contact-inquiries";
import { recentOrders } from "@/lib/orders/admin-orders";
import { quotesAwaitingPayment } from "@/lib/quotes/admin-requests";
import { adminForPage } from "@/lib/auth/admin-guard";
import { dailyRevenue } from "@/lib/ledger/figures";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

/** The admin's Dashboard (docs/product.md#dashboard): the four numbers, revenue by line, what needs attention, the last 30 days, and the latest orders and inquiries (old ?tab= links are moved by proxy.ts). */
export default async function AdminDashboardPage() {
  await adminForPage();
  const [counts, revenueDays, orders, inquiries, quotesAwaiting] = await Promise.all([
    dashboardCounts(),
    dailyRevenue(30),
    recentOrders(5),
    recentContactInquiries(5),
    quotesAwaitingPayment(),
  ]);
  return <DashboardTab data={{ ...counts, revenueDays, recentOrders: orders, recentInquiries: inquiries }} quotesAwaiting={quotesAwaiting} />;
}
