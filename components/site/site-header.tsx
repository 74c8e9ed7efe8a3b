"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Menu, X } from "lucide-react";
import { CartSheet } from "@/components/cart/cart-sheet";
import { Button } from "@/components/ui/button";
import { PAGE_LINKS } from "@/lib/content/navigation";
import { cn } from "@/lib/utils/cn";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none";
const mobileLink =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-100 hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none";

/** SPEC §2 header: page links, section scroll links, account links, cart, and a phone menu. */
export function SiteHeader() {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const current = (href: string) => (href === "/" ? pathname === "/" : pathname.startsWith(href));

  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow-sm">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {PAGE_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={cn(desktopLink, current(link.href) && "text-white underline decoration-highlight decoration-2 underline-offset-8")} aria-current={current(link.href) ? "page" : undefined}>
              {link.label}
            </Link>
          ))}
          <SectionLink section="pricing" className={desktopLink}>
            Pricing
          </SectionLink>
          <SectionLink section="contact" className={desktopLink}>
            Contact
          </SectionLink>
        </nav>

        <div className="flex items-center gap-2">
          <CartSheet />
          <div className="hidden items-center gap-2 lg:flex">
            <Button asChild variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
              <Link href="/login">Log In</Link>
            </Button>
            <Button asChild variant="highlight">
              <Link href="/signup">Sign Up</Link>
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/10 hover:text-white lg:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-white/10 lg:hidden">
          <div className="container-page flex flex-col gap-1 py-3">
            {PAGE_LINKS.map((link) => (
              <Link key={link.href} href={link.href} className={mobileLink} onClick={closeMenu} aria-current={current(link.href) ? "page" : undefined}>
                {link.label}
              </Link>
            ))}
            <Link href="/find-your-business" className={mobileLink} onClick={closeMenu}>
              Find Your Business
            </Link>
            <SectionLink section="pricing" className={mobileLink} onNavigate={closeMenu}>
              Pricing
            </SectionLink>
            <SectionLink section="about" className={mobileLink} onNavigate={closeMenu}>
              About
            </SectionLink>
            <SectionLink section="contact" className={mobileLink} onNavigate={closeMenu}>
              Contact
            </SectionLink>
            <div className="mt-2 grid grid-cols-2 gap-2 border-t border-white/10 pt-3">
              <Button asChild variant="outline" className="h-11 border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white">
                <Link href="/login" onClick={closeMenu}>
                  Log In
                </Link>
              </Button>
              <Button asChild variant="secondary" className="h-11">
                <Link href="/signup" onClick={closeMenu}>
                  Sign Up
                </Link>
              </Button>
            </div>
            <Button asChild variant="highlight" className="h-11">
              <SectionLink section="pricing" onNavigate={closeMenu}>
                Get Started
              </SectionLink>
            </Button>
          </div>
        </nav>
      )}
    </header>
  );
}
