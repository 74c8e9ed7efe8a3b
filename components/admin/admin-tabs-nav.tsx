import Link from "next/link";
import { Activity, ClipboardList, LayoutDashboard, Mail, MessageSquare, Newspaper, ShoppingBag, Ticket } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { cn } from "@/lib/utils/cn";
import { adminHref, type AdminTab } from "./admin-url";

export type TabCounts = { orders: number; activeCoupons: number; quotes: number; contacts: number; blogPosts: number };

/** The dashboard's sections as links, so each tab has its own address (back, reload and share work). */
export function AdminTabsNav({ current, counts }: { current: AdminTab; counts: TabCounts }) {
  const tabs: { tab: AdminTab; label: string; icon: IconNode }[] = [
    { tab: "dashboard", label: "Dashboard", icon: LayoutDashboard },
    { tab: "orders", label: `Orders (${counts.orders})`, icon: ShoppingBag },
    { tab: "coupons", label: `Coupons (${counts.activeCoupons} active)`, icon: Ticket },
    { tab: "quotes", label: `Quotes (${counts.quotes})`, icon: ClipboardList },
    { tab: "contacts", label: `Contacts (${counts.contacts})`, icon: MessageSquare },
    { tab: "blog", label: `Blog (${counts.blogPosts})`, icon: Newspaper },
    { tab: "activity", label: "Activity", icon: Activity },
    { tab: "outbox", label: "Outbox", icon: Mail },
  ];
  return (
    <nav aria-label="Admin sections" className="border-b border-border bg-background">
      <ul className="container-page flex flex-wrap gap-1 py-2 sm:flex-nowrap sm:overflow-x-auto sm:py-0 sm:[scrollbar-width:thin]">
        {tabs.map(({ tab, label, icon }) => {
          const active = tab === current;
          return (
            <li key={tab} className="shrink-0">
              <Link
                href={adminHref(tab)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none focus-visible:ring-inset sm:min-h-12 sm:rounded-none sm:border-b-2",
                  active ? "bg-accent text-primary sm:border-primary sm:bg-transparent" : "text-slate-600 hover:bg-muted hover:text-ink sm:border-transparent sm:hover:border-slate-300 sm:hover:bg-transparent",
                )}
              >
                <Icon icon={icon} className="size-4" aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
