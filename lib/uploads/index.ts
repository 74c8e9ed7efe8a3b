import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { enforceRateLimit } from "@/lib/rate-limit";
import { ApiError } from "@/lib/http/api";
import { extensionOf, verifiedContentType } from "./file-type";
import { ALLOWED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES, type UploadedFileInfo } from "./limits";
import { uploadStorage } from "./storage";

const ALLOWED = ALLOWED_UPLOAD_EXTENSIONS.join(", ");

// Control characters (NUL cannot even be stored) and bidirectional overrides, which make "gnp.exe" look like "exe.png".
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Checks one artwork file by name, size and content; throws an ApiError a person can act on. */
export async function checkUpload(file: File): Promise<{ name: string; bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  // The last 255 characters, so a long name keeps its extension.
  const name = file.name.replace(UNSAFE_NAME_CHARACTERS, "").slice(-255) || "unnamed file";
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    throw new ApiError(415, `"${name}" is not a file type we accept. Upload ${ALLOWED} files.`);
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, `"${name}" is larger than 10 MB. Upload a smaller file or email it to us.`);
  }
  if (file.size === 0) throw new ApiError(400, `"${name}" is empty.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = verifiedContentType(name, bytes);
  if (!contentType) {
    throw new ApiError(415, `"${name}" does not contain what its name says. Upload a real ${extensionOf(name).slice(1).toUpperCase()} file.`);
  }
  return { name, bytes, contentType };
}

/**
 * Keeps checked files in the upload storage and records them; nothing is kept unless all pass,
 * and none once the address has uploaded its day's share (UPLOAD_DAILY_MB).
 */
export async function storeUploads(files: File[], uploader: string): Promise<UploadedFileInfo[]> {
  const checked = [];
  for (const file of files) checked.push(await checkUpload(file));
  const megabytes = env().UPLOAD_DAILY_MB;
  const dailyShare = { name: "upload-bytes", limit: megabytes * 1024 * 1024, windowSeconds: 86_400, message: `You've uploaded ${megabytes} MB today, the most we take from one address. Email larger artwork to us instead.` };
  await enforceRateLimit(dailyShare, uploader, checked.reduce((sum, file) => sum + file.bytes.byteLength, 0));

  const storage = uploadStorage();
  const stored: UploadedFileInfo[] = [];
  for (const { name, bytes, contentType } of checked) {
    const id = crypto.randomUUID();
    const storageKey = `quotes/${new Date().toISOString().slice(0, 10)}/${id}${extensionOf(name)}`;
    await storage.put(storageKey, bytes, contentType);
    const row = await prisma.uploadedFile.create({
      data: {
        id,
        originalName: name,
        storageKey,
        contentType,
        sizeBytes: bytes.byteLength,
        sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
      },
    });
    stored.push({ id: row.id, name: row.originalName, size: row.sizeBytes, contentType: row.contentType });
  }
  return stored;
}
