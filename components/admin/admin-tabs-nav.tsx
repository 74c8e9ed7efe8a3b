import { Activity, ClipboardList, Cog, Globe, LayoutDashboard, Mail, MessageSquare, Newspaper, ShoppingBag, Ticket } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { AdminTabLink } from "./admin-tab-link";
import type { AdminTab } from "./admin-url";

export type TabCounts = { orders: number; activeCoupons: number; quotes: number; subscribers: number; contacts: number; blogPosts: number };

/** The dashboard's sections as links, each its own route (back, reload and share work). */
export function AdminTabsNav({ counts }: { counts: TabCounts }) {
  const tabs: { tab: AdminTab; label: string; icon: IconNode }[] = [
    { tab: "dashboard", label: "Dashboard", icon: LayoutDashboard },
    { tab: "orders", label: `Orders (${counts.orders})`, icon: ShoppingBag },
    { tab: "coupons", label: `Coupons (${counts.activeCoupons} active)`, icon: Ticket },
    { tab: "quotes", label: `Quotes (${counts.quotes})`, icon: ClipboardList },
    { tab: "subscribers", label: `Subscribers (${counts.subscribers})`, icon: Globe },
    { tab: "contacts", label: `Contacts (${counts.contacts})`, icon: MessageSquare },
    { tab: "blog", label: `Blog (${counts.blogPosts})`, icon: Newspaper },
    { tab: "activity", label: "Activity", icon: Activity },
    { tab: "outbox", label: "Outbox", icon: Mail },
    { tab: "jobs", label: "Jobs", icon: Cog },
  ];
  return (
    <nav aria-label="Admin sections" className="border-b border-border bg-background">
      <ul className="container-page flex flex-wrap gap-1 py-2 sm:flex-nowrap sm:overflow-x-auto sm:py-0 sm:[scrollbar-width:thin]">
        {tabs.map(({ tab, label, icon }) => (
          <li key={tab} className="shrink-0">
            <AdminTabLink tab={tab}>
              <Icon icon={icon} className="size-4" aria-hidden />
              {label}
            </AdminTabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
