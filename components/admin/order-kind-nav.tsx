import Link from "next/link";
import { Printer, ShoppingBag } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils/cn";
import { adminHref } from "./admin-url";

export type OrderKindCounts = { merchandise: number; print: number };

/**
 * The Orders tab's two lists: merchandise orders (#1042) and print orders (P-1042, paid quotes).
 * Each shows how many orders the search finds, so a search names where its matches are; switching
 * keeps the search and drops the other list's filters.
 */
export function OrderKindNav({ kind, q, counts }: { kind: "merchandise" | "print"; q?: string; counts: OrderKindCounts }) {
  const kinds = [
    { value: "merchandise" as const, label: "Merchandise", icon: ShoppingBag, href: adminHref("orders", { q }) },
    { value: "print" as const, label: "Print", icon: Printer, href: adminHref("orders", { kind: "print", q }) },
  ];
  return (
    <nav aria-label="Kind of order" className="flex">
      <ul className="inline-flex rounded-lg border border-border bg-surface p-1">
        {kinds.map(({ value, label, icon, href }) => {
          const current = value === kind;
          return (
            <li key={value}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                aria-label={`${label}, ${counts[value]} ${q ? "matching " : ""}${counts[value] === 1 ? "order" : "orders"}`}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-md px-3 md:min-h-10 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
                  current ? "bg-card text-ink shadow-sm" : "text-muted-foreground hover:text-ink",
                )}
              >
                <Icon icon={icon} className="size-4" aria-hidden />
                {label}
                <span className={cn("rounded-full px-2 py-0.5 text-xs tabular-nums", current ? "bg-accent text-primary" : "bg-muted text-slate-700")}>
                  {counts[value]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
