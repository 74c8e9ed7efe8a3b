import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The repository carries its own knowledge in docs/: code cites its sections, docs/api.md lists
 * every endpoint, and nothing points at documents a clone doesn't have.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const THIS_FILE = path.relative(ROOT, import.meta.filename);

// What is built, installed or generated: not the repository's own text.
const SKIPPED_DIRECTORIES = new Set([
  "node_modules",
  ".git",
  "out",
  ".data",
  "generated",
  "test-results",
  "playwright-report",
  "blob-report",
  "coverage",
  "test-reports",
  ".lighthouse",
]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|jsx|md|json|css|prisma|sql|ya?ml|example|development)$|^Dockerfile$|^run$/;

/** Every text file of the repository, as paths from its root. */
function repositoryFiles(directory = ROOT): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith(".next") ? [] : repositoryFiles(full);
    return TEXT_FILE.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

const files = repositoryFiles();
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The headings of a markdown file (outside code blocks), as the text after the #s. */
function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) headings.push(line.replace(/^#+ /, ""));
  }
  return headings;
}

/** The anchors a markdown file has, numbered as GitHub numbers repeated headings. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headingsOf(read(file))) {
    const anchor = anchorOf(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

describe("the repository refers only to itself", () => {
  // Spelled in pieces so that this file, which must name them, is the only one that does.
  const outside = [
    new RegExp(["SPEC", "§"].join(" ?")),
    new RegExp(`\\b${"SPEC"}\\b`),
    new RegExp(`(DESIGN|BRAND)\\.${"md"}`),
    new RegExp(`\\.\\./${"shared"}\\b`),
  ];

  it("cites no document outside the repository: a comment cites the section of docs/ that says it", () => {
    const found = files
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) =>
        read(file)
          .split("\n")
          .flatMap((line, index) => (outside.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

describe("every cited section of docs/ exists", () => {
  type Citation = { from: string; target: string; anchor: string | undefined };

  const citations: Citation[] = files
    .filter((file) => file !== THIS_FILE)
    .flatMap((file) => {
      const text = read(file);
      // docs/x.md#anchor anywhere (comments, README), and relative links between the pages of docs/.
      const fromRoot = [...text.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map((m) => ({ from: file, target: `docs/${m[1]}`, anchor: m[2] }));
      const relative = file.startsWith("docs/")
        ? [...text.matchAll(/\]\(([\w-]+\.md)?(?:#([\w-]+))?\)/g)].map((m) => ({ from: file, target: m[1] ? `docs/${m[1]}` : file, anchor: m[2] }))
        : [];
      return [...fromRoot, ...relative];
    });

  it("finds citations to check", () => {
    expect(citations.length).toBeGreaterThan(50);
  });

  it("cites only pages that exist", () => {
    const missing = citations.filter(({ target }) => !fs.existsSync(path.join(ROOT, target)));
    expect(missing.map(({ from, target }) => `${from} -> ${target}`)).toEqual([]);
  });

  it("cites only headings those pages have", () => {
    const anchors = new Map<string, Set<string>>();
    const broken = citations.filter(({ target, anchor }) => {
      if (!anchor || !fs.existsSync(path.join(ROOT, target))) return false;
      if (!anchors.has(target)) anchors.set(target, anchorsOf(target));
      return !anchors.get(target)!.has(anchor);
    });
    expect(broken.map(({ from, target, anchor }) => `${from} -> ${target}#${anchor}`)).toEqual([]);
  });
});

describe("docs/api.md lists every endpoint", () => {
  const METHODS = "GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS";

  /** "app/api/(x)/orders/[id]/route.ts" -> "/api/orders/{id}"; a catch-all segment is "*". */
  const pathOf = (file: string) =>
    `/${path
      .dirname(file)
      .split(path.sep)
      .slice(1)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => (segment.startsWith("[...") ? "*" : segment.replace(/^\[(.+)\]$/, "{$1}")))
      .join("/")}`;

  const served = files
    .filter((file) => file.startsWith(`app${path.sep}`) && path.basename(file) === "route.ts")
    .flatMap((file) => {
      const text = read(file);
      const exported = [...text.matchAll(new RegExp(`export (?:const|async function|function) (${METHODS})\\b|\\bas (${METHODS})\\b`, "g"))].map(
        (m) => m[1] ?? m[2],
      );
      return [...new Set(exported)].map((method) => `${method} ${pathOf(file)}`);
    });

  const documented = headingsOf(read("docs/api.md")).flatMap((heading) => {
    const match = new RegExp(`^((?:(?:${METHODS}), )*(?:${METHODS})) (/\\S*)$`).exec(heading);
    return match ? match[1]!.split(", ").map((method) => `${method} ${match[2]}`) : [];
  });

  it("finds the routes", () => {
    expect(served).toContain("POST /api/create-order");
    expect(served).toContain("GET /api/blog-posts/{slug}");
  });

  it("documents every route the app serves", () => {
    expect(served.filter((endpoint) => !documented.includes(endpoint)).sort()).toEqual([]);
  });

  it("documents no route the app doesn't serve", () => {
    expect(documented.filter((endpoint) => !served.includes(endpoint)).sort()).toEqual([]);
  });
});
