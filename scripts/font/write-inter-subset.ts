/** `npm run font`: writes app/fonts/inter-latin-wght-400-700.woff2 (see inter-subset.ts). */
import fs from "node:fs";
import path from "node:path";
import { runMain } from "../db/setup-error";
import { SUBSET_FILE, subsetInter } from "./inter-subset";

runMain(async () => {
  const font = await subsetInter();
  fs.mkdirSync(path.dirname(SUBSET_FILE), { recursive: true });
  fs.writeFileSync(SUBSET_FILE, font);
  console.log(`${SUBSET_FILE}: ${font.length} bytes`);
});
