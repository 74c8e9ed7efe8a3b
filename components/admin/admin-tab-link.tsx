"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils/cn";
import { adminHref, adminTabAt, type AdminTab } from "./admin-url";

/**
 * One link of the admin's tab bar, marked current while its section is open. The bar sits in a
 * layout that navigation does not re-render, so the current tab is read from the path here.
 */
export function AdminTabLink({ tab, children }: { tab: AdminTab; children: React.ReactNode }) {
  const active = adminTabAt(usePathname()) === tab;
  return (
    <Link
      href={adminHref(tab)}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none focus-visible:ring-inset sm:min-h-12 sm:rounded-none sm:border-b-2",
        active ? "bg-accent text-primary sm:border-primary sm:bg-transparent" : "text-slate-600 hover:bg-muted hover:text-ink sm:border-transparent sm:hover:border-slate-300 sm:hover:bg-transparent",
      )}
    >
      {children}
    </Link>
  );
}
