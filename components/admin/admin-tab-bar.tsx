"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { ChevronDown } from "lucide";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils/cn";
import { AdminSectionLabel } from "./admin-section-label";
import type { AdminSectionLink } from "./admin-sections";
import { adminHref, adminTabAt } from "./admin-url";

const TAB =
  "flex min-h-12 items-center gap-1.5 border-b-2 px-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none focus-visible:ring-inset";
const tabLook = (current: boolean) => (current ? "border-primary text-primary" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink");

/**
 * How many tabs fit in one row: all of them, or as many as leave room for the More button. `ends`
 * is where each tab ends, measured from the row's start.
 */
function fitting(ends: number[], available: number, more: number): number {
  if (ends.length === 0 || ends[ends.length - 1]! <= available) return ends.length;
  let count = ends.length - 1;
  while (count > 0 && ends[count - 1]! + more > available) count -= 1;
  return count;
}

/**
 * The admin's sections as one row of tabs on a wide screen, each its own route. Tabs that don't
 * fit the row (a narrow window, counts grown long) go into a More menu at its end, so none is
 * ever cut. A hidden copy of the row measures each tab as it is drawn (counts and font included).
 */
export function AdminTabBar({ links }: { links: AdminSectionLink[] }) {
  const current = adminTabAt(usePathname());
  const row = useRef<HTMLUListElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  const moreRuler = useRef<HTMLLIElement>(null);
  // Until measured (the server's page, before hydration) every tab is in the row, which clips.
  const [shown, setShown] = useState(links.length);

  useLayoutEffect(() => {
    const measure = () => {
      if (!row.current || !ruler.current || !moreRuler.current) return;
      const items = [...ruler.current.children].filter((item) => item !== moreRuler.current) as HTMLElement[];
      const ends = items.map((item) => item.offsetLeft + item.offsetWidth);
      setShown(fitting(ends, row.current.clientWidth, moreRuler.current.offsetWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (row.current) observer.observe(row.current);
    if (ruler.current) observer.observe(ruler.current);
    return () => observer.disconnect();
  }, []);

  const inRow = links.slice(0, shown);
  const inMore = links.slice(shown);
  const currentInMore = inMore.some((link) => link.tab === current);
  return (
    <nav aria-label="Admin sections" className="border-b border-border bg-background max-md:hidden">
      <div className="container-page relative">
        <ul ref={row} className="flex overflow-hidden">
          {inRow.map((link) => (
            <li key={link.tab} className="shrink-0">
              <Link href={adminHref(link.tab)} aria-current={link.tab === current ? "page" : undefined} className={cn(TAB, tabLook(link.tab === current))}>
                <AdminSectionLabel link={link} current={link.tab === current} />
              </Link>
            </li>
          ))}
          {inMore.length > 0 && (
            <li className="shrink-0">
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger className={cn(TAB, tabLook(currentInMore))}>
                  More
                  <Icon icon={ChevronDown} className="size-4" aria-hidden />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {inMore.map((link) => (
                    <DropdownMenuItem key={link.tab} asChild>
                      <Link
                        href={adminHref(link.tab)}
                        aria-current={link.tab === current ? "page" : undefined}
                        className={cn(link.tab === current && "font-semibold text-primary")}
                      >
                        <AdminSectionLabel link={link} current={link.tab === current} />
                      </Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          )}
        </ul>
        <div aria-hidden inert className="invisible absolute inset-0 overflow-hidden">
          <ul ref={ruler} className="flex w-max">
            {links.map((link) => (
              <li key={link.tab} className={cn(TAB, "shrink-0")}>
                <AdminSectionLabel link={link} current={false} />
              </li>
            ))}
            <li ref={moreRuler} className={cn(TAB, "shrink-0")}>
              More
              <Icon icon={ChevronDown} className="size-4" aria-hidden />
            </li>
          </ul>
        </div>
      </div>
    </nav>
  );
}
