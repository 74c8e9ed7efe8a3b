import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as blogPosts from "@/app/api/admin/blog-posts/route";
import * as blogPost from "@/app/api/admin/blog-posts/[id]/route";
import * as blogPreview from "@/app/api/admin/blog-posts/preview/route";
import { renderMarkdown } from "@/lib/blog/markdown";
import { prisma } from "@/lib/db";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { errorOf } from "@/tests/support/requests";

// revalidatePath needs a running Next server; here we only check which pages each change refreshes.
const revalidateBlog = vi.hoisted(() => vi.fn());
vi.mock("@/lib/blog/revalidate", () => ({ revalidateBlog }));

type Post = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  status: "draft" | "published";
  publishedAt: string | null;
  updatedAt: string;
};

let cookie = "";
let adminEmail = "";

beforeAll(async () => {
  const admin = await createUser("ADMIN");
  adminEmail = admin.email;
  cookie = await cookieFor(admin, { pinStep: true });
});

beforeEach(() => {
  revalidateBlog.mockClear();
});

const get = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const send = (path: string, method: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { cookie, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: "Answer Every Call: 5 Habits of Busy Roofers",
  excerpt: "Missed calls are missed jobs. Here is how busy crews pick up more of them.",
  content: "## Pick up fast\n\nHomeowners call the next roofer after **three rings**.\n\n- Forward calls to a cell\n- Text back every missed call",
  category: "Marketing",
  tags: ["Phone Calls", "Roofing"],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<Post> {
  const response = await blogPosts.POST(send("/api/admin/blog-posts", "POST", draft(overrides)));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Post;
}

async function patch(id: number, body: unknown): Promise<Response> {
  return blogPost.PATCH(send(`/api/admin/blog-posts/${id}`, "PATCH", body), ctx(id));
}

async function auditActions(id: number) {
  return prisma.adminAuditLog.findMany({ where: { entityType: "blogPost", entityId: String(id) }, orderBy: { id: "asc" } });
}

describe("creating a blog post", () => {
  it("saves a draft with a slug made from the title, tidy tags, an audit row, and refreshes the blog", async () => {
    const post = await create({ tags: [" Roofing ", "roofing", "Phone  Calls", "", "Leads"] });
    expect(post).toMatchObject({
      slug: "answer-every-call-5-habits-of-busy-roofers",
      status: "draft",
      publishedAt: null,
      tags: ["Roofing", "Phone Calls", "Leads"],
    });
    const row = await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.publishedAt).toBeNull();
    const [audit] = await auditActions(post.id);
    expect(audit).toMatchObject({ actorEmail: adminEmail, action: "blogPost.create", before: null, after: { slug: post.slug, status: "draft" } });
    expect(revalidateBlog).toHaveBeenCalledWith(post.slug);
  });

  it("publishes straight away when asked, with the slug it was given", async () => {
    const before = Date.now();
    const post = await create({ slug: "roof-leads-now", published: true });
    expect(post).toMatchObject({ slug: "roof-leads-now", status: "published" });
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await auditActions(post.id)).map((a) => a.action)).toEqual(["blogPost.publish"]);
  });

  it("refuses a slug another post uses with a 409 that names it, and writes nothing", async () => {
    await create({ slug: "taken-slug" });
    const [posts, audits] = [await prisma.blogPost.count(), await prisma.adminAuditLog.count()];
    const response = await blogPosts.POST(send("/api/admin/blog-posts", "POST", draft({ title: "Another one", slug: "taken-slug" })));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe("Another post already uses the address /blog/taken-slug. Pick a different slug.");
    // A title that makes the same slug collides too.
    const sameTitle = await blogPosts.POST(send("/api/admin/blog-posts", "POST", draft({ title: "Taken Slug!" })));
    expect(sameTitle.status).toBe(409);
    expect([await prisma.blogPost.count(), await prisma.adminAuditLog.count()]).toEqual([posts, audits]);
  });

  it.each([
    ["a blank title", { title: "   " }, /title/],
    ["a long title", { title: "x".repeat(121) }, /under 120 characters/],
    ["a title with nothing to make a slug from", { title: "!!!" }, /Add a slug/],
    ["a slug with spaces and capitals", { slug: "Not A Slug" }, /lowercase letters, digits and single hyphens/],
    ["an empty excerpt", { excerpt: "" }, /excerpt/],
    ["empty content", { content: "" }, /Write the post/],
    ["content over 50,000 characters", { content: "x".repeat(50_001) }, /under 50,000 characters/],
    ["an unknown category", { category: "Gossip" }, /Choose a category/],
    ["11 tags", { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, /at most 10 tags/],
    ["a 41-character tag", { tags: ["x".repeat(41)] }, /under 40 characters/],
    ["tags that are not a list", { tags: "roofing" }, /list/],
    ["published that is not a boolean", { published: "yes" }, /true or false/],
  ])("refuses %s with a 400 and writes nothing", async (_, overrides, message) => {
    const [posts, audits] = [await prisma.blogPost.count(), await prisma.adminAuditLog.count()];
    const response = await blogPosts.POST(send("/api/admin/blog-posts", "POST", draft(overrides)));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect([await prisma.blogPost.count(), await prisma.adminAuditLog.count()]).toEqual([posts, audits]);
    expect(revalidateBlog).not.toHaveBeenCalled();
  });

  it("refuses a body that is not JSON", async () => {
    const response = await blogPosts.POST(
      new Request("http://localhost/api/admin/blog-posts", { method: "POST", headers: { cookie, "content-type": "text/plain" }, body: "hello" }),
    );
    expect(response.status).toBe(415);
    await errorOf(response);
  });
});

describe("editing, publishing and unpublishing", () => {
  it("edits a draft and audits only what changed", async () => {
    const post = await create({ slug: "edit-me" });
    const response = await patch(post.id, { title: "Edited title", tags: ["Estimates"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: "Edited title", slug: "edit-me", tags: ["Estimates"], status: "draft" });
    const audits = await auditActions(post.id);
    expect(audits[1]).toMatchObject({
      action: "blogPost.update",
      before: { title: post.title, tags: post.tags },
      after: { title: "Edited title", tags: ["Estimates"] },
    });
    expect(revalidateBlog).toHaveBeenLastCalledWith("edit-me", "edit-me");
  });

  it("publishes, keeps the date through later edits, and unpublishes back to a draft", async () => {
    const post = await create({ slug: "publish-me" });
    const published = (await (await patch(post.id, { published: true })).json()) as Post;
    expect(published).toMatchObject({ status: "published" });
    expect(published.publishedAt).not.toBeNull();

    const edited = (await (await patch(post.id, { ...draft({ slug: "publish-me", excerpt: "Sharper excerpt." }), published: true })).json()) as Post;
    expect(edited).toMatchObject({ status: "published", excerpt: "Sharper excerpt.", publishedAt: published.publishedAt });

    const unpublished = (await (await patch(post.id, { published: false })).json()) as Post;
    expect(unpublished).toMatchObject({ status: "draft", publishedAt: null });
    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).publishedAt).toBeNull();

    const audits = await auditActions(post.id);
    expect(audits.map((a) => a.action)).toEqual(["blogPost.create", "blogPost.publish", "blogPost.update", "blogPost.unpublish"]);
    expect(audits[3]).toMatchObject({ before: { publishedAt: published.publishedAt }, after: { publishedAt: null } });
  });

  it("moves a post to a new slug, refreshing both addresses, or makes one from the title when the slug is emptied", async () => {
    const post = await create({ slug: "old-address", published: true });
    const moved = (await (await patch(post.id, { slug: "new-address" })).json()) as Post;
    expect(moved.slug).toBe("new-address");
    expect(revalidateBlog).toHaveBeenLastCalledWith("old-address", "new-address");
    const remade = (await (await patch(post.id, { title: "Fresh Title Here", slug: "" })).json()) as Post;
    expect(remade.slug).toBe("fresh-title-here");
  });

  it("refuses a taken slug with a 409 and leaves the post as it was", async () => {
    await create({ slug: "first-post" });
    const second = await create({ slug: "second-post" });
    const audits = await prisma.adminAuditLog.count();
    const response = await patch(second.id, { slug: "first-post", title: "Changed" });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatch(/\/blog\/first-post/);
    expect(await prisma.blogPost.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ slug: "second-post", title: second.title });
    expect(await prisma.adminAuditLog.count()).toBe(audits);
  });

  it.each([
    [{}, /at least one field/],
    [{ category: "Nope" }, /Choose a category/],
    [{ title: "" }, /title/],
    [{ published: 1 }, /true or false/],
  ])("refuses the patch %o with a 400 and changes nothing", async (body, message) => {
    const post = await create({ slug: `bad-patch-${Math.random().toString(36).slice(2, 8)}` });
    const response = await patch(post.id, body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).updatedAt.toISOString()).toBe(post.updatedAt);
    expect(await auditActions(post.id)).toHaveLength(1);
  });

  it("answers a bad id with 400 and a missing post with 404", async () => {
    expect((await blogPost.PATCH(send("/api/admin/blog-posts/abc", "PATCH", { published: true }), ctx("abc"))).status).toBe(400);
    const missing = await patch(999_999, { published: true });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatch(/does not exist/);
  });
});

describe("deleting a blog post", () => {
  it("deletes it, keeps the whole post in the audit row, and 404s the second time", async () => {
    const post = await create({ slug: "delete-me", published: true });
    const response = await blogPost.DELETE(send(`/api/admin/blog-posts/${post.id}`, "DELETE"), ctx(post.id));
    expect(response.status).toBe(200);
    expect(await prisma.blogPost.findUnique({ where: { id: post.id } })).toBeNull();
    const audits = await auditActions(post.id);
    expect(audits.at(-1)).toMatchObject({ action: "blogPost.delete", before: { slug: "delete-me", content: post.content }, after: null });
    expect(revalidateBlog).toHaveBeenLastCalledWith("delete-me");
    expect((await blogPost.DELETE(send(`/api/admin/blog-posts/${post.id}`, "DELETE"), ctx(post.id))).status).toBe(404);
  });
});

describe("the admin blog list", () => {
  it("includes drafts, pages with X-Total-Count, filters by status, searches and sorts", async () => {
    await prisma.blogPost.deleteMany();
    const base = new Date("2026-01-01T00:00:00Z").getTime();
    await prisma.blogPost.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        slug: `list-post-${i}`,
        title: i === 4 ? "Door Hangers That Work" : `List post ${String(i).padStart(2, "0")}`,
        excerpt: "An excerpt.",
        content: "Body.",
        category: i % 2 ? "SEO" : "Marketing",
        tags: i === 9 ? ["Yard Signs"] : [],
        publishedAt: i % 3 === 0 ? null : new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    });

    const first = await blogPosts.GET(get("/api/admin/blog-posts?pageSize=25"));
    expect(first.headers.get("x-total-count")).toBe("30");
    const rows = (await first.json()) as Post[];
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ slug: "list-post-29", status: "published" });
    expect(rows.find((row) => row.slug === "list-post-27")).toMatchObject({ status: "draft", publishedAt: null });

    const drafts = await blogPosts.GET(get("/api/admin/blog-posts?status=draft&pageSize=200"));
    expect(drafts.headers.get("x-total-count")).toBe("10");
    expect(((await drafts.json()) as Post[]).every((row) => row.status === "draft")).toBe(true);

    const search = (await (await blogPosts.GET(get("/api/admin/blog-posts?q=door hangers"))).json()) as Post[];
    expect(search.map((row) => row.slug)).toEqual(["list-post-4"]);
    const byTag = (await (await blogPosts.GET(get("/api/admin/blog-posts?q=Yard%20Signs"))).json()) as Post[];
    expect(byTag.map((row) => row.slug)).toEqual(["list-post-9"]);

    const oldestPublished = (await (await blogPosts.GET(get("/api/admin/blog-posts?sort=publishedAt&pageSize=1"))).json()) as Post[];
    expect(oldestPublished[0]?.slug).toBe("list-post-1");
    const newestPublished = (await (await blogPosts.GET(get("/api/admin/blog-posts?sort=-publishedAt&pageSize=30"))).json()) as Post[];
    expect(newestPublished[0]?.slug).toBe("list-post-29");
    expect(newestPublished.at(-1)?.status).toBe("draft");
  });

  it.each([
    ["?status=live", /Status must be one of/],
    ["?sort=content", /Sort by one of/],
    ["?page=0", /page starts at 1/],
  ])("refuses %s with a 400", async (query, message) => {
    const response = await blogPosts.GET(get(`/api/admin/blog-posts${query}`));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
  });
});

describe("POST /api/admin/blog-posts/preview", () => {
  it("answers the post page's own rendering of the text, sanitised, with its length", async () => {
    const content = "# Prices\n\n| Job | Price |\n| --- | --: |\n| Panel | $1,200 |\n\n<script>alert(1)</script> [bad](javascript:alert(1))";
    const response = await blogPreview.POST(send("/api/admin/blog-posts/preview", "POST", { content }));
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { html: string; words: number; minutes: number };
    expect(preview.html).toBe(renderMarkdown(content, { firstHeading: 2 }));
    expect(preview.html).toContain("<h2>Prices</h2>");
    expect(preview.html).toContain("<table>");
    expect(preview.html).not.toMatch(/<script|href="javascript/i);
    expect(preview).toMatchObject({ words: 7, minutes: 1 });
  });

  it("is the admin's alone, and refuses a text longer than a post may be", async () => {
    const customer = await cookieFor(await createUser("USER"));
    const asCustomer = new Request("http://localhost/api/admin/blog-posts/preview", {
      method: "POST",
      headers: { cookie: customer, "content-type": "application/json" },
      body: JSON.stringify({ content: "Hi" }),
    });
    expect((await blogPreview.POST(asCustomer)).status).toBe(403);
    const long = await blogPreview.POST(send("/api/admin/blog-posts/preview", "POST", { content: "x".repeat(50_001) }));
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe("Keep the post under 50,000 characters.");
  });
});
