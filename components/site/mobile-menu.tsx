"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Menu, X } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { PAGE_LINKS } from "@/lib/content/navigation";
import { AccountLinks } from "./account-links";
import { mobileLink } from "./header-styles";
import { NavLink } from "./nav-link";
import { SectionLink } from "./section-link";

const MENU_ID = "mobile-menu";

/**
 * The phone menu: a native popover the button opens and closes with no script, so a tap before
 * the page's JavaScript has run already works (and Escape or a tap outside closes it). Once the
 * script runs it names the button's state and closes the menu on any link (docs/product.md#header).
 */
export function MobileMenu() {
  const menu = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  // Any link in the menu closes it (docs/product.md#header): one listener for all of them.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) menu.current?.hidePopover();
  };

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    // Opened before hydration: the state starts from the element, not from false.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className={`${buttonVariants({ variant: "inverse", size: "iconTouch" })} lg:hidden`}
        aria-label={open ? "Close menu" : "Open menu"}
      >
        <Icon icon={open ? X : Menu} className="size-6" />
      </button>
      <nav
        ref={menu}
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        onClick={closeOnLink}
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-y border-white/10 bg-ink p-0 text-white shadow-xl shadow-black/40 backdrop:top-16 backdrop:bg-black/50 lg:hidden"
      >
        <div className="container-page flex flex-col gap-1 pt-3 pb-4">
          {PAGE_LINKS.map((link) => (
            <NavLink key={link.href} href={link.href} className={mobileLink}>
              {link.label}
            </NavLink>
          ))}
          <NavLink href="/find-your-business" className={mobileLink}>
            Find Your Business
          </NavLink>
          <SectionLink section="pricing" className={mobileLink}>
            Pricing
          </SectionLink>
          <SectionLink section="about" className={mobileLink}>
            About
          </SectionLink>
          <SectionLink section="contact" className={mobileLink}>
            Contact
          </SectionLink>
          <div className="mt-2 grid grid-cols-2 gap-2 border-t border-white/10 pt-3">
            <AccountLinks layout="menu" />
          </div>
          <SectionLink section="pricing" className={`${buttonVariants({ variant: "highlight", size: "touch" })} mt-1`}>
            Get Started
          </SectionLink>
        </div>
      </nav>
    </>
  );
}
