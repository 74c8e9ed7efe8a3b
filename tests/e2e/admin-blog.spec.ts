import type { Page } from "@playwright/test";
import { createPrismaClient } from "@/lib/db/client";
import { signIn, toast } from "./admin-session";
import { expect as baseExpect, FLOW_TIMEOUT, open, SERVER, test } from "./fixtures";

/*
 * The admin's Blog tab (issue 6): write a post with a live preview, publish it to /blog/{slug},
 * unpublish it, delete it. Each test makes its own uniquely named post and removes it; afterAll
 * catches any a failed test left behind.
 */

let client: ReturnType<typeof createPrismaClient> | undefined;
const db = () => (client ??= createPrismaClient(process.env.DATABASE_URL || "postgresql://postgres:postgres@127.0.0.1:54322/viralize"));
const createdSlugs: string[] = [];

// Each test signs in and works in the editor, most then open the public post: the flow ceiling of fixtures.ts.
test.describe.configure({ timeout: FLOW_TIMEOUT });
const expect = baseExpect.configure(SERVER);

test.afterAll(async () => {
  if (!client) return;
  if (createdSlugs.length) await client.blogPost.deleteMany({ where: { slug: { in: createdSlugs } } });
  await client.$disconnect();
});

function newPost() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const post = {
    title: `Answer Every Call ${tag}: Habits of Busy Roofers`,
    slug: `answer-every-call-${tag}-habits-of-busy-roofers`,
    excerpt: "Missed calls are missed jobs. Here's how busy crews pick up more of them.",
    content:
      "## Pick up fast\n\nHomeowners call the next roofer after **three rings**. Answer *every* call.\n\n- Forward calls to a cell\n- Text back every missed call",
  };
  createdSlugs.push(post.slug);
  return post;
}

function editor(page: Page) {
  const dialog = page.getByRole("dialog");
  return {
    dialog,
    title: dialog.getByLabel("Title"),
    slug: dialog.getByLabel("Slug"),
    excerpt: dialog.getByLabel("Excerpt"),
    category: dialog.getByRole("combobox", { name: "Category" }),
    tags: dialog.getByRole("textbox", { name: "Tags" }),
    content: dialog.getByLabel("Content", { exact: true }),
    preview: dialog.getByTestId("blog-preview"),
  };
}

async function fillPost(page: Page, post: ReturnType<typeof newPost>, category: string) {
  const form = editor(page);
  await form.title.fill(post.title);
  await expect(form.slug).toHaveValue(post.slug);
  await form.excerpt.fill(post.excerpt);
  await form.category.click();
  await page.getByRole("option", { name: category, exact: true }).click();
  await form.tags.fill("Roofing");
  await form.tags.press("Enter");
  await form.tags.fill("Phone Calls,");
  await expect(form.dialog.getByRole("button", { name: "Remove tag Phone Calls" })).toBeVisible();
  await form.content.fill(post.content);
}

test.describe("the admin Blog tab", () => {
  test("writes a post with a live preview, publishes it, unpublishes it and deletes it", async ({ page, expectAccessible }) => {
    const post = newPost();
    await signIn(page);
    await open(page, "/admin/blog");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Blog \d+$/ })).toHaveAttribute("aria-current", "page");
    await expectAccessible();

    await page.getByRole("button", { name: "New Post" }).click();
    const form = editor(page);
    await expect(form.dialog.getByRole("heading", { name: "New post" })).toBeVisible();
    await fillPost(page, post, "SEO");

    // The preview is the blog's own rendering (its largest heading an h2 under the page title), beside the markdown.
    await expect(form.preview.getByRole("heading", { level: 2, name: "Pick up fast" })).toBeVisible();
    await expect(form.preview.locator("strong")).toHaveText("three rings");
    await expect(form.preview.locator("em")).toHaveText("every");
    await expect(form.preview.getByRole("listitem")).toHaveText(["Forward calls to a cell", "Text back every missed call"]);
    await expect(form.dialog.getByTestId("reading-time")).toHaveText("24 words · 1 min read");
    await expectAccessible({ include: "[role=dialog]" });

    await form.dialog.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Post published.")).toBeVisible();
    await expect(form.dialog).toBeHidden();
    const row = page.getByTestId(`blog-row-${post.slug}`);
    await expect(row.getByText("Published", { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.getByText("SEO", { exact: true }).filter({ visible: true })).toBeVisible();
    const saved = await db().blogPost.findUniqueOrThrow({ where: { slug: post.slug } });
    expect(saved).toMatchObject({ title: post.title, category: "SEO", tags: ["Roofing", "Phone Calls"] });
    expect(saved.publishedAt).not.toBeNull();

    // Live on the blog, formatted.
    const reader = await page.context().newPage();
    const live = await reader.goto(`/blog/${post.slug}`);
    expect(live?.status()).toBe(200);
    await expect(reader.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(reader.getByTestId("post-content").locator("strong")).toHaveText("three rings");

    // A second post can't take the same address: the slug field says why.
    await page.getByRole("button", { name: "New Post" }).click();
    await fillPost(page, { ...post }, "Marketing");
    await form.dialog.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Couldn't save the post")).toBeVisible();
    await expect(form.dialog.getByText(`Another post already uses the address /blog/${post.slug}. Pick a different slug.`)).toBeVisible();
    await expect(form.slug).toBeFocused();
    await form.dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(form.dialog).toBeHidden();

    // Unpublish: off the blog, back to a draft.
    await row.getByRole("button", { name: `Edit post ${post.title}` }).click();
    await expect(form.dialog.getByRole("link", { name: /View on the blog/ })).toHaveAttribute("href", `/blog/${post.slug}`);
    await form.dialog.getByRole("button", { name: "Unpublish" }).click();
    await expect(toast(page, "Post unpublished.")).toBeVisible();
    await expect(row.getByText("Draft", { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.getByRole("link", { name: /View post/ })).toHaveCount(0);
    expect((await reader.goto(`/blog/${post.slug}`))?.status()).toBe(404);
    await expect(reader.getByText("Blog Post Not Found").first()).toBeVisible();

    // Delete, only after confirming.
    await row.getByRole("button", { name: `Delete post ${post.title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("heading", { name: `Delete “${post.title}”?` })).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Delete post ${post.title}` }).click();
    await confirm.getByRole("button", { name: "Delete post" }).click();
    await expect(toast(page, "Post deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await db().blogPost.findUnique({ where: { slug: post.slug } })).toBeNull();
    const actions = (await db().adminAuditLog.findMany({ where: { entityType: "blogPost", entityId: String(saved.id) }, orderBy: { id: "asc" } })).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(["blogPost.publish", "blogPost.unpublish", "blogPost.delete"]);
  });

  test("adds an uploaded image where the caret was; the preview and the live post show it through next/image", async ({ page }) => {
    const post = newPost();
    await signIn(page);
    await open(page, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = editor(page);
    await fillPost(page, post, "Marketing");
    // The caret after the heading: the image lands on its own line there, not at the end.
    await form.content.focus();
    await form.content.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange("## Pick up fast".length, "## Pick up fast".length));

    const chooser = page.waitForEvent("filechooser");
    await form.dialog.getByRole("button", { name: "Add image" }).click();
    await (await chooser).setFiles("public/print/flyers.webp");
    await expect(toast(page, "Image added.")).toBeVisible();
    const markdown = await form.content.inputValue();
    expect(markdown).toMatch(/^## Pick up fast\n\n!\[flyers\]\(\/api\/blog-images\/[0-9a-f-]{36}-800x600\.webp\)\n\nHomeowners call/);

    const loaded = (image: ReturnType<Page["locator"]>) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc);
    const previewImage = form.preview.getByRole("img", { name: "flyers" });
    await expect(previewImage).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fapi%2Fblog-images%2F/);
    await expect.poll(() => loaded(previewImage)).toContain("/_next/image?url=");

    await form.dialog.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Post published.")).toBeVisible();
    const reader = await page.context().newPage();
    await reader.goto(`/blog/${post.slug}`);
    const liveImage = reader.getByTestId("post-content").getByRole("img", { name: "flyers" });
    await expect(liveImage).toHaveAttribute("width", "800");
    await expect(liveImage).toHaveAttribute("height", "600");
    await liveImage.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(liveImage)).toContain("/_next/image?url=");
  });

  test("the editor fills a phone screen, switches between Write and Preview, and saves a draft @phone-only", async ({ page }) => {
    const post = newPost();
    await signIn(page);
    await open(page, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = editor(page);

    const viewport = page.viewportSize()!;
    // Measured once the dialog's opening zoom has settled.
    const size = async () => {
      const box = (await form.dialog.boundingBox())!;
      return [Math.round(box.width), Math.round(box.height)];
    };
    await expect.poll(size).toEqual([viewport.width, viewport.height]);

    await fillPost(page, post, "Technology");
    // One pane at a time on a phone.
    await expect(form.preview).toBeHidden();
    await form.dialog.getByRole("button", { name: "Preview" }).click();
    await expect(form.preview.getByRole("heading", { level: 2, name: "Pick up fast" })).toBeVisible();
    await expect(form.content).toBeHidden();
    await form.dialog.getByRole("button", { name: "Write" }).click();
    await expect(form.content).toBeVisible();

    const saveDraft = form.dialog.getByRole("button", { name: "Save draft" });
    await expect(saveDraft).toBeInViewport();
    const target = (await saveDraft.boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(44);
    await saveDraft.click();
    await expect(toast(page, "Draft saved.")).toBeVisible();
    await expect(page.getByTestId(`blog-row-${post.slug}`).getByText("Draft", { exact: true }).filter({ visible: true })).toBeVisible();
    expect((await db().blogPost.findUniqueOrThrow({ where: { slug: post.slug } })).publishedAt).toBeNull();
  });
});
