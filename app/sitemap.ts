import type { MetadataRoute } from "next";
import { sitemapPosts } from "@/lib/blog/posts";
import { env } from "@/lib/env";
import { sitemapProducts } from "@/lib/merch";

// Per request: new posts and products appear at once, under the site this deployment runs as.
export const dynamic = "force-dynamic";

const STATIC_PAGES = ["/", "/print-shop", "/customize-order", "/store", "/find-your-business", "/blog", "/privacy-policy", "/terms-conditions"];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const [posts, products] = await Promise.all([sitemapPosts(), sitemapProducts()]);
  return [
    ...STATIC_PAGES.map((path) => ({ url: `${site}${path}`, changeFrequency: "weekly" as const, priority: path === "/" ? 1 : 0.7 })),
    ...posts.map((post) => ({ url: `${site}/blog/${post.slug}`, lastModified: post.updatedAt, changeFrequency: "monthly" as const, priority: 0.6 })),
    ...products.map((product) => ({
      url: `${site}/product/${product.id}`,
      lastModified: product.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ];
}
