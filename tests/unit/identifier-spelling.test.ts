import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * One spelling per word in identifiers (docs/contributing.md#one-spelling-per-word): our own
 * names say "fulfilment"; only the names that mirror the database's columns and enum keep its
 * "fulfillment", and none of those has a second spelling.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CODE_DIRECTORIES = ["app", "components", "lib", "prisma", "scripts", "tests", "types"];
const CODE_FILE = /\.(ts|tsx|mts|mjs|cjs|js|prisma)$/;

/** The database's names (Order's columns and their enum), as Prisma and the API carry them. */
const DATABASE_NAMES = ["fulfillmentStatus", "fulfillmentReference", "fulfillmentError", "FulfillmentStatus"];

function codeFiles(directory: string): string[] {
  return fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(relative);
    return CODE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** Each identifier-shaped word of every code file that matches `pattern`, as "file: word". */
function wordsMatching(pattern: RegExp): string[] {
  return CODE_DIRECTORIES.filter((directory) => fs.existsSync(path.join(ROOT, directory)))
    .flatMap(codeFiles)
    .flatMap((file) =>
      [...new Set(fs.readFileSync(path.join(ROOT, file), "utf8").match(/[A-Za-z_$][\w$]*/g) ?? [])]
        .filter((word) => pattern.test(word))
        .map((word) => `${file}: ${word}`),
    );
}

describe("fulfilment has one spelling per name", () => {
  it("spells our own names fulfilment: fulfillment only in the database's names (and the product's visible word)", () => {
    const allowed = new Set([...DATABASE_NAMES, "fulfillment", "Fulfillment"]);
    expect(wordsMatching(/fulfillment/i).filter((found) => !allowed.has(found.split(": ")[1]!))).toEqual([]);
  });

  it("gives the database's names no second spelling", () => {
    const twins = new Set(DATABASE_NAMES.map((name) => name.replace("fulfillment", "fulfilment").replace("Fulfillment", "Fulfilment")));
    expect(wordsMatching(/fulfilment/i).filter((found) => twins.has(found.split(": ")[1]!))).toEqual([]);
  });
});
