import type { MetadataRoute } from "next";
import { BLOG_IMAGE_PATH } from "@/lib/blog/image-url";
import { env } from "@/lib/env";

// Read per request, so the sitemap line names the site this deployment runs as, whatever the build saw.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    // Blog images are public pictures a search engine may show; the rest of /api/ is not for crawling.
    rules: { userAgent: "*", allow: ["/", BLOG_IMAGE_PATH], disallow: ["/admin", "/api/", "/checkout"] },
    sitemap: `${site}/sitemap.xml`,
  };
}
