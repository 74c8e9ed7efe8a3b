/**
 * The addresses of images the admin uploads for blog posts. The name carries the image's size
 * (`<id>-<width>x<height>.<ext>`), so the renderer can give next/image the width and height it
 * needs without a lookup, and the editor's preview renders exactly what the page renders.
 */

export const BLOG_IMAGE_PATH = "/api/blog-images/";

export const BLOG_IMAGE_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

export type BlogImageExtension = keyof typeof BLOG_IMAGE_TYPES;

/** What POST /api/admin/blog-images answers. */
export type UploadedBlogImage = { url: string; width: number; height: number; markdown: string };

export type BlogImageName = { id: string; width: number; height: number; extension: BlogImageExtension };

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(png|jpg|webp)$/;

export function blogImageFileName({ id, width, height, extension }: BlogImageName): string {
  return `${id}-${width}x${height}.${extension}`;
}

/** The parts of an uploaded image's file name, or null when it is not one. */
export function parseBlogImageFileName(name: string): BlogImageName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]), extension: match[4] as BlogImageExtension };
}

/** The parts of an uploaded image's address (`/api/blog-images/<name>`), or null for any other address. */
export function parseBlogImageUrl(url: string): BlogImageName | null {
  return url.startsWith(BLOG_IMAGE_PATH) ? parseBlogImageFileName(url.slice(BLOG_IMAGE_PATH.length)) : null;
}
