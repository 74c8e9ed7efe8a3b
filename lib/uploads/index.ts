import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { ApiError } from "@/lib/http/api";
import { extensionOf, verifiedContentType } from "./file-type";
import { ALLOWED_UPLOAD_EXTENSIONS, type UploadedFileInfo } from "./limits";
import { receiveMultipartFiles, type ReceivedFile } from "./multipart";
import { uploadStorage } from "./storage";

const ALLOWED = ALLOWED_UPLOAD_EXTENSIONS.join(", ");

// Control characters (NUL cannot even be stored) and bidirectional overrides, which make "gnp.exe" look like "exe.png".
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Checks one artwork file by name and content (its size was capped as it arrived); throws an ApiError a person can act on. */
function checkUpload(file: ReceivedFile): { name: string; bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  // The last 255 characters, so a long name keeps its extension.
  const name = file.name.replace(UNSAFE_NAME_CHARACTERS, "").slice(-255) || "unnamed file";
  const bytes = file.bytes;
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    throw new ApiError(415, `"${name}" is not a file type we accept. Upload ${ALLOWED} files.`);
  }
  if (bytes.byteLength === 0) throw new ApiError(400, `"${name}" is empty.`);
  const contentType = verifiedContentType(name, bytes);
  if (!contentType) {
    throw new ApiError(415, `"${name}" does not contain what its name says. Upload a real ${extensionOf(name).slice(1).toUpperCase()} file.`);
  }
  return { name, bytes, contentType };
}

/**
 * POST /api/uploads: reads the request's files as they stream, checks each, keeps them in the
 * upload storage and records them; nothing is kept unless all pass, and none once the address
 * has uploaded its day's share (UPLOAD_DAILY_MB).
 */
export async function receiveUploads(request: Request, uploader: string): Promise<UploadedFileInfo[]> {
  await enforceRateLimit(RATE_LIMITS.upload, uploader);
  const files = await receiveMultipartFiles(request);
  if (files.length === 0) throw new ApiError(400, "Choose at least one file to upload.");
  const checked = files.map(checkUpload);
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
