/**
 * How the site's font file, app/fonts/inter-latin-wght-400-700.woff2, is made: Inter's variable
 * Latin file from @fontsource-variable/inter with every glyph kept and the weight axis cut from
 * 100-900 to the 400-700 the site uses (BRAND: 400/500/600/700). Every page preloads it, and it is
 * 34 KB instead of 48. `npm run font` writes it (run it after upgrading the package); a unit test
 * fails while the committed file differs from what this makes.
 */
import fs from "node:fs";
import subsetFont from "subset-font";

const SOURCE_FILE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const SUBSET_FILE = "app/fonts/inter-latin-wght-400-700.woff2";
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;
/** The licence's description and URL (the OFL's), which the subsetter would drop, stay in the file. */
const LICENSE_NAME_IDS = [13, 14];

/** The package's Latin file as it ships, as WOFF2 or, for inspecting it, as plain SFNT. */
export async function sourceInter(format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  const source = fs.readFileSync(SOURCE_FILE);
  return format === "woff2" ? source : subsetFont(source, "", { targetFormat: "sfnt", keepAllGlyphs: true });
}

/** The site's font, as WOFF2 or, for inspecting it, as plain SFNT. */
export async function subsetInter(format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  return subsetFont(await sourceInter(), "", {
    targetFormat: format,
    keepAllGlyphs: true,
    variationAxes: { wght: WEIGHT_RANGE },
    preserveNameIds: LICENSE_NAME_IDS,
  });
}
