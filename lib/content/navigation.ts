/** Home page sections the header and footer scroll to (their element ids). */
export type HomeSection = "about" | "pricing" | "contact";

export const PAGE_LINKS = [
  { href: "/", label: "Home" },
  { href: "/print-shop", label: "Print Shop" },
  { href: "/store", label: "Store" },
  { href: "/blog", label: "Blog" },
] as const;

/** Section links scroll this long after navigating to / from another route (docs/product.md#header). */
export const SCROLL_AFTER_NAVIGATE_MS = 100;
