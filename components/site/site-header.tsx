"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { CartSheet } from "@/components/cart/cart-sheet";
import { buttonVariants } from "@/components/ui/button-variants";
import { PAGE_LINKS } from "@/lib/content/navigation";
import { Logo } from "./logo";
import { CircleUser, LoaderCircle, LogOut, Menu, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SectionLink } from "./section-link";
import { useCurrentUser } from "./use-current-user";
import { useHydrated } from "./use-hydrated";
import { logOut } from "@/components/auth/log-out";

const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none";
const currentLink = "text-white underline decoration-highlight decoration-2 underline-offset-8";
const mobileLink =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-100 hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none";

/** SPEC §2 header: page links, section scroll links, account links (the greeting opens /account), cart, and a phone menu. */
export function SiteHeader() {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const current = (href: string) => (href === "/" ? pathname === "/" : pathname.startsWith(href));
  const user = useCurrentUser();
  // The menu button is disabled (and dimmed) in the server's HTML, so a tap before the page is ready isn't lost silently.
  const hydrated = useHydrated();
  const [loggingOut, setLoggingOut] = useState(false);
  const greeting = user ? `Hi, ${user.firstName?.trim() || "User"}` : "";

  // SPEC §7: POST /api/auth/logout, then a full reload at /; if that fails, GET /api/logout signs out.
  // Both are full page loads on purpose: nothing on the page may keep the old session.
  async function signOut() {
    setLoggingOut(true);
    const destination = await logOut("/");
    // A full reload is the point (SPEC §7).
    window.location.assign(destination);
  }

  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow-sm">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {PAGE_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={current(link.href) ? `${desktopLink} ${currentLink}` : desktopLink} aria-current={current(link.href) ? "page" : undefined}>
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
          {/* One fixed width whatever the account state, so nothing moves when the user loads. */}
          <div className="hidden w-54 items-center justify-end gap-2 lg:flex">
            {/* The server's HTML (and an anonymous visitor's page) has Log In and Sign Up; a signed-in visitor's greeting takes their place. */}
            {user ? (
              <>
                <Link href="/account" className={`${desktopLink} min-w-0 truncate`} title={greeting}>
                  {greeting}
                  <span className="sr-only"> (your account)</span>
                </Link>
                <button type="button" className={buttonVariants({ variant: "inverse" })} disabled={loggingOut} onClick={signOut}>
                  {loggingOut ? <Icon icon={LoaderCircle} className="animate-spin" /> : <Icon icon={LogOut} />}
                  {loggingOut ? "Logging out..." : "Log Out"}
                </button>
              </>
            ) : (
              <>
                <Link href="/login" className={buttonVariants({ variant: "inverse" })}>
                  Log In
                </Link>
                <Link href="/signup" className={buttonVariants({ variant: "highlight" })}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            className={`${buttonVariants({ variant: "inverse", size: "icon" })} lg:hidden`}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            disabled={!hydrated}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon icon={X} className="size-6" /> : <Icon icon={Menu} className="size-6" />}
          </button>
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
              {user ? (
                <>
                  <Link href="/account" className={`${mobileLink} min-w-0 gap-2`} onClick={closeMenu}>
                    <Icon icon={CircleUser} className="size-5 shrink-0" />
                    <span className="truncate">{greeting}</span>
                    <span className="sr-only"> (your account)</span>
                  </Link>
                  <button type="button" className={buttonVariants({ variant: "inverseOutline", size: "touch" })} disabled={loggingOut} onClick={signOut}>
                    {loggingOut ? <Icon icon={LoaderCircle} className="animate-spin" /> : <Icon icon={LogOut} />}
                    {loggingOut ? "Logging out..." : "Log Out"}
                  </button>
                </>
              ) : (
                <>
                  <Link href="/login" onClick={closeMenu} className={buttonVariants({ variant: "inverseOutline", size: "touch" })}>
                    Log In
                  </Link>
                  <Link href="/signup" onClick={closeMenu} className={buttonVariants({ variant: "secondary", size: "touch" })}>
                    Sign Up
                  </Link>
                </>
              )}
            </div>
            <SectionLink section="pricing" onNavigate={closeMenu} className={buttonVariants({ variant: "highlight", size: "touch" })}>
              Get Started
            </SectionLink>
          </div>
        </nav>
      )}
    </header>
  );
}
