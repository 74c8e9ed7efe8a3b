import "server-only";
import { env } from "@/lib/env";
import { directUploadOrigin } from "@/lib/uploads/endpoint";
import { contentSecurityPolicy } from "./security-headers";

/**
 * The Content-Security-Policy of the running server's settings (one build serves preview and
 * production), with the script nonce of a page rendered per request.
 */
export function deploymentPolicy(nonce?: string): string {
  const config = env();
  return contentSecurityPolicy({
    development: config.NODE_ENV === "development",
    contactFormUrl: config.CONTACT_FORM_EMBED_URL,
    uploadsOrigin: directUploadOrigin(config),
    nonce,
  });
}
