import "server-only";
import fs from "node:fs";
import path from "node:path";
import { marked, type Token, type Tokens } from "marked";
import type { Metadata } from "next";
import { parse as parseYaml } from "yaml";
import { z } from "@/lib/validation/zod";
import { renderInlineMarkdown, renderMarkdown } from "@/lib/blog/markdown";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatLongDate } from "@/lib/time/format";

/**
 * The legal pages' words live in content/legal/<page>.md (docs/product.md#legal-pages): front
 * matter for what the page shows around the text, then the text in markdown, rendered by the
 * blog's renderer and allow-list when the page is built. Each "## Heading {#anchor}" starts a
 * numbered section whose anchor other pages link to; a line "{{contact}}" or "{{storage}}" places
 * the contact card or the front matter's storage list; "{{supportEmail}}" is the configured
 * support address.
 */

const storedItem = z.strictObject({ name: z.string().min(1), purpose: z.string().min(1), where: z.string().min(1), lasts: z.string().min(1) });

/** A cookie or browser storage entry the site sets, as the privacy policy lists it. */
export type StoredItem = z.infer<typeof storedItem>;

const frontMatter = z.strictObject({
  title: z.string().min(1),
  /** The search and sharing description. */
  description: z.string().min(1),
  /** The day the text takes effect, YYYY-MM-DD. */
  effective: z.iso.date(),
  /** "The short version": one line of markdown per point. */
  summary: z.array(z.string().min(1)).default([]),
  storage: z.array(storedItem).optional(),
});

export type LegalBlock = { kind: "html"; html: string } | { kind: "contact" } | { kind: "storage"; items: StoredItem[] };

export type LegalSection = {
  /** The section's anchor (`/privacy-policy#cookies`). */
  id: string;
  /** Heading text without its number; the page numbers sections in order. */
  title: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  title: string;
  description: string;
  effective: { iso: string; label: string };
  /** The text before the first section, shown under the title. */
  introHtml: string;
  summaryHtml: string[];
  sections: LegalSection[];
};

export type LegalDocumentName = "privacy-policy" | "terms-conditions";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const BLOCK_PLACEHOLDERS = new Set(["contact", "storage"]);
const ANCHORED_HEADING = /^(.*?)\s*\{#([a-z0-9-]+)\}$/;

/** The document in `source` (a content file's text), with `supportEmail` where it says {{supportEmail}}. */
export function parseLegalDocument(source: string, { supportEmail, file = "legal document" }: { supportEmail: string; file?: string }): LegalDocument {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  const [opening, yaml] = FRONT_MATTER.exec(source) ?? fail("the front matter (between two --- lines) is missing");
  const meta = frontMatter.safeParse(parseYaml(yaml!));
  if (!meta.success) return fail(`front matter: ${z.prettifyError(meta.error)}`);
  const { title, description, effective, summary, storage } = meta.data;

  const fillIn = (markdown: string) =>
    markdown.replace(PLACEHOLDER, (placeholder, name: string) => {
      if (name === "supportEmail") return supportEmail;
      return BLOCK_PLACEHOLDERS.has(name) ? placeholder : fail(`${placeholder} is not a placeholder this page knows`);
    });

  const html = (tokens: Token[]): LegalBlock => {
    const rendered = renderMarkdown(tokens.map((token) => token.raw).join(""), { firstHeading: 3 });
    if (rendered.includes("{{")) fail(`${/\{\{\w+\}\}/.exec(rendered)![0]} must stand alone on its own line`);
    return { kind: "html", html: rendered };
  };

  /** A section's text, split around its {{contact}} and {{storage}} lines. */
  const blocks = (tokens: Token[]): LegalBlock[] => {
    const found: LegalBlock[] = [];
    let run: Token[] = [];
    for (const token of tokens) {
      const placeholder = token.type === "paragraph" ? /^\{\{(\w+)\}\}$/.exec((token as Tokens.Paragraph).text.trim())?.[1] : undefined;
      if (!placeholder) {
        run.push(token);
        continue;
      }
      if (run.some((earlier) => earlier.type !== "space")) found.push(html(run));
      run = [];
      if (placeholder === "contact") found.push({ kind: "contact" });
      else found.push({ kind: "storage", items: storage ?? fail("{{storage}} needs a storage list in the front matter") });
    }
    if (run.some((token) => token.type !== "space")) found.push(html(run));
    return found;
  };

  const intro: Token[] = [];
  const sections: { id: string; title: string; tokens: Token[] }[] = [];
  for (const token of marked.lexer(fillIn(source.slice(opening.length)))) {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) {
      const heading = (token as Tokens.Heading).text;
      const [, sectionTitle, id] =
        ANCHORED_HEADING.exec(heading) ?? fail(`the section heading "## ${heading}" has no anchor: write it "## ${heading} {#an-anchor}"`);
      sections.push({ id: id!, title: sectionTitle!, tokens: [] });
    } else (sections.at(-1)?.tokens ?? intro).push(token);
  }

  return {
    title,
    description,
    effective: { iso: effective, label: formatLongDate(`${effective}T00:00:00Z`, "UTC") },
    introHtml: renderMarkdown(intro.map((token) => token.raw).join("")),
    summaryHtml: summary.map((point) => renderInlineMarkdown(fillIn(point))),
    sections: sections.map(({ id, title: sectionTitle, tokens }) => ({ id, title: sectionTitle, blocks: blocks(tokens) })),
  };
}

/** A legal page's document, read from its content file (at build time: the pages are static). */
export function legalDocument(name: LegalDocumentName, { supportEmail = env().SUPPORT_EMAIL }: { supportEmail?: string } = {}): LegalDocument {
  const file = path.join("content", "legal", `${name}.md`);
  return parseLegalDocument(fs.readFileSync(path.join(process.cwd(), file), "utf8"), { supportEmail, file });
}

/** The page's title, description and canonical URL, from its content file. */
export function legalPageMetadata(name: LegalDocumentName): Metadata {
  const { title, description } = legalDocument(name);
  return pageMetadata({ title, description, path: `/${name}` });
}
