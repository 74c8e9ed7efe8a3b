import { describe, expect, it } from "vitest";
import { markdownToText, readingMinutes, renderMarkdown } from "@/lib/blog/markdown";
import { seedBlogPosts } from "@/prisma/seed-data/blog-posts";
import before from "@/tests/fixtures/blog-posts-before-commonmark.json";

/** The same HTML whatever the line breaks between and inside blocks. */
const flat = (html: string) =>
  html
    .replace(/\s+/g, " ")
    .replace(/> </g, "><")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

describe("renderMarkdown", () => {
  it("renders the spec's subset: headings, bullets, bold, italic, paragraphs and links", () => {
    const html = renderMarkdown(
      "# Title\n## Section\n### Detail\n\nFirst line\nsame paragraph with **bold** and *italic*.\n\n- one\n- [two](https://example.com)\n\nSee [pricing](/#pricing).",
    );
    expect(flat(html)).toBe(
      [
        "<h1>Title</h1>",
        "<h2>Section</h2>",
        "<h3>Detail</h3>",
        "<p>First line same paragraph with <strong>bold</strong> and <em>italic</em>.</p>",
        '<ul><li>one</li><li><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">two</a></li></ul>',
        '<p>See <a href="/#pricing">pricing</a>.</p>',
      ].join(""),
    );
  });

  it("renders CommonMark with GitHub's tables, numbered lists, quotes, code, images, strikethrough and task lists", () => {
    const html = flat(
      renderMarkdown(
        [
          "| Job | Price |",
          "| :-- | --: |",
          "| Panel | $1,200 |",
          "",
          "3. Call\n4. Quote",
          "",
          "> Best crew in town.",
          "",
          "```js\nconst calls = 3;\n```",
          "",
          'Use `npm` ~~never~~ ![Yard sign](/merch/sign.webp "Our sign")',
          "",
          "- [x] Done\n- [ ] Next",
        ].join("\n"),
      ),
    );
    expect(html).toContain(
      '<table><thead><tr><th align="left">Job</th><th align="right">Price</th></tr></thead><tbody><tr><td align="left">Panel</td><td align="right">$1,200</td></tr></tbody></table>',
    );
    expect(html).toContain('<ol start="3"><li>Call</li><li>Quote</li></ol>');
    expect(html).toContain("<blockquote><p>Best crew in town.</p></blockquote>");
    expect(html).toContain('<pre><code class="language-js">const calls = 3; </code></pre>');
    expect(html).toContain('<p>Use <code>npm</code><del>never</del><img src="/merch/sign.webp" alt="Yard sign" title="Our sign" loading="lazy" /></p>');
    expect(html).toMatch(/<li><input (?=[^>]*checked)(?=[^>]*disabled)[^>]*type="checkbox"[^>]*\/> Done<\/li>/);
  });

  it("renders every seeded post as the old renderer did, apart from line breaks", () => {
    for (const post of seedBlogPosts)
      expect(flat(renderMarkdown(post.content, { firstHeading: 2 })), post.slug).toBe(flat((before as Record<string, string>)[post.slug]!));
  });

  it("serves an image the admin uploaded through next/image, sized from its name and lazily loaded", () => {
    const src = "/api/blog-images/0f8fad5b-d9cb-469f-a165-70867728950e-1600x900.jpg";
    const html = renderMarkdown(`![Crew on a roof](${src})`);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    expect(img).toContain('alt="Crew on a roof"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
    const srcset = /srcset="([^"]*)"/.exec(img)?.[1] ?? "";
    const candidates = srcset.split(", ");
    expect(candidates.length).toBeGreaterThan(3);
    for (const candidate of candidates) expect(candidate).toMatch(new RegExp(`^/_next/image\\?url=${encodeURIComponent(src)}&amp;w=\\d+&amp;q=75 \\d+w$`));
  });

  it("leaves an address that only looks like an upload as a plain image", () => {
    const html = renderMarkdown("![x](/api/blog-images/not-an-upload-10x10.jpg)");
    expect(html).toContain('<img src="/api/blog-images/not-an-upload-10x10.jpg" alt="x" loading="lazy" />');
    expect(html).not.toContain("srcset");
  });

  it("keeps images only from http(s) or the site itself", () => {
    expect(renderMarkdown("![x](javascript:alert(1))")).not.toContain("<img");
    expect(renderMarkdown("![x](data:image/png;base64,AAAA)")).not.toContain("<img");
    expect(renderMarkdown("![x](//evil.example/a.png)")).not.toContain("<img");
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["an event handler", '<img src=x onerror="alert(1)">', '&lt;img src=x onerror="alert(1)"&gt;'],
    ["raw HTML in a heading", "# <b onclick=alert(1)>hi</b>", "<h1>&lt;b onclick=alert(1)&gt;hi&lt;/b&gt;</h1>"],
  ])("leaves %s inert", (_, source, expected) => {
    const html = renderMarkdown(source);
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<(script|img|b)\b/i);
  });

  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>x</script>", "vbscript:x", "//evil.example"])(
    "drops the unsafe link target %j and keeps the label",
    (url) => {
      const html = renderMarkdown(`[click](${url})`);
      expect(html).not.toContain("<a");
      expect(html).toContain("click");
    },
  );

  it("can start headings at h2 for a page whose h1 is the title", () => {
    expect(renderMarkdown("# One\n## Two\n### Three", { firstHeading: 2 })).toBe("<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>");
  });

  it("never skips a heading level, whichever levels the post uses", () => {
    expect(renderMarkdown("## Why\n### Detail\n## How", { firstHeading: 2 })).toBe("<h2>Why</h2>\n<h3>Detail</h3>\n<h2>How</h2>");
    expect(renderMarkdown("# Top\n### Skipped a level")).toBe("<h1>Top</h1>\n<h2>Skipped a level</h2>");
  });

  it("cannot be tricked into an attribute by quotes in a link", () => {
    const html = renderMarkdown('[x](https://a.example/"onmouseover="alert(1))');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });
});

describe("markdownToText and readingMinutes", () => {
  it("strips markup to plain words", () => {
    expect(markdownToText("# Hi\n- **bold** and *it* [link](/x)")).toBe("Hi bold and it link");
  });

  it("counts at least one minute and about 220 words a minute", () => {
    expect(readingMinutes("short")).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => "word").join(" "))).toBe(5);
  });
});
