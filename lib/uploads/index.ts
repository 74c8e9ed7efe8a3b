import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { checkedContentType, checkExtension, cleanFileName, emptyFile, enforceDailyShare, sha256Hex, storageKeyFor } from "./checks";
import type { UploadedFileInfo } from "./limits";
import { receiveMultipartFiles, type ReceivedFile } from "./multipart";
import { uploadStorage } from "./storage";

/** Checks one artwork file by name and content (its size was capped as it arrived); throws a refusal a person can act on. */
function checkUpload(file: ReceivedFile): { name: string; bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  const name = cleanFileName(file.name);
  const bytes = file.bytes;
  checkExtension(name);
  if (bytes.byteLength === 0) throw emptyFile(name);
  return { name, bytes, contentType: checkedContentType(name, bytes) };
}

/**
 * POST /api/uploads: reads the request's files as they stream, checks each, keeps them in the
 * upload storage and records them; nothing is kept unless all pass, and none once the address
 * has uploaded its day's share (UPLOAD_DAILY_MB).
 */
export async function receiveUploads(request: Request, uploader: string): Promise<UploadedFileInfo[]> {
  await enforceRateLimit(RATE_LIMITS.upload, uploader);
  const files = await receiveMultipartFiles(request);
  if (files.length === 0) throw new Invalid("Choose at least one file to upload.");
  const checked = files.map(checkUpload);
  await enforceDailyShare(
    uploader,
    checked.reduce((sum, file) => sum + file.bytes.byteLength, 0),
  );

  const storage = uploadStorage();
  const stored: UploadedFileInfo[] = [];
  for (const { name, bytes, contentType } of checked) {
    const id = crypto.randomUUID();
    const storageKey = storageKeyFor(id, name);
    await storage.put(storageKey, bytes, contentType);
    const row = await prisma.uploadedFile.create({
      data: { id, originalName: name, storageKey, contentType, sizeBytes: bytes.byteLength, sha256: sha256Hex(bytes) },
    });
    stored.push({ id: row.id, name: row.originalName, size: row.sizeBytes, contentType: row.contentType });
  }
  return stored;
}

/**
 * A copy of a stored file, bytes and record, attached to nothing yet (housekeeping removes it a
 * day on unless something takes it): a request takes its own copy of a file the customer keeps
 * for reuse, their saved logo, so each holder keeps or lets go of its file on its own. Null when
 * there is no such file, or its bytes are gone.
 */
export async function copyStoredFile(id: string): Promise<string | null> {
  const file = await prisma.uploadedFile.findUnique({ where: { id } });
  const storage = uploadStorage();
  const bytes = file && !file.pending ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) return null;
  const copyId = crypto.randomUUID();
  const storageKey = storageKeyFor(copyId, file.originalName);
  await storage.put(storageKey, bytes as Uint8Array<ArrayBuffer>, file.contentType);
  await prisma.uploadedFile.create({
    data: { id: copyId, originalName: file.originalName, storageKey, contentType: file.contentType, sizeBytes: bytes.byteLength, sha256: sha256Hex(bytes) },
  });
  return copyId;
}
