/**
 * The button look, apart from <Button>: client code on public pages (the header, the cart and chat
 * buttons, error pages, forms) styles native elements with it, so that first loads never ship
 * tailwind-merge. Callers may add classes (w-full, mt-3) but not override these: each look that
 * would need an override (the header's dark surface, a 44 px target) is a variant or size here.
 */
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  highlight: "bg-highlight text-ink shadow-xs hover:bg-highlight/90",
  destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90",
  outline: "border border-border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
  // A quiet action beside the main one (Back, Remove).
  subtle: "text-muted-foreground hover:bg-accent hover:text-ink",
  // On the navy header and footer.
  inverse: "text-white hover:bg-white/10",
  inverseOutline: "border border-white/30 text-white hover:bg-white/10",
};

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  // 44 px: the phone's minimum hit target.
  touch: "h-11 px-4 py-2",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
  // 44 px, as touch.
  iconTouch: "size-11",
  iconLg: "size-12",
  // The admin's buttons: 44 px on a phone, the desktop heights from md up.
  phone: "h-11 px-4 py-2 md:h-10",
  phoneSm: "h-11 px-3 md:h-9",
};

export type ButtonVariants = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

export function buttonVariants({ variant, size }: ButtonVariants = {}): string {
  return `${BASE} ${VARIANTS[variant ?? "default"]} ${SIZES[size ?? "default"]}`;
}
