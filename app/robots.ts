import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/checkout"] },
    sitemap: `${site}/sitemap.xml`,
  };
}
