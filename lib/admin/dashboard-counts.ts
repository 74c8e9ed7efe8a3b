import "server-only";
import { cache } from "react";
import { openDisputes, revenueByLine } from "@/lib/ledger/figures";
import { blogPostCount } from "@/lib/blog/admin-posts";
import { activeCouponCount } from "@/lib/checkout/admin-coupons";
import { contactInquiryCount } from "@/lib/contact-inquiries";
import { quoteRequestCount } from "@/lib/quotes/admin-requests";
import { orderStats } from "@/lib/orders/admin-stats";
import { subscriberStats } from "@/lib/billing/admin-subscribers";

/**
 * The admin's headline numbers: the tab bar's counts and the dashboard's cards, its money read
 * from the ledger. Both the admin layout and the dashboard page ask for them, so they are read
 * once per request.
 */
export const dashboardCounts = cache(async () => {
  const [stats, revenue, disputes, activeCoupons, quotes, contacts, blogPosts, plans] = await Promise.all([
    orderStats(),
    revenueByLine(),
    openDisputes(),
    activeCouponCount(),
    quoteRequestCount(),
    contactInquiryCount(),
    blogPostCount(),
    subscriberStats(),
  ]);
  return { ...stats, revenue, openDisputes: disputes, activeCoupons, quotes, contacts, blogPosts, plans };
});
