import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressStaticFiles } from "@/scripts/build/precompress.mjs";

// A static folder shaped as `next build` leaves it: scripts, a stylesheet, a font.
let dir = "";

function write(file: string, bytes: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), bytes);
}
const exists = (file: string) => fs.existsSync(path.join(dir, file));
const read = (file: string) => fs.readFileSync(path.join(dir, file));

const SCRIPT = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["chunk",${Array.from({ length: 200 }, (_, i) => `(e)=>{e.v("module ${i}")}`).join(",")}]);`;
const STYLES = Array.from({ length: 100 }, (_, i) => `.text-${i}{font-size:${i}px;line-height:1.5}`).join("");

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the build's compressed copies of static files", () => {
  it("writes a brotli and a gzip copy of each script and stylesheet, each unpacking to the file's bytes", async () => {
    write("chunks/app.js", SCRIPT);
    write("chunks/site.css", STYLES);
    expect(await precompressStaticFiles(dir)).toBe(2);
    for (const file of ["chunks/app.js", "chunks/site.css"]) {
      expect(zlib.brotliDecompressSync(read(`${file}.br`))).toEqual(read(file));
      expect(zlib.gunzipSync(read(`${file}.gz`))).toEqual(read(file));
    }
  });

  it("leaves fonts alone, and a file its copies would not shrink", async () => {
    write("media/inter.woff2", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    write("chunks/tiny.js", "1");
    expect(await precompressStaticFiles(dir)).toBe(0);
    expect(fs.readdirSync(dir, { recursive: true }).filter((file) => /\.(br|gz)$/.test(String(file)))).toEqual([]);
  });

  it("replaces the copies of an earlier run, so a file changed since then never goes out stale", async () => {
    write("chunks/app.js", SCRIPT);
    await precompressStaticFiles(dir);
    write("chunks/app.js", `//# allFunctionsCalledOnLoad\n${SCRIPT}`);
    await precompressStaticFiles(dir);
    expect(zlib.brotliDecompressSync(read("chunks/app.js.br")).toString()).toBe(`//# allFunctionsCalledOnLoad\n${SCRIPT}`);
    expect(zlib.gunzipSync(read("chunks/app.js.gz")).toString()).toBe(`//# allFunctionsCalledOnLoad\n${SCRIPT}`);
    expect(exists("chunks/app.js.br.br")).toBe(false);
  });
});
