/**
 * The security headers of every response (next.config.ts `headers()`): one static policy, so
 * pages stay static. No "server-only" and no path aliases: next.config.ts loads this file itself.
 */

export type SecurityHeaderOptions = {
  /** `next dev`: React's development tooling evaluates code ('unsafe-eval'); HTTPS is not expected. */
  development: boolean;
  /** CONTACT_FORM_EMBED_URL: the third-party contact form the home page frames, when one is set. */
  contactFormUrl?: string;
};

// Stripe.js (loaded on /checkout only) and its card and 3-D Secure frames, as Stripe's CSP guide lists them.
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";
// Printful's product and mockup images, shown unoptimised straight from its CDN (components/store/merch-image.tsx).
const PRINTFUL_IMAGES = "https://files.cdn.printful.com";

export function contentSecurityPolicy({ development, contactFormUrl }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Next's streamed pages are inline scripts; without a per-request nonce they need 'unsafe-inline'.
    "script-src": ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...STRIPE_SCRIPTS],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", PRINTFUL_IMAGES],
    "font-src": ["'self'"],
    "connect-src": ["'self'", STRIPE_API],
    "frame-src": [...STRIPE_FRAMES, ...(contactFormUrl ? [new URL(contactFormUrl).origin] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Two years; a development server must not pin HTTPS on localhost.
    ...(options.development ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
  ];
}
