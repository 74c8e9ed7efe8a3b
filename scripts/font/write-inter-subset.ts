/** `npm run font`: writes the site's two font files (see inter-subset.ts) and prints their ranges for app/layout.tsx. */
import fs from "node:fs";
import path from "node:path";
import { runMain } from "../db/setup-error";
import { FONT_PARTS, SUBSET_FILES, charactersOf, subsetInter, unicodeRange } from "./inter-subset";

runMain(async () => {
  for (const part of FONT_PARTS) {
    const font = await subsetInter(part);
    fs.mkdirSync(path.dirname(SUBSET_FILES[part]), { recursive: true });
    fs.writeFileSync(SUBSET_FILES[part], font);
    console.log(`${SUBSET_FILES[part]}: ${font.length} bytes, unicode-range ${unicodeRange(charactersOf(await subsetInter(part, "sfnt")))}`);
  }
});
