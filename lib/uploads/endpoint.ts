import type { Env } from "@/lib/env";

/** The S3-compatible endpoint objects are addressed under (path style: {endpoint}/{bucket}/{key}). */
export function s3Endpoint(config: Pick<Env, "S3_ENDPOINT" | "S3_REGION">): string {
  return config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`;
}

/**
 * The origin browsers PUT artwork to when uploads go straight to the bucket, for the
 * Content-Security-Policy's connect-src (lib/http/security-headers.ts `uploadsOrigin`); undefined
 * when uploads go through our own server (disk).
 */
export function directUploadOrigin(config: Pick<Env, "UPLOADS_PROVIDER" | "S3_ENDPOINT" | "S3_REGION">): string | undefined {
  return config.UPLOADS_PROVIDER === "s3" ? new URL(s3Endpoint(config)).origin : undefined;
}
