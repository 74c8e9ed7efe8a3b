import "server-only";
import crypto from "node:crypto";
import { imageSize } from "image-size";
import { ApiError } from "@/lib/http/api";
import { cleanFileName, emptyFile } from "@/lib/uploads/checks";
import { receiveMultipartFiles } from "@/lib/uploads/multipart";
import { uploadStorage, type StoredObject } from "@/lib/uploads/storage";
import { BLOG_IMAGE_PATH, BLOG_IMAGE_TYPES, blogImageFileName, parseBlogImageFileName, type BlogImageExtension, type UploadedBlogImage } from "./image-url";

/** Under a serverless host's 4.5 MB request limit, and plenty for a photo in a post. */
export const BLOG_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
const MAX_SIDE = 8000;

const storageKey = (fileName: string) => `blog/${fileName}`;

/** "crew-on-roof_2.jpg" reads "crew on roof 2": a starting point for the alt text. */
function altFromName(name: string): string {
  return name.replace(/\.[^.]*$/, "").replace(/[-_]+/g, " ").replace(/[[\]()\\]/g, "").replace(/\s+/g, " ").trim() || "Image";
}

/** image-size's reading of the bytes, or null when it knows no image format in them. */
function readSize(bytes: Uint8Array): ReturnType<typeof imageSize> | null {
  try {
    return imageSize(bytes);
  } catch {
    return null;
  }
}

/** The image's kind and size, read from its bytes; throws a 415 a person can act on when it is not a PNG, JPEG or WebP. */
function measure(name: string, bytes: Uint8Array): { extension: BlogImageExtension; width: number; height: number } {
  const size = readSize(bytes);
  // image-size names the kinds as our extensions do: png, jpg, webp.
  const extension = size?.type && Object.hasOwn(BLOG_IMAGE_TYPES, size.type) ? (size.type as BlogImageExtension) : null;
  if (!size || !extension || !size.width || !size.height) throw new ApiError(415, `"${name}" is not a PNG, JPEG or WebP image. Save it as one of those and try again.`);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) throw new ApiError(413, `"${name}" is ${size.width} × ${size.height} pixels. Use an image at most ${MAX_SIDE} pixels on each side.`);
  return { extension, width: size.width, height: size.height };
}

/**
 * POST /api/admin/blog-images: one image (multipart/form-data, field "files") kept in the upload
 * storage, quote artwork's, under a name that carries its size. Answers its address and the
 * markdown that shows it.
 */
export async function storeBlogImage(request: Request): Promise<UploadedBlogImage> {
  const files = await receiveMultipartFiles(request);
  if (files.length !== 1) throw new ApiError(400, "Choose one image to upload.");
  const file = files[0]!;
  const name = cleanFileName(file.name);
  if (file.bytes.byteLength === 0) throw emptyFile(name);
  if (file.bytes.byteLength > BLOG_IMAGE_MAX_BYTES) throw new ApiError(413, `"${name}" is larger than 4 MB. Use a smaller image.`);
  const { extension, width, height } = measure(name, file.bytes);
  const fileName = blogImageFileName({ id: crypto.randomUUID(), width, height, extension });
  await uploadStorage().put(storageKey(fileName), file.bytes, BLOG_IMAGE_TYPES[extension]);
  const url = `${BLOG_IMAGE_PATH}${fileName}`;
  return { url, width, height, markdown: `![${altFromName(name)}](${url})` };
}

/** GET /api/blog-images/<name>: the stored bytes and their type, or a 404. */
export async function openBlogImage(fileName: string): Promise<StoredObject & { contentType: string }> {
  const parsed = parseBlogImageFileName(fileName);
  const stored = parsed ? await uploadStorage().open(storageKey(fileName)) : null;
  if (!parsed || !stored) throw new ApiError(404, "There is no such image.");
  return { ...stored, contentType: BLOG_IMAGE_TYPES[parsed.extension] };
}
