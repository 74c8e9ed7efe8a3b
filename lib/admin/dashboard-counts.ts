import "server-only";
import { cache } from "react";
import { openDisputes, revenueByLine } from "@/lib/ledger/figures";
import { blogPostCount } from "./blog-posts";
import { activeCouponCount } from "./coupons";
import { leadCounts } from "./leads";
import { orderStats } from "@/lib/orders/admin-stats";
import { subscriberStats } from "./subscribers";

/**
 * The admin's headline numbers: the tab bar's counts and the dashboard's cards, its money read
 * from the ledger. Both the admin layout and the dashboard page ask for them, so they are read
 * once per request.
 */
export const dashboardCounts = cache(async () => {
  const [stats, revenue, disputes, activeCoupons, leads, blogPosts, plans] = await Promise.all([
    orderStats(),
    revenueByLine(),
    openDisputes(),
    activeCouponCount(),
    leadCounts(),
    blogPostCount(),
    subscriberStats(),
  ]);
  return { ...stats, revenue, openDisputes: disputes, activeCoupons, quotes: leads.quotes, contacts: leads.contacts, blogPosts, plans };
});
