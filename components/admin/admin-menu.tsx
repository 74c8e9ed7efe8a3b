"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu } from "lucide";
import { SignOutEverywhereButton } from "@/components/auth/sign-out-everywhere-button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils/cn";
import { AdminSectionLabel } from "./admin-section-label";
import type { AdminSectionLink } from "./admin-sections";
import { adminHref, adminTabAt } from "./admin-url";
import { LogoutButton } from "./logout-button";

/**
 * The admin's navigation on a phone: one Menu button in the top bar opens the sections (with their
 * counts) and the account's sign-out buttons, so the screen below the bar is the section's own.
 */
export function AdminMenu({ links, email }: { links: AdminSectionLink[]; email: string }) {
  const current = adminTabAt(usePathname());
  return (
    <Sheet>
      <SheetTrigger className={`${buttonVariants({ variant: "inverse", size: "touch" })} md:hidden`}>
        <Icon icon={Menu} className="size-5" aria-hidden />
        Menu
      </SheetTrigger>
      <SheetContent className="w-[min(22rem,88vw)] gap-0 overflow-y-auto">
        <SheetHeader className="border-b border-border">
          <SheetTitle>Viralize Admin</SheetTitle>
          <SheetDescription className="truncate">Signed in as {email}</SheetDescription>
        </SheetHeader>
        <nav aria-label="Admin sections" className="p-2">
          <ul className="grid gap-0.5">
            {links.map((link) => (
              <li key={link.tab}>
                <SheetClose asChild>
                  <Link
                    href={adminHref(link.tab)}
                    aria-current={link.tab === current ? "page" : undefined}
                    className={cn(
                      "flex min-h-12 items-center gap-3 rounded-md px-3 text-base font-medium focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
                      link.tab === current ? "bg-accent text-primary" : "text-slate-700 hover:bg-muted hover:text-ink",
                    )}
                  >
                    <AdminSectionLabel link={link} current={link.tab === current} />
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter className="border-t border-border">
          <SignOutEverywhereButton />
          <LogoutButton look="light" />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
