import fs from "node:fs";
import { Blob, Buffer as ShapingBuffer, Face, Feature, Font, Variation, shape } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { KEPT_FEATURES, SUBSET_FILE, WEIGHT_RANGE, sourceInter, subsetInter } from "@/scripts/font/inter-subset";

function face(sfnt: Buffer): Face {
  return new Face(new Blob(new Uint8Array(sfnt)));
}

/** The advance and offsets of each glyph of text, in font units, as a browser lays it out with the font at weight, plus features. */
function layout(sfnt: Buffer, text: string, weight: number, features: string[] = []): number[][] {
  const font = new Font(face(sfnt));
  font.setVariations([Variation.fromString(`wght=${weight}`)!]);
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer, features.map((feature) => Feature.fromString(feature)!));
  return buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]);
}

// Ligatures, contextual forms (arrows, the colon between figures, the hyphen between capitals),
// accented names, composed marks, quotes, currency and kerning pairs.
const SAMPLE = "Office fit-out -> 10:30 A-Z José’s Café “Naïve” façade AVATAR Tyler's 1/2 €1,249.00 e\u0301 x×y";

describe("the site's font file", () => {
  it("is what `npm run font` makes from the installed @fontsource-variable/inter", async () => {
    expect(Buffer.compare(fs.readFileSync(SUBSET_FILE), await subsetInter())).toBe(0);
  });

  it("has every character of the package's Latin file, at the 400-700 weights only, with its licence, in fewer bytes", async () => {
    const source = face(await sourceInter("sfnt"));
    const subset = face(await subsetInter("sfnt"));
    expect(source.collectUnicodes().length).toBeGreaterThan(200);
    expect([...subset.collectUnicodes()]).toEqual([...source.collectUnicodes()]);
    expect(source.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    expect(subset.getAxisInfos().wght).toMatchObject(WEIGHT_RANGE);
    const names = (font: Face) => Buffer.from(font.referenceTable("name") ?? []).toString("latin1").replaceAll("\0", "");
    expect(names(subset)).toMatch(/openfontlicense\.org/);
    expect(fs.statSync(SUBSET_FILE).size).toBeLessThan((await sourceInter()).length * 0.75);
  });

  it("keeps the features a browser applies by itself and tabular figures, and none that nobody turns on", async () => {
    const source = face(await sourceInter("sfnt"));
    const subset = face(await subsetInter("sfnt"));
    const tags = (font: Face) => new Set([...font.getTableFeatureTags("GSUB"), ...font.getTableFeatureTags("GPOS")]);
    expect(tags(source)).toContain("frac");
    expect([...tags(subset)].sort()).toEqual([...tags(source)].filter((tag) => KEPT_FEATURES.includes(tag)).sort());
    expect(tags(subset)).toContain("tnum");
    expect(tags(subset)).not.toContain("frac");
  });

  it("lays text out as the package's file does, tabular figures included", async () => {
    const [source, subset] = [await sourceInter("sfnt"), await subsetInter("sfnt")];
    // Cutting the weight axis re-rounds its deltas: a glyph may move by up to 2 of the em's 2,048 units.
    const alike = (a: number[][], b: number[][]) => a.length === b.length && a.every((glyph, i) => glyph.every((value, j) => Math.abs(value - b[i]![j]!) <= 2));
    for (const weight of [400, 500, 600, 700]) {
      expect(alike(layout(subset, SAMPLE, weight), layout(source, SAMPLE, weight))).toBe(true);
      expect(alike(layout(subset, "1,111.11 $88.00", weight, ["tnum"]), layout(source, "1,111.11 $88.00", weight, ["tnum"]))).toBe(true);
    }
    expect(alike(layout(subset, "1,111.11", 400, ["tnum"]), layout(subset, "1,111.11", 400))).toBe(false);
    expect(alike(layout(subset, "1/2", 400, ["frac"]), layout(source, "1/2", 400, ["frac"]))).toBe(false);
  });
});
