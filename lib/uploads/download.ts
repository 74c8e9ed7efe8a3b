import "server-only";
import { prisma } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { attachmentDisposition, uploadStorage } from "./storage";

/** A quote's artwork for the admin: a redirect to a short-lived presigned URL on S3, the bytes themselves on disk. */
export type AdminDownload = { redirectTo: string } | { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

const UUID = /^[0-9a-f-]{36}$/;

export async function adminDownload(id: string): Promise<AdminDownload> {
  // A pending direct upload has not been checked yet: nobody downloads it.
  const file = UUID.test(id) ? await prisma.uploadedFile.findUnique({ where: { id } }) : null;
  if (!file || file.pending) throw new NotFound("That file does not exist.");
  const storage = uploadStorage();
  if (storage.presignGet) return { redirectTo: await storage.presignGet(file.storageKey, { filename: file.originalName, contentType: file.contentType }) };
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new NotFound("That file does not exist.");
  return {
    bytes: bytes as Uint8Array<ArrayBuffer>,
    headers: { "Content-Type": file.contentType, "Content-Disposition": attachmentDisposition(file.originalName), "X-Content-Type-Options": "nosniff" },
  };
}
