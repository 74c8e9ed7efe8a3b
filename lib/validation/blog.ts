import { oneOf, z } from "@/lib/validation/zod";
import { BLOG_CATEGORIES } from "@/lib/blog/categories";
import { slugify } from "@/lib/text/slugify";
import { pageQuerySchema } from "./list-query";

export const BLOG_TITLE_MAX = 120;
export const BLOG_SLUG_MAX = 80;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 40;

/** A post is a draft until it is published. */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** "Spring Roof Tips!" -> "spring-roof-tips", cut at a whole word to fit the slug limit. */
export function makeSlug(text: string): string {
  const slug = slugify(text);
  if (slug.length <= BLOG_SLUG_MAX) return slug;
  const cut = slug.slice(0, BLOG_SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, BLOG_SLUG_MAX);
}

/** Trimmed, empty ones dropped, duplicates (in any letter case) kept once in their first spelling. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Every field of a post, none defaulted, so PATCH can take any of them alone. */
const fields = {
  title: required("Give the post a title.", BLOG_TITLE_MAX, `Keep the title under ${BLOG_TITLE_MAX} characters.`),
  // Empty means "make one from the title".
  slug: z
    .string({ error: "The slug must be text." })
    .trim()
    .max(BLOG_SLUG_MAX, `Keep the slug under ${BLOG_SLUG_MAX} characters.`)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Use lowercase letters, digits and single hyphens in the slug, like spring-roof-tips."),
  excerpt: required("Write a one- or two-sentence excerpt for the blog cards.", BLOG_EXCERPT_MAX, `Keep the excerpt under ${BLOG_EXCERPT_MAX} characters.`),
  content: required("Write the post before saving it.", BLOG_CONTENT_MAX, `Keep the post under ${BLOG_CONTENT_MAX.toLocaleString("en-US")} characters.`),
  category: z.enum(BLOG_CATEGORIES, { error: "Choose a category." }),
  tags: z
    .array(z.string({ error: "Each tag must be text." }).max(BLOG_TAG_MAX, `Keep each tag under ${BLOG_TAG_MAX} characters.`), {
      error: "Tags must be a list.",
    })
    .transform(cleanTags)
    .pipe(z.array(z.string()).max(BLOG_TAGS_MAX, `Use at most ${BLOG_TAGS_MAX} tags.`)),
  published: z.boolean({ error: "published must be true or false." }),
};

/** POST /api/admin/blog-posts and the admin editor: a whole post; the slug comes from the title when left empty. */
export const blogPostSchema = z
  .object({ ...fields, slug: fields.slug.optional(), tags: fields.tags.default([]), published: fields.published.default(false) })
  .transform((post, ctx) => {
    const slug = post.slug || makeSlug(post.title);
    if (!slug) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "Add a slug: the title has no letters or digits to make one from." });
      return z.NEVER;
    }
    return { ...post, slug };
  });

/** PATCH /api/admin/blog-posts/{id}: any of the fields; an empty slug is made again from the title. */
export const blogPostPatchSchema = z
  .object(fields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Send at least one field to change.");

export type BlogPostInput = z.output<typeof blogPostSchema>;
export type BlogPostPatch = z.output<typeof blogPostPatchSchema>;

/** POST /api/admin/blog-posts/preview: the editor's text, as long as a post may be. */
export const blogPreviewSchema = z.object({
  content: z
    .string({ error: "Send the post's text to preview." })
    .max(BLOG_CONTENT_MAX, `Keep the post under ${BLOG_CONTENT_MAX.toLocaleString("en-US")} characters.`),
});

/** GET /api/blog-posts: ?page and ?pageSize, at most 100 posts a page and as many by default. */
export const blogPostsPageSchema = pageQuerySchema({ default: 100, max: 100 });

/** GET /api/admin/blog-posts: the ?status filter, drafts or published posts only (absent: both). */
export const blogPostFiltersSchema = z.object({
  status: oneOf(BLOG_POST_STATUSES, "Status").optional(),
});
export type BlogPostFilters = z.output<typeof blogPostFiltersSchema>;
