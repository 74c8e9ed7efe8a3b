import { JsonLd } from "@/components/seo/json-ld";
import type { BlogPost, BlogPostCard } from "@/lib/blog/posts";
import { BLOG_AUTHOR, BLOG_DESCRIPTION, BLOG_TITLE } from "@/lib/blog/seo";

const publisher = (siteUrl: string) => ({
  "@type": "Organization",
  name: "Viralize",
  url: siteUrl,
  logo: { "@type": "ImageObject", url: new URL("/icon-512.png", siteUrl).toString() },
});

/** The blog as a schema.org Blog listing the posts on this page. */
export function BlogListJsonLd({ posts, page, siteUrl }: { posts: BlogPostCard[]; page: number; siteUrl: string }) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Blog",
        "@id": absolute("/blog"),
        url: absolute(page === 1 ? "/blog" : `/blog/page/${page}`),
        name: BLOG_TITLE,
        description: BLOG_DESCRIPTION,
        publisher: publisher(siteUrl),
        blogPost: posts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: absolute(`/blog/${post.slug}`),
          datePublished: post.publishedAt.toISOString(),
        })),
      }}
    />
  );
}

/** One article as a schema.org BlogPosting. */
export function BlogPostingJsonLd({ post, wordCount, siteUrl }: { post: BlogPost; wordCount: number; siteUrl: string }) {
  const url = new URL(`/blog/${post.slug}`, siteUrl).toString();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "@id": url,
        mainEntityOfPage: url,
        url,
        headline: post.title,
        description: post.excerpt,
        image: new URL("/opengraph-image.png", siteUrl).toString(),
        datePublished: post.publishedAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        author: { "@type": "Organization", name: BLOG_AUTHOR, url: siteUrl },
        publisher: publisher(siteUrl),
        articleSection: post.category,
        keywords: post.tags.join(", "),
        wordCount,
        inLanguage: "en-US",
        isPartOf: { "@id": new URL("/blog", siteUrl).toString() },
      }}
    />
  );
}
