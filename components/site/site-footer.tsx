import { Link } from "@/components/ui/link";
import type { HomeSection } from "@/lib/content/navigation";
import { socialProfiles } from "@/lib/content/social";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

// A 44 px target on a phone; from md up, where a pointer aims, the lines sit closer.
const linkClass =
  "inline-flex min-h-11 items-center rounded-sm text-slate-300 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-white/60 focus-visible:outline-none md:min-h-0";

type FooterLink = { label: string } & ({ href: string } | { section: HomeSection });

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Services",
    links: [
      { label: "Contractor Websites", href: "/#pricing" },
      { label: "Lead Connector App", href: "/#pricing" },
      { label: "SEO & Digital Marketing", href: "/#pricing" },
      { label: "Print Materials", href: "/print-shop" },
      { label: "Branded Merchandise", href: "/store" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", section: "about" },
      { label: "Pricing", section: "pricing" },
      { label: "Contact", section: "contact" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Request a Print Quote", href: "/customize-order" },
      { label: "Find Your Business", href: "/find-your-business" },
      { label: "Contractor Growth Blog", href: "/blog" },
      { label: "Track an Order", href: "/orders/lookup" },
    ],
  },
];

/** The footer (docs/product.md#footer): Services, Company and Support columns, then the legal links. */
export function SiteFooter() {
  const profiles = socialProfiles();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:py-16">
        <div className="space-y-3">
          <Logo className="min-h-11 w-fit items-center text-white" />
          <p className="max-w-xs text-sm">Websites, print and merch for contractors. Live within 72 hours, built to make the phone ring.</p>
          {profiles.length > 0 && (
            <ul className="flex gap-2 pt-1" aria-label="Follow Viralize">
              {profiles.map(({ network, url, icon }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="me noopener noreferrer"
                    aria-label={`Viralize on ${network} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-white/20 hover:text-white focus-visible:ring-2 focus-visible:ring-white/60 focus-visible:outline-none"
                  >
                    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
                      <path d={icon.path} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="text-sm md:space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {"section" in link ? (
                    <SectionLink section={link.section} className={linkClass}>
                      {link.label}
                    </SectionLink>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Clear of the fixed chat button (56 px, 16 px from the corner): stacked below md, the
            lines end above it; in one row from md up, the links end left of it. */}
        <div className="container-page flex flex-col gap-3 pt-6 pb-24 text-sm md:flex-row md:items-center md:justify-between md:pr-24 md:pb-6">
          <p>© {new Date().getFullYear()} Viralize. All rights reserved.</p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-6 md:gap-y-2">
            <Link href="/terms-conditions" className={linkClass}>
              Terms &amp; Conditions
            </Link>
            <Link href="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
            <Link href="/privacy-policy#cookies" className={linkClass}>
              Cookie Policy
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
