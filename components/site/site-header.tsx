import { CartSheet } from "@/components/cart/cart-sheet";
import { PAGE_LINKS } from "@/lib/content/navigation";
import { AccountLinks } from "./account-links";
import { currentDesktopLink, desktopLink } from "./header-styles";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { SectionLink } from "./section-link";

/**
 * The header (docs/product.md#header): page links, section scroll links, account links, cart, and a phone menu. The
 * bar itself is server-rendered; only what reacts to the visitor is a client component: the
 * current-page marks, the section links' scrolling, the cart, the account slot and the phone menu.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow-sm">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {PAGE_LINKS.map((link) => (
            <NavLink key={link.href} href={link.href} className={desktopLink} currentClassName={currentDesktopLink}>
              {link.label}
            </NavLink>
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
          {/* One fixed width whatever the account state, so nothing moves when a signed-in visitor's greeting arrives. */}
          <div className="hidden w-54 items-center justify-end gap-2 lg:flex">
            <AccountLinks layout="bar" />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
