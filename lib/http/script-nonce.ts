import "server-only";
import { headers } from "next/headers";

/**
 * This answer's script nonce, for an inline script of our own on a page rendered per request:
 * proxy.ts puts it in the request's Content-Security-Policy, where Next finds it for its own.
 */
export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
