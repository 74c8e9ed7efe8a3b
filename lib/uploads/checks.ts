import "server-only";
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { Invalid, TooLarge, UnsupportedType } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";
import { extensionOf, verifiedContentType } from "./file-type";
import { storeDay } from "@/lib/time";
import { ALLOWED_UPLOAD_EXTENSIONS } from "./limits";

/** The checks every upload passes, whichever way its bytes arrive (multipart POST or straight to the bucket). */

const ALLOWED = ALLOWED_UPLOAD_EXTENSIONS.join(", ");

// Control characters (NUL cannot even be stored) and bidirectional overrides, which make "gnp.exe" look like "exe.png".
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** The name we keep: without unsafe characters, its last 255 characters (so a long name keeps its extension). */
export function cleanFileName(name: string): string {
  return name.replace(UNSAFE_NAME_CHARACTERS, "").slice(-255) || "unnamed file";
}

/** Refuses a name whose extension we do not accept. */
export function checkExtension(name: string): void {
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    throw new UnsupportedType(`"${name}" is not a file type we accept. Upload ${ALLOWED} files.`);
  }
}

export function emptyFile(name: string): Invalid {
  return new Invalid(`"${name}" is empty.`);
}

export function tooLarge(name: string): TooLarge {
  return new TooLarge(`"${name}" is larger than 10 MB. Upload a smaller file or email it to us.`);
}

/** The content type to keep the file under, read from its first bytes; refuses bytes that are not what the name says. */
export function checkedContentType(name: string, firstBytes: Uint8Array): string {
  const contentType = verifiedContentType(name, firstBytes);
  if (!contentType) {
    throw new UnsupportedType(`"${name}" does not contain what its name says. Upload a real ${extensionOf(name).slice(1).toUpperCase()} file.`);
  }
  return contentType;
}

/** Counts bytes against the address's daily share (UPLOAD_DAILY_MB), refusing past it. */
export async function enforceDailyShare(uploader: string, bytes: number): Promise<void> {
  const megabytes = env().UPLOAD_DAILY_MB;
  const dailyShare = {
    name: "upload-bytes",
    limit: megabytes * 1024 * 1024,
    windowSeconds: 86_400,
    message: `You've uploaded ${megabytes} MB today, the most we take from one address. Email larger artwork to us instead.`,
  };
  await enforceRateLimit(dailyShare, uploader, bytes);
}

/** Where a new upload's bytes go: a fresh key per file, by day. */
export function storageKeyFor(id: string, name: string): string {
  return `quotes/${storeDay()}/${id}${extensionOf(name)}`;
}

export const sha256Hex = (bytes: Uint8Array | string) => crypto.createHash("sha256").update(bytes).digest("hex");
