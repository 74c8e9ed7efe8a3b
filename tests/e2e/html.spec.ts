import type { Page } from "@playwright/test";
import { seedBlogPosts } from "@/prisma/seed-data/blog-posts";
import { seedMerchProducts } from "@/prisma/seed-data/merch-catalogue";
import { signIn } from "./admin-session";
import { expect, test } from "./fixtures";
import { closeOrdersDb, db, uniqueTag } from "./orders-db";

const PUBLIC_PAGES = [
  "/",
  "/store",
  "/blog",
  `/blog/${seedBlogPosts[0]!.slug}`,
  `/product/${seedMerchProducts[0]!.externalId}`,
  "/print-shop",
  "/customize-order",
  "/find-your-business",
  "/checkout",
  "/login",
  "/signup",
  "/privacy-policy",
  "/terms-conditions",
];
const ADMIN_PAGES = ["/admin", "/admin/orders", "/admin/coupons", "/admin/quotes", "/admin/subscribers", "/admin/contacts", "/admin/blog", "/admin/jobs"];

/**
 * What a page's HTML breaks, as it is sent and before any script runs (a streamed page's loading
 * skeleton still beside its content), of the rules an HTML validator checks and assistive
 * technology relies on: an id on two elements, a label around more than one control, and
 * markup a chart's SVG cannot hold.
 */
async function htmlProblems(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return page.evaluate(
    ({ html, path }) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      const problems: string[] = [];
      const uses = new Map<string, number>();
      for (const element of doc.querySelectorAll("[id]")) uses.set(element.id, (uses.get(element.id) ?? 0) + 1);
      for (const [id, count] of uses) if (count > 1) problems.push(`${path}: id "${id}" on ${count} elements`);
      for (const label of doc.querySelectorAll("label")) {
        const controls = label.querySelectorAll("button, input, meter, output, progress, select, textarea").length;
        if (controls > 1) problems.push(`${path}: a label holds ${controls} controls`);
      }
      // The charts only: under load React's stream can split any server-drawn SVG (an icon too) and
      // mark the late part with a <template>; the chart is drawn whole, so it never is.
      const foreign = doc.querySelectorAll("[aria-labelledby=revenue-chart-heading] svg :is(template, div)").length;
      if (foreign > 0) problems.push(`${path}: ${foreign} HTML elements inside a chart's SVG`);
      return problems;
    },
    { html: await response.text(), path },
  );
}

/** How many loading placeholders (skeletons, a region marked busy) a page's HTML holds as sent. */
async function placeholdersSent(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return page.evaluate(
    (html) => new DOMParser().parseFromString(html, "text/html").querySelectorAll('[aria-busy="true"], [data-slot="skeleton"]').length,
    await response.text(),
  );
}

test.afterAll(closeOrdersDb);

test.describe("the HTML each page is sent in", () => {
  test("gives each id to one element and each label one control, on the public pages", async ({ page }) => {
    await page.goto("about:blank");
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) problems.push(...(await htmlProblems(page, path)));
    expect(problems).toEqual([]);
  });

  test("of a prerendered page holds its content only: the store and the blog are drawn at once, no skeleton first", async ({ page }) => {
    await page.goto("about:blank");
    for (const path of ["/store", "/blog"]) expect(await placeholdersSent(page, path), path).toBe(0);
  });

  test("of an older blog page holds its content only, as rendered on its first visit and as kept after it", async ({ page }) => {
    // A page past the first 24 posts: posts of 2020, older than the demo's, deleted afterwards.
    const tag = uniqueTag().toLowerCase();
    const slugs = Array.from({ length: 24 }, (_, i) => `older-${tag}-${i}`);
    await db().blogPost.createMany({
      data: slugs.map((slug, i) => ({
        slug,
        title: `An older post ${i}`,
        excerpt: "From the archive.",
        content: "From the archive.",
        category: "Business Growth",
        tags: [],
        publishedAt: new Date(Date.UTC(2020, 0, 1 + i)),
      })),
    });
    try {
      await page.goto("about:blank");
      for (const visit of ["first", "kept"]) expect(await placeholdersSent(page, "/blog/page/2"), visit).toBe(0);
    } finally {
      await db().blogPost.deleteMany({ where: { slug: { in: slugs } } });
    }
  });

  test("gives each id to one element and each label one control, on the admin's pages, and keeps HTML out of its chart", async ({ page }) => {
    await signIn(page);
    await page.goto("about:blank");
    const problems: string[] = [];
    for (const path of ADMIN_PAGES) problems.push(...(await htmlProblems(page, path)));
    expect(problems).toEqual([]);
  });
});
