import "server-only";
import crypto from "node:crypto";
import { imageSize } from "image-size";
import { prisma } from "@/lib/db";
import { Invalid, NotFound, TooLarge, UnsupportedType } from "@/lib/errors";
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
  return (
    name
      .replace(/\.[^.]*$/, "")
      .replace(/[-_]+/g, " ")
      .replace(/[[\]()\\]/g, "")
      .replace(/\s+/g, " ")
      .trim() || "Image"
  );
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
  if (!size || !extension || !size.width || !size.height)
    throw new UnsupportedType(`"${name}" is not a PNG, JPEG or WebP image. Save it as one of those and try again.`);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE)
    throw new TooLarge(`"${name}" is ${size.width} × ${size.height} pixels. Use an image at most ${MAX_SIDE} pixels on each side.`);
  return { extension, width: size.width, height: size.height };
}

/**
 * POST /api/admin/blog-images: one image (multipart/form-data, field "files") kept in the upload
 * storage, quote artwork's, under a name that carries its size, and recorded so housekeeping can
 * find it once no post shows it. Answers its address and the markdown that shows it.
 */
export async function storeBlogImage(request: Request): Promise<UploadedBlogImage> {
  const files = await receiveMultipartFiles(request);
  if (files.length !== 1) throw new Invalid("Choose one image to upload.");
  const file = files[0]!;
  const name = cleanFileName(file.name);
  if (file.bytes.byteLength === 0) throw emptyFile(name);
  if (file.bytes.byteLength > BLOG_IMAGE_MAX_BYTES) throw new TooLarge(`"${name}" is larger than 4 MB. Use a smaller image.`);
  const { extension, width, height } = measure(name, file.bytes);
  const fileName = blogImageFileName({ id: crypto.randomUUID(), width, height, extension });
  // The row first: bytes without one could never be found to clean up.
  await prisma.blogImage.create({ data: { fileName } });
  try {
    await uploadStorage().put(storageKey(fileName), file.bytes, BLOG_IMAGE_TYPES[extension]);
  } catch (error) {
    await prisma.blogImage.delete({ where: { fileName } });
    throw error;
  }
  const url = `${BLOG_IMAGE_PATH}${fileName}`;
  return { url, width, height, markdown: `![${altFromName(name)}](${url})` };
}

/** GET /api/blog-images/<name>: the stored bytes and their type, or a 404. */
export async function openBlogImage(fileName: string): Promise<StoredObject & { contentType: string }> {
  const parsed = parseBlogImageFileName(fileName);
  const stored = parsed ? await uploadStorage().open(storageKey(fileName)) : null;
  if (!parsed || !stored) throw new NotFound("There is no such image.");
  return { ...stored, contentType: BLOG_IMAGE_TYPES[parsed.extension] };
}

/**
 * Housekeeping: deletes (bytes and row) up to `limit` images uploaded before `uploadedBefore` that
 * no post, draft or published, shows. The name holds a UUID, so finding it in a post's markdown
 * is finding the image there. Answers how many went.
 */
export async function deleteUnusedBlogImages(uploadedBefore: Date, limit = 200): Promise<number> {
  const unused = await prisma.$queryRaw<{ fileName: string }[]>`
    SELECT i."fileName" FROM "BlogImage" i
    WHERE i."createdAt" < ${uploadedBefore}
      AND NOT EXISTS (SELECT 1 FROM "BlogPost" p WHERE strpos(p.content, i."fileName") > 0)
    ORDER BY i."createdAt"
    LIMIT ${limit}`;
  const storage = uploadStorage();
  for (const { fileName } of unused) {
    await storage.delete(storageKey(fileName));
    await prisma.blogImage.delete({ where: { fileName } });
  }
  return unused.length;
}
