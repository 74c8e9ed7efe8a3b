import fs from "node:fs";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { SUBSET_FILE, WEIGHT_RANGE, sourceInter, subsetInter } from "@/scripts/font/inter-subset";

function face(sfnt: Buffer): Face {
  return new Face(new Blob(new Uint8Array(sfnt)));
}

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
});
