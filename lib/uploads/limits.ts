/** Artwork the quote form accepts (docs/api.md#uploads). Enforced on the server by content, not only by name. */
export const ALLOWED_UPLOAD_EXTENSIONS = [".png", ".jpg", ".jpeg", ".pdf", ".ai", ".eps"] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;
/** One request's files together (the quote form sends one file per request). */
export const MAX_UPLOAD_REQUEST_BYTES = 25 * 1024 * 1024;

/** POST /api/uploads answers 201 with this: one entry per stored file. */
export type UploadedFileInfo = { id: string; name: string; size: number; contentType: string };
