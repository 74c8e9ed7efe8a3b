import { env } from "@/lib/env";

// Production refuses to start without AUTH_SECRET (lib/env.ts); development gets a fixed one.
const DEVELOPMENT_SECRET = "viralize-development-secret-not-for-production";

export function authSecret(): string {
  return env().AUTH_SECRET ?? DEVELOPMENT_SECRET;
}

/** Cookies are Secure (and __Secure- prefixed) whenever the site is served over HTTPS. */
export function cookiesAreSecure(): boolean {
  return env().SITE_URL.startsWith("https://");
}
