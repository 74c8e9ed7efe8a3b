import { parseCookie } from "cookie-es";

/**
 * A cookie the page's script can read, set beside the (HttpOnly) session cookie and cleared with
 * it. It holds no secret: it only tells the header whether asking for the signed-in user is worth
 * a request, so an anonymous visitor's page never makes one that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = "viralize-signed-in";

/** In the browser (`document.cookie`): whether this visitor was signed in when the cookie was last written. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return parseCookie(cookieHeader)[SIGNED_IN_HINT_COOKIE] === "1";
}
