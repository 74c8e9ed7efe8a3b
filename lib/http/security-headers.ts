/**
 * The security headers of our responses. None depends on the request but a page's script nonce,
 * so they are set once, not per request in code. The Content-Security-Policy names sources that
 * belong to the deployment (the contact form's site, the upload bucket), read by the server that
 * runs: one build serves preview and production.
 * - Behind server.js (the container, `npm start`): server.js gives every answer of Next the fixed
 *   headers and the deployment's policy, made once at start (lib/http/front-door.ts), and marks
 *   the request (FRONT_DOOR_HEADER), so neither next.config.ts's `headers()` nor the proxy runs
 *   for it; the proxy still runs on the pages that need it (the admin's, and those with a nonce).
 * - On a host without server.js: next.config.ts `headers()` gives the fixed ones, the API's
 *   answers the policy without the deployment's sources (JSON frames and fetches nothing), and the
 *   proxy every page its policy, read by the running server.
 * No "server-only" and no path aliases: next.config.ts loads this file itself.
 */

export type SecurityHeaderOptions = {
  /** `next dev`: React's development tooling evaluates code ('unsafe-eval'); HTTPS is not expected. */
  development: boolean;
  /** CONTACT_FORM_EMBED_URL: the third-party contact form the home page frames, when one is set. */
  contactFormUrl?: string;
  /**
   * The origin of the S3-compatible store browsers PUT artwork to when uploads go straight to the
   * bucket (UPLOADS_PROVIDER=s3), and load the admin's artwork thumbnails from:
   * lib/uploads/endpoint.ts `directUploadOrigin(env())`.
   */
  uploadsOrigin?: string;
  /** A page rendered per request: this answer's nonce, the only way an inline script runs there. */
  nonce?: string;
};

/**
 * The pages rendered per request (the build lists them as dynamic, ƒ): their scripts carry a nonce
 * made for the request, so their policy allows no other inline script. The prerendered pages are
 * built once, with no request and so no nonce: Next's inline scripts there need 'unsafe-inline',
 * and rendering them per request instead would cost what docs/security.md measures. A page listed
 * here that is prerendered has its scripts blocked, which the e2e tests catch; one left out keeps
 * 'unsafe-inline'.
 */
export const PAGES_WITH_NONCE = new RegExp(
  "^/(" +
    // The admin's pages by name: an unknown address there is the prerendered 404 page.
    "admin(/(login|orders|coupons|quotes|subscribers|contacts|blog|activity|outbox|jobs|(orders|quotes|subscribers)/[^/]+))?" +
    "|account|orders/lookup|orders/[^/]+/confirmed|reset-password|plans/[^/]+/start|quotes/[^/]+" +
    ")$",
);

/** 128 random bits, base64: a fresh script nonce for one answer. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

// Stripe.js (loaded on /checkout only) and its card and 3-D Secure frames, as Stripe's CSP guide lists them.
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";
// Printful's product and mockup images, shown unoptimised straight from its CDN (components/store/merch-image.tsx).
const PRINTFUL_IMAGES = "https://files.cdn.printful.com";

export function contentSecurityPolicy({ development, contactFormUrl, uploadsOrigin, nonce }: SecurityHeaderOptions): string {
  const bucket = uploadsOrigin ? [new URL(uploadsOrigin).origin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Next's pages carry inline scripts (the page's data, the bootstrap): the nonce allows a page
    // rendered per request its own; a prerendered page's need 'unsafe-inline' (PAGES_WITH_NONCE).
    "script-src": ["'self'", nonce ? `'nonce-${nonce}'` : "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...STRIPE_SCRIPTS],
    "style-src": ["'self'", "'unsafe-inline'"],
    // The bucket: the admin's artwork thumbnails, whose download route redirects there.
    "img-src": ["'self'", "data:", "blob:", PRINTFUL_IMAGES, ...bucket],
    "font-src": ["'self'"],
    "connect-src": ["'self'", STRIPE_API, ...bucket],
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

/**
 * The request header server.js puts on every request it hands Next, once the answer carries the
 * headers that don't depend on the request. proxy.ts's matcher names it too (a literal there: Next
 * reads the matcher without running the file). A visitor who sends it on a host without server.js
 * only strips their own answer of its policy; server.js overwrites it.
 */
export const FRONT_DOOR_HEADER = "x-viralize-front-door";

/** The rules apply where server.js has not already set the headers (FRONT_DOOR_HEADER). */
const WITHOUT_FRONT_DOOR = [{ type: "header" as const, key: FRONT_DOOR_HEADER }];

type Header = { key: string; value: string };

/** Pages, API answers and everything else a browser may treat as a document (with a Content-Security-Policy: see above). */
export function securityHeaders(options: Pick<SecurityHeaderOptions, "development">): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Two years; a development server must not pin HTTPS on localhost.
    ...(options.development ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
  ];
}

/**
 * The build's hashed scripts, styles and fonts (/_next/static). They are never documents, so a
 * policy on them does nothing, while each of the dozen a page loads would carry another kilobyte
 * of headers. They keep what does guard them: no MIME sniffing. The production server.js sends
 * these files itself and sets the same header there (plain JavaScript, it cannot import this).
 */
export function staticAssetHeaders(): Header[] {
  return [{ key: "X-Content-Type-Options", value: "nosniff" }];
}

/**
 * The `headers()` rules of next.config.ts, for requests server.js has not marked: build assets
 * apart, every other path with the full set, and the API's answers with the policy too.
 */
export function headerRules(options: Pick<SecurityHeaderOptions, "development">): { source: string; missing: typeof WITHOUT_FRONT_DOOR; headers: Header[] }[] {
  return [
    { source: "/_next/static/:path*", missing: WITHOUT_FRONT_DOOR, headers: staticAssetHeaders() },
    { source: "/:path((?!_next/static/).*)", missing: WITHOUT_FRONT_DOOR, headers: securityHeaders(options) },
    { source: "/api/:path*", missing: WITHOUT_FRONT_DOOR, headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(options) }] },
  ];
}
