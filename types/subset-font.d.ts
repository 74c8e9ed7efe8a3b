// subset-font ships no types; this is the part of its API scripts/font/inter-subset.ts uses.
declare module "subset-font" {
  type AxisRange = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat?: "woff2" | "woff" | "sfnt";
      variationAxes?: Record<string, AxisRange>;
      keepAllGlyphs?: boolean;
      keepFeatures?: string[];
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}
