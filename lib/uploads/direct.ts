import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { DomainError, Invalid, NotFound, UpstreamFailed, isRefusal } from "@/lib/errors";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { UploadIntentInput } from "@/lib/validation/upload";
import { checkedContentType, checkExtension, cleanFileName, emptyFile, enforceDailyShare, sha256Hex, storageKeyFor, tooLarge } from "./checks";
import { contentTypeForName } from "./file-type";
import { MAX_UPLOAD_BYTES, type UploadedFileInfo } from "./limits";
import { uploadStorage, type StoredObject, type UploadStorage } from "./storage";

/**
 * Uploads that go from the browser straight to the bucket (UPLOADS_PROVIDER=s3), so a file of up
 * to 10 MB never passes through a serverless host's 4.5 MB request body:
 *   1. POST /api/uploads/intents checks the name and size, records a pending file and answers a
 *      presigned PUT URL (its Content-Length and Content-Type signed);
 *   2. the browser PUTs the file there;
 *   3. POST /api/uploads/{id}/complete reads the object back, checks its size and content as a
 *      multipart upload's are checked, and only then is the file usable in a quote request.
 * With files on disk the intent answers { mode: "form" }: the browser posts to /api/uploads.
 */

export type UploadIntent = { mode: "form" } | { mode: "direct"; id: string; method: "PUT"; url: string; headers: Record<string, string>; expiresAt: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = "That upload was not found. Please upload the file again.";

/** Who asked for an upload, kept as a hash (the address itself is not needed, only "the same one"). */
const uploaderHash = (uploader: string) => sha256Hex(`upload-intent:${uploader}`);

/** Step 1: a presigned PUT for one file, or { mode: "form" } when uploads are kept on disk. */
export async function createUploadIntent(input: UploadIntentInput, uploader: string): Promise<UploadIntent> {
  const storage = uploadStorage();
  if (!storage.presignPut) return { mode: "form" };
  await enforceRateLimit(RATE_LIMITS.upload, uploader);
  const name = cleanFileName(input.name);
  checkExtension(name);
  if (input.size === 0) throw emptyFile(name);
  if (input.size > MAX_UPLOAD_BYTES) throw tooLarge(name);
  await enforceDailyShare(uploader, input.size);

  const id = crypto.randomUUID();
  const storageKey = storageKeyFor(id, name);
  // What the extension allows (checked against the bytes on completion); the browser's own guess is not used.
  const contentType = contentTypeForName(name) ?? "application/octet-stream";
  const presigned = await storage.presignPut(storageKey, contentType, input.size);
  await prisma.uploadedFile.create({
    data: { id, originalName: name, storageKey, contentType, sizeBytes: input.size, pending: true, uploaderHash: uploaderHash(uploader) },
  });
  return { mode: "direct", id, method: "PUT", ...presigned };
}

/** Reads a stored object through once: its first bytes for the content check, its hash and its real length. */
async function readBack(name: string, object: StoredObject): Promise<{ firstBytes: Uint8Array; sha256: string; size: number }> {
  const hash = crypto.createHash("sha256");
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let size = 0;
  const reader = object.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_UPLOAD_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(name);
    }
    hash.update(value);
    if (headBytes < 16) {
      head.push(value);
      headBytes += value.byteLength;
    }
  }
  return { firstBytes: new Uint8Array(Buffer.concat(head)), sha256: hash.digest("hex"), size };
}

/** Checks what arrived under a pending file's key; throws the refusal to answer when it is not the file promised. */
async function checkArrived(
  storage: UploadStorage,
  file: { originalName: string; storageKey: string; sizeBytes: number },
): Promise<{ sha256: string; contentType: string }> {
  const name = file.originalName;
  let object: StoredObject | null;
  try {
    object = await storage.open(file.storageKey);
  } catch {
    throw new UpstreamFailed("Our file store did not answer. Please try again in a moment.");
  }
  if (!object) throw new Invalid(`"${name}" did not reach our file store. Please upload it again.`);
  if (object.size > MAX_UPLOAD_BYTES) {
    await object.body.cancel().catch(() => undefined);
    throw tooLarge(name);
  }
  const { firstBytes, sha256, size } = await readBack(name, object).catch((error: unknown) => {
    throw error instanceof DomainError ? error : new UpstreamFailed("Our file store did not answer. Please try again in a moment.");
  });
  if (size === 0) throw emptyFile(name);
  // The store was told the size when it signed the PUT; what arrived must be exactly that many bytes.
  if (size !== file.sizeBytes) throw new Invalid(`"${name}" did not arrive whole. Please upload it again.`);
  return { sha256, contentType: checkedContentType(name, firstBytes) };
}

/**
 * Step 3: the visitor who asked for the upload says the PUT is done. The object is read back and
 * checked; a file that fails is deleted with its record and refused with the same sentences as a
 * multipart upload. Unknown ids, other visitors' uploads and finished ones are all "not found".
 */
export async function completeUpload(id: string, uploader: string): Promise<UploadedFileInfo> {
  const file = UUID.test(id) ? await prisma.uploadedFile.findUnique({ where: { id } }) : null;
  if (!file || !file.pending || file.uploaderHash !== uploaderHash(uploader)) throw new NotFound(NOT_FOUND);
  const storage = uploadStorage();
  let checked: { sha256: string; contentType: string };
  try {
    checked = await checkArrived(storage, file);
  } catch (error) {
    if (isRefusal(error)) {
      await storage.delete(file.storageKey).catch(() => undefined);
      await prisma.uploadedFile.deleteMany({ where: { id, pending: true } });
    }
    throw error;
  }
  const done = await prisma.uploadedFile.updateMany({ where: { id, pending: true }, data: { pending: false, uploaderHash: null, ...checked } });
  if (done.count === 0) throw new NotFound(NOT_FOUND);
  return { id: file.id, name: file.originalName, size: file.sizeBytes, contentType: checked.contentType };
}
