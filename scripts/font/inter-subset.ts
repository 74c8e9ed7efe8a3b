/**
 * How the site's font files are made: Inter's variable Latin file from @fontsource-variable/inter
 * with every character kept, the weight axis cut from 100-900 to the 400-700 the site uses
 * (BRAND: 400/500/600/700), and only the OpenType features a browser applies by itself, plus the
 * tabular figures the site asks for (`tabular-nums`). The stylistic sets, alternates, fractions and
 * superiors nobody turns on go, with the glyphs only they reach.
 *
 * The characters are split in two files, as Google Fonts splits its subsets: the basic one (ASCII
 * and the punctuation the site's copy uses) is preloaded by every page, 19 KB; the rest (accented
 * letters, other symbols) has a `unicode-range`, so a browser fetches it only for a page that shows
 * one of them. One file with everything would be 32 KB on every page's preload, and the preload is
 * on a phone's path to its first paint. `npm run font` writes both (run it after upgrading the
 * package); a unit test fails while a committed file differs from what this makes, or while
 * app/layout.tsx declares ranges other than the files' characters.
 */
import fs from "node:fs";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

const SOURCE_FILE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const FONT_PARTS = ["basic", "rest"] as const;
export type FontPart = (typeof FONT_PARTS)[number];
export const SUBSET_FILES: Record<FontPart, string> = {
  basic: "app/fonts/inter-latin-basic-wght-400-700.woff2",
  rest: "app/fonts/inter-latin-rest-wght-400-700.woff2",
};
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;
/**
 * The basic file's characters: printable ASCII, and the symbols and typographic punctuation
 * written in the site's copy or likely in a contractor's (no-break space, © ® ° · ×, dashes,
 * curly quotes, bullet, ellipsis, primes, ™).
 */
export const BASIC_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("") +
  "\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2032\u2033\u2122";
/** The licence's description and URL (the OFL's), which the subsetter would drop, stay in the file. */
const LICENSE_NAME_IDS = [13, 14];
/**
 * What a browser shapes Latin text with unless CSS asks for more (composition, locale forms,
 * marks, ligatures, contextual alternates, kerning, the variation rules), and tnum for
 * `tabular-nums`. A new `font-feature-settings` or `font-variant-*` on the site belongs here.
 */
export const KEPT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt", "rvrn", "tnum"];

/** The package's Latin file as it ships, as WOFF2 or, for inspecting it, as plain SFNT. */
export async function sourceInter(format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  const source = fs.readFileSync(SOURCE_FILE);
  return format === "woff2" ? source : subsetFont(source, "", { targetFormat: "sfnt", keepAllGlyphs: true });
}

/** The characters a font maps, as a string. */
export function charactersOf(sfnt: Buffer): string {
  return String.fromCodePoint(...new Face(new Blob(new Uint8Array(sfnt))).collectUnicodes());
}

/** The package's characters that go in one part. */
async function partCharacters(part: FontPart): Promise<string> {
  const basic = new Set(BASIC_CHARACTERS);
  return [...charactersOf(await sourceInter("sfnt"))].filter((character) => basic.has(character) === (part === "basic")).join("");
}

/** One part of the site's font, as WOFF2 or, for inspecting it, as plain SFNT. */
export async function subsetInter(part: FontPart, format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  return subsetFont(await sourceInter(), await partCharacters(part), {
    targetFormat: format,
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
    preserveNameIds: LICENSE_NAME_IDS,
  });
}

/** Characters as a CSS `unicode-range` value, consecutive code points joined into ranges. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    ranges.push(points[i] === start ? hex(start) : `${hex(start)}-${hex(points[i]!).slice(2)}`);
  }
  return ranges.join(", ");
}
