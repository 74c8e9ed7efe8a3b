import type { Metadata } from "next";

const SITE_NAME = "Viralize";
const OG_IMAGE = { url: "/opengraph-image.png", width: 1200, height: 630, alt: "Viralize: websites, print and merch for contractors" };

/**
 * The site's sharing card for a page that sets none of its own (sign-out, a quote's payment page,
 * a 404): the root layout's, so every page that shows an image names it in words too.
 */
export const SITE_SHARING: Pick<Metadata, "openGraph" | "twitter"> = {
  openGraph: { images: [OG_IMAGE] },
  twitter: { card: "summary_large_image", images: [OG_IMAGE] },
};

/** Title, description, canonical URL and Open Graph / Twitter cards for one page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${SITE_NAME}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: SITE_NAME, title: fullTitle, description, url: path, images: [OG_IMAGE], locale: "en_US" },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE] },
  };
}

/** What a page that found nothing tells the browser and search engines (the root not-found file's title). */
export const NOT_FOUND_METADATA: Metadata = { title: { absolute: "404 Page Not Found" }, robots: { index: false } };
