import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Read per request, so the sitemap line names the site this deployment runs as, whatever the build saw.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/checkout"] },
    sitemap: `${site}/sitemap.xml`,
  };
}
