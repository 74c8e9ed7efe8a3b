import { Activity, ClipboardList, Cog, Globe, LayoutDashboard, Mail, MessageSquare, Newspaper, ShoppingBag, Ticket } from "lucide";
import type { IconNode } from "@/components/ui/icon";
import { ADMIN_TABS, type AdminTab } from "./admin-url";

/** Each admin section's name (its link, its page's heading and title) and icon. */
export const ADMIN_SECTIONS: Record<AdminTab, { name: string; icon: IconNode }> = {
  dashboard: { name: "Dashboard", icon: LayoutDashboard },
  orders: { name: "Orders", icon: ShoppingBag },
  coupons: { name: "Coupons", icon: Ticket },
  quotes: { name: "Quotes", icon: ClipboardList },
  subscribers: { name: "Subscribers", icon: Globe },
  contacts: { name: "Contacts", icon: MessageSquare },
  blog: { name: "Blog", icon: Newspaper },
  activity: { name: "Activity", icon: Activity },
  outbox: { name: "Outbox", icon: Mail },
  jobs: { name: "Jobs", icon: Cog },
};

export type TabCounts = { orders: number; activeCoupons: number; quotes: number; subscribers: number; contacts: number; blogPosts: number };

/** One link of the admin's navigation: a section, and how many it holds ("12", "3 active") where that helps. */
export type AdminSectionLink = { tab: AdminTab; name: string; count?: string; icon: IconNode };

export function adminSectionLinks(counts: TabCounts): AdminSectionLink[] {
  const count: Partial<Record<AdminTab, string>> = {
    orders: String(counts.orders),
    coupons: `${counts.activeCoupons} active`,
    quotes: String(counts.quotes),
    subscribers: String(counts.subscribers),
    contacts: String(counts.contacts),
    blog: String(counts.blogPosts),
  };
  return ADMIN_TABS.map((tab) => ({ tab, ...ADMIN_SECTIONS[tab], count: count[tab] }));
}
