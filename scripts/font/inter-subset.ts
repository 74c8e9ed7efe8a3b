/**
 * How the site's font file, app/fonts/inter-latin-wght-400-700.woff2, is made: Inter's variable
 * Latin file from @fontsource-variable/inter with every character kept, the weight axis cut from
 * 100-900 to the 400-700 the site uses (BRAND: 400/500/600/700), and only the OpenType features a
 * browser applies by itself, plus the tabular figures the site asks for (`tabular-nums`). The
 * stylistic sets, alternates, fractions and superiors nobody turns on go, with the glyphs only
 * they reach. Every page preloads it: 32 KB instead of 48. `npm run font` writes it (run it after
 * upgrading the package); a unit test fails while the committed file differs from what this makes.
 */
import fs from "node:fs";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

const SOURCE_FILE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const SUBSET_FILE = "app/fonts/inter-latin-wght-400-700.woff2";
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;
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

/** The site's font, as WOFF2 or, for inspecting it, as plain SFNT. */
export async function subsetInter(format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  return subsetFont(await sourceInter(), charactersOf(await sourceInter("sfnt")), {
    targetFormat: format,
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
    preserveNameIds: LICENSE_NAME_IDS,
  });
}
