import fs from "node:fs";
import { Blob, Buffer as ShapingBuffer, Face, Feature, Font, Variation, shape } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import {
  BASIC_CHARACTERS,
  FONT_PARTS,
  KEPT_FEATURES,
  SUBSET_FILES,
  WEIGHT_RANGE,
  charactersOf,
  sourceInter,
  subsetInter,
  unicodeRange,
} from "@/scripts/font/inter-subset";

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
  shape(
    font,
    buffer,
    features.map((feature) => Feature.fromString(feature)!),
  );
  return buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]);
}

/** Same glyphs at the same places. Cutting the weight axis re-rounds its deltas: a glyph may move by up to 2 of the em's 2,048 units. */
function alike(a: number[][], b: number[][]): boolean {
  return a.length === b.length && a.every((glyph, i) => glyph.every((value, j) => Math.abs(value - b[i]![j]!) <= 2));
}

// Ligatures, contextual forms (arrows, the colon between figures, the hyphen between capitals),
// quotes, dashes and kerning pairs in the basic file; accented names, composed letters and
// currency in the rest.
const SAMPLES = {
  basic: "Office fit-out -> 10:30 A-Z “Tyler’s” — AVATAR Tyler's 1/2 $1,249.00 x×y 72°",
  rest: "ÉéçïñüÅØßœ€¿¡",
} as const;

/** The unicode-range app/layout.tsx declares for a file. */
function declaredRange(file: string): string | undefined {
  const layout = fs.readFileSync("app/layout.tsx", "utf8");
  const call = layout.split("localFont(").find((options) => options.includes(file.replace(/^app\//, "./")));
  return call?.match(/prop: "unicode-range",\s*value:\s*"([^"]+)"/)?.[1];
}

// Subsetting a font takes a few seconds of one core; on a loaded two-core machine more than the default 5.
describe("the site's font files", { timeout: 30_000 }, () => {
  it.each(FONT_PARTS)("the %s one is what `npm run font` makes from the installed @fontsource-variable/inter", async (part) => {
    expect(Buffer.compare(fs.readFileSync(SUBSET_FILES[part]), await subsetInter(part))).toBe(0);
  });

  it("share every character of the package's Latin file between them, the basic one holding the basic characters", async () => {
    const source = charactersOf(await sourceInter("sfnt"));
    const [basic, rest] = [charactersOf(await subsetInter("basic", "sfnt")), charactersOf(await subsetInter("rest", "sfnt"))];
    expect([...source].length).toBeGreaterThan(200);
    expect([...basic].sort()).toEqual([...BASIC_CHARACTERS].sort());
    expect([...rest].filter((character) => basic.includes(character))).toEqual([]);
    expect([...basic, ...rest].sort()).toEqual([...source].sort());
    expect(basic).toContain("é".normalize("NFD")[0]);
    expect(rest).toContain("é");
  });

  it.each(FONT_PARTS)("app/layout.tsx declares the %s file's characters as its unicode-range", async (part) => {
    expect(declaredRange(SUBSET_FILES[part])).toBe(unicodeRange(charactersOf(await subsetInter(part, "sfnt"))));
  });

  it("has the 400-700 weights only and the licence, and the file every page preloads is under half the package's", async () => {
    const source = face(await sourceInter("sfnt"));
    expect(source.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    for (const part of FONT_PARTS) {
      const subset = face(await subsetInter(part, "sfnt"));
      expect(subset.getAxisInfos().wght).toMatchObject(WEIGHT_RANGE);
      const names = Buffer.from(subset.referenceTable("name") ?? [])
        .toString("latin1")
        .replaceAll("\0", "");
      expect(names).toMatch(/openfontlicense\.org/);
    }
    expect(fs.statSync(SUBSET_FILES.basic).size).toBeLessThan((await sourceInter()).length * 0.5);
  });

  it("keep the features a browser applies by itself and tabular figures, and none that nobody turns on", async () => {
    const source = face(await sourceInter("sfnt"));
    const [basic, rest] = [face(await subsetInter("basic", "sfnt")), face(await subsetInter("rest", "sfnt"))];
    const tags = (font: Face) => new Set([...font.getTableFeatureTags("GSUB"), ...font.getTableFeatureTags("GPOS")]);
    expect(tags(source)).toContain("frac");
    // Each file keeps the features that reach its glyphs: the marks' positioning only the rest's accents need.
    expect([...new Set([...tags(basic), ...tags(rest)])].sort()).toEqual([...tags(source)].filter((tag) => KEPT_FEATURES.includes(tag)).sort());
    expect(tags(basic)).toContain("tnum");
    expect(tags(basic)).toContain("kern");
    expect(tags(rest)).toContain("mark");
    for (const font of [basic, rest]) expect(tags(font)).not.toContain("frac");
  });

  it.each(FONT_PARTS)("the %s file lays its text out as the package's file does", async (part) => {
    const [source, subset] = [await sourceInter("sfnt"), await subsetInter(part, "sfnt")];
    for (const weight of [400, 500, 600, 700]) {
      expect(alike(layout(subset, SAMPLES[part], weight), layout(source, SAMPLES[part], weight))).toBe(true);
    }
  });

  it("sets tabular figures as the package's file does", async () => {
    const [source, subset] = [await sourceInter("sfnt"), await subsetInter("basic", "sfnt")];
    for (const weight of [400, 500, 600, 700]) {
      expect(alike(layout(subset, "1,111.11 $88.00", weight, ["tnum"]), layout(source, "1,111.11 $88.00", weight, ["tnum"]))).toBe(true);
    }
    expect(alike(layout(subset, "1,111.11", 400, ["tnum"]), layout(subset, "1,111.11", 400))).toBe(false);
    expect(alike(layout(subset, "1/2", 400, ["frac"]), layout(source, "1/2", 400, ["frac"]))).toBe(false);
  });
});
