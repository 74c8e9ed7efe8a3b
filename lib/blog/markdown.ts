/**
 * Blog posts are CommonMark with GitHub's extensions (tables, task lists, strikethrough), parsed
 * by marked and then passed through sanitize-html with an allow-list, on the server. The admin's
 * preview asks the server for the same rendering (POST /api/admin/blog-posts/preview), so what
 * the editor shows is what the page shows.
 *
 * Raw HTML in a post is shown as text, never as markup, and the allow-list catches anything a
 * parser bug might let through: only these tags and attributes, links to http(s), mailto, tel,
 * site-relative paths and #anchors, images from http(s) or the site itself. Images the admin
 * uploaded (lib/blog/images.ts) go through next/image: sized, in the browser's best format and
 * width, and lazily loaded.
 *
 * The legal pages' content files go through the same rendering (lib/legal/documents.ts).
 */
import { Marked, type Token, type Tokens } from "marked";
import { getImageProps } from "next/image";
import sanitizeHtml from "sanitize-html";
import { parseBlogImageUrl } from "./image-url";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

/** The target as written, or null when it is not one a post may point to. */
function safeUrl(url: string, allowed: RegExp): string | null {
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:").
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, "");
  return allowed.test(cleaned) ? cleaned : null;
}

/** A post's column is at most 48rem (768 px) wide; narrower screens show images at their own width. */
const POST_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML is shown as the text it is.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const target = safeUrl(href, SAFE_HREF);
      if (!target) return label;
      const external = /^https?:\/\//i.test(target) ? ' rel="noopener noreferrer nofollow" target="_blank"' : "";
      return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ""}${external}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const source = safeUrl(href, SAFE_IMAGE);
      if (!source) return escapeHtml(text);
      const titled = title ? ` title="${escapeHtml(title)}"` : "";
      const uploaded = parseBlogImageUrl(source);
      if (!uploaded) return `<img src="${escapeHtml(source)}" alt="${escapeHtml(text)}"${titled} loading="lazy">`;
      const { props } = getImageProps({ src: source, alt: text, width: uploaded.width, height: uploaded.height, sizes: POST_IMAGE_SIZES });
      return `<img src="${escapeHtml(props.src)}" srcset="${escapeHtml(props.srcSet ?? "")}" sizes="${POST_IMAGE_SIZES}" width="${uploaded.width}" height="${uploaded.height}" alt="${escapeHtml(text)}"${titled} loading="lazy" decoding="async">`;
    },
  },
});

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "srcset", "sizes", "width", "height", "alt", "title", "loading", "decoding"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
    input: ["type", "checked", "disabled"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Task-list boxes only, and never a working form control.
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: { input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }) },
};

/**
 * The HTML level of each markdown heading level a post uses: its largest heading becomes
 * `firstHeading` and each smaller one the next level down, so the outline never skips a level
 * (a post that uses only "##" and "###" under a page title reads h2, h3, not h3, h4).
 */
function levelHeadings(tokens: Token[], firstHeading: number): void {
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === "heading") headings.push(token as Tokens.Heading);
  });
  const used = [...new Set(headings.map((heading) => heading.depth))].sort((a, b) => a - b);
  for (const heading of headings) heading.depth = Math.min(6, firstHeading + used.indexOf(heading.depth));
}

/**
 * `firstHeading: 2` starts the post's headings at <h2>, for pages whose own <h1> is the post's
 * title (3 for text under a page's own <h2>, as in a legal page's sections); by default they
 * start at <h1>.
 */
export function renderMarkdown(markdown: string, { firstHeading = 1 }: { firstHeading?: 1 | 2 | 3 } = {}): string {
  const tokens = marked.lexer(markdown);
  levelHeadings(tokens, firstHeading);
  return sanitizeHtml(marked.parser(tokens), ALLOWED).trim();
}

/** One line of markdown (links, emphasis) without a paragraph around it, for a page's own element. */
export function renderInlineMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parseInline(markdown, { async: false }), ALLOWED).trim();
}

const BLOCKS = new Set(["paragraph", "heading", "blockquote", "code", "list_item"]);

/** The words of parsed markdown: inline pieces joined as written, blocks, list items and table cells apart. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token): string => {
      if (token.type === "table") {
        const table = token as Tokens.Table;
        return `${[...table.header, ...table.rows.flat()].map((cell) => plainText(cell.tokens)).join(" ")} `;
      }
      if (token.type === "list") return `${(token as Tokens.List).items.map((item) => plainText(item.tokens)).join(" ")} `;
      const after = BLOCKS.has(token.type) ? " " : "";
      if ("tokens" in token && token.tokens?.length) return plainText(token.tokens) + after;
      return "text" in token && token.type !== "space" ? token.text + after : " ";
    })
    .join("");
}

/** Plain text of a post's markdown, for reading time, search snippets and the assistant. */
export function markdownToText(markdown: string): string {
  return plainText(marked.lexer(markdown)).replace(/\s+/g, " ").trim();
}

const WORDS_PER_MINUTE = 220;

export function wordCount(markdown: string): number {
  return markdownToText(markdown).split(" ").filter(Boolean).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}

export type PostPreview = { html: string; words: number; minutes: number };

/** What the post page will show for this text (headings from <h2>, under the page's title), and its length. */
export function previewPost(markdown: string): PostPreview {
  return { html: renderMarkdown(markdown, { firstHeading: 2 }), words: wordCount(markdown), minutes: readingMinutes(markdown) };
}
