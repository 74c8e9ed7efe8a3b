import "server-only";
import { cache } from "react";
import { blogPostCount } from "./blog-posts";
import { activeCouponCount } from "./coupons";
import { leadCounts } from "./leads";
import { orderStats } from "./order-stats";
import { subscriberStats } from "./subscribers";

/**
 * The admin's headline numbers: the tab bar's counts and the dashboard's cards. Both the admin
 * layout and the dashboard page ask for them, so they are read once per request.
 */
export const dashboardCounts = cache(async () => {
  const [stats, activeCoupons, leads, blogPosts, plans] = await Promise.all([orderStats(), activeCouponCount(), leadCounts(), blogPostCount(), subscriberStats()]);
  return { ...stats, activeCoupons, quotes: leads.quotes, contacts: leads.contacts, blogPosts, plans };
});
