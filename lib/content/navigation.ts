/** Home page sections the header and footer scroll to (their element ids). */
export type HomeSection = "about" | "pricing" | "contact";

export const PAGE_LINKS = [
  { href: "/", label: "Home" },
  { href: "/print-shop", label: "Print Shop" },
  { href: "/store", label: "Store" },
  { href: "/blog", label: "Blog" },
] as const;

/** The spec scrolls this long after navigating to / from another route. */
export const SCROLL_AFTER_NAVIGATE_MS = 100;
