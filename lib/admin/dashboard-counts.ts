import "server-only";
import { cache } from "react";
import { subscriberStats } from "@/lib/billing/admin-subscribers";
import { blogPostCount } from "@/lib/blog/admin-posts";
import { activeCouponCount } from "@/lib/checkout/admin-coupons";
import { contactInquiryCount } from "@/lib/contact-inquiries";
import { openDisputes, revenueByLine } from "@/lib/ledger/figures";
import { orderStats } from "@/lib/orders/admin-stats";
import { quoteRequestCount } from "@/lib/quotes/admin-requests";

/**
 * The admin's headline numbers: the tab bar's counts and the dashboard's cards, each read by the
 * module that owns its rows, the money from the ledger. Both the admin layout and the dashboard
 * page ask for them, so they are read once per request.
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
