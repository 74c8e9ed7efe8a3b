import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { Forbidden, Invalid, NotFound, Unauthenticated } from "@/lib/errors";
import { copyStoredFile } from "@/lib/uploads";
import { uploadStorage } from "@/lib/uploads/storage";

type Tx = Prisma.TransactionClient;

const EXPIRED = "Your logo upload has expired. Remove it, upload it again, and try once more.";
const NOT_YOURS = "That logo isn't saved on your account. Upload it with your request instead.";

/**
 * A new upload becoming the account's (or its plan's) logo: checked (not pending, no quote's
 * artwork, nobody else's logo) before it is taken; its id. Without an account yet (a signed-out
 * plan start), only a logo nobody holds.
 */
export async function claimLogo(tx: Pick<Tx, "uploadedFile">, userId: string | null, uploadId: string): Promise<string> {
  const someoneElses = userId === null ? {} : { userId: { not: userId } };
  const file = await tx.uploadedFile.findFirst({
    where: {
      id: uploadId,
      pending: false,
      quoteRequestId: null,
      logoOfProfiles: { none: someoneElses },
      logoOfPlans: { none: someoneElses },
    },
    select: { id: true },
  });
  if (!file) throw new Invalid(EXPIRED);
  return file.id;
}

/**
 * A quote request that reuses the saved logo: the server checks it is this account's, then the
 * request gets a copy of its own (a request's files are its artwork: the admin downloads them and
 * the request keeps them, whatever later becomes of the account's logo). The copy's id.
 */
export async function copyOfSavedLogo(userId: string | null, logoId: string): Promise<string> {
  if (!userId) throw new Unauthenticated("Log in to use the logo saved on your account, or upload it with your request.");
  const owned = await prisma.businessProfile.findFirst({ where: { userId, logoFileId: logoId }, select: { userId: true } });
  if (!owned) throw new Forbidden(NOT_YOURS);
  const copy = await copyStoredFile(logoId);
  if (!copy) throw new Invalid("We couldn't find your saved logo. Upload it with your request instead.");
  return copy;
}

const SHOWN_INLINE = new Set(["image/png", "image/jpeg"]);

/** The account's saved logo for its owner: PNG and JPEG shown in the page, anything else downloaded. */
export async function savedLogoContent(userId: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const profile = await prisma.businessProfile.findUnique({ where: { userId }, select: { logoFile: true } });
  const file = profile?.logoFile;
  const bytes = file && (await uploadStorage().get(file.storageKey));
  if (!file || !bytes) throw new NotFound("There's no logo saved on your account.");
  const disposition = SHOWN_INLINE.has(file.contentType) ? "inline" : "attachment";
  return {
    bytes: bytes as Uint8Array<ArrayBuffer>,
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      "X-Content-Type-Options": "nosniff",
      // The account's own file: nothing keeps it once the page is gone (a shared office computer).
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  };
}
