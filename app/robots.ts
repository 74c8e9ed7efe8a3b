import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";

// Read per request, so the sitemap line names the site this deployment runs as, whatever the build saw.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const site = env().SITE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/checkout"] },
    sitemap: `${site}/sitemap.xml`,
  };
}
