/**
 * The blog's markdown subset (SPEC §2 plus links): #, ##, ### headings, dash bullets, **bold**,
 * *italic*, [links](url) and paragraphs, rendered to HTML.
 *
 * Safe by construction rather than by filtering afterwards: every character of the source is
 * HTML-escaped before any tag is added, so raw HTML, script tags and event-handler attributes
 * come out as visible text. Links keep only http(s), mailto, tel, site-relative and #anchor
 * targets; anything else (javascript:, data:, vbscript:) is rendered as plain text.
 * Pure and dependency-free, so the admin's live preview renders exactly what the page renders.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

function safeHref(url: string): string | null {
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:").
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, "");
  return SAFE_HREF.test(cleaned) ? cleaned : null;
}

function renderLink(label: string, url: string): string {
  const href = safeHref(url);
  if (!href) return label;
  const external = /^https?:\/\//i.test(href);
  const attributes = external ? ' rel="noopener noreferrer nofollow" target="_blank"' : "";
  return `<a href="${href}"${attributes}>${label}</a>`;
}

/** Inline formatting of one escaped line: links, then bold, then italic. */
function renderInline(escaped: string): string {
  return escaped
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => renderLink(label, url))
    .replace(/\*\*(?=\S)(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*(?=\S)([^*]+?)\*(?!\*)/g, "$1<em>$2</em>");
}

const HEADING = /^(#{1,3})\s+(.+)$/;

/**
 * The HTML level of each markdown heading level a post uses: its largest heading becomes
 * `firstHeading` and each smaller one the next level down, so the outline never skips a level
 * (a post that uses only "##" and "###" under a page title reads h2, h3, not h3, h4).
 */
function headingLevels(lines: string[], firstHeading: number): Map<number, number> {
  const used = new Set<number>();
  for (const line of lines) {
    const marks = HEADING.exec(line)?.[1];
    if (marks) used.add(marks.length);
  }
  return new Map([...used].sort((a, b) => a - b).map((level, rank) => [level, firstHeading + rank]));
}

/**
 * `firstHeading: 2` starts the post's headings at <h2>, for pages whose own <h1> is the post's
 * title; by default they start at <h1>.
 */
export function renderMarkdown(markdown: string, { firstHeading = 1 }: { firstHeading?: 1 | 2 } = {}): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n").map((line) => line.trim());
  const levels = headingLevels(lines, firstHeading);
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length) html.push(`<p>${paragraph.map(renderInline).join(" ")}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${renderInline(item)}</li>`).join("")}</ul>`);
    list = [];
  };

  for (const rawLine of lines) {
    const line = escapeHtml(rawLine);
    const heading = HEADING.exec(line);
    const bullet = /^[-*]\s+(.+)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const level = levels.get(heading[1]!.length)!;
      html.push(`<h${level}>${renderInline(heading[2]!)}</h${level}>`);
    } else if (bullet) {
      flushParagraph();
      list.push(bullet[1]!);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return html.join("\n");
}

/** Plain text of a post's markdown, for reading time, search snippets and the assistant. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,3}\s+/gm, "")
    .replace(/^[-*]\s+/gm, "")
    .replace(/\*\*?([^*]+)\*\*?/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

const WORDS_PER_MINUTE = 220;

export function wordCount(markdown: string): number {
  return markdownToText(markdown).split(" ").filter(Boolean).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}
