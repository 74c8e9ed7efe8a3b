import type { Metadata } from "next";
import { DashboardTab } from "@/components/admin/dashboard-tab";
import { dashboardCounts } from "@/lib/admin/dashboard-counts";
import { recentContactInquiries } from "@/lib/admin/leads";
import { recentOrders } from "@/lib/admin/orders";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Admin Dashboard" };
export const dynamic = "force-dynamic";

/** SPEC §2 /admin Dashboard: the four numbers and the latest orders and inquiries (old ?tab= links are moved by proxy.ts). */
export default async function AdminDashboardPage() {
  await adminForPage();
  const [counts, orders, inquiries] = await Promise.all([dashboardCounts(), recentOrders(5), recentContactInquiries(5)]);
  return <DashboardTab data={{ ...counts, recentOrders: orders, recentInquiries: inquiries }} />;
}
