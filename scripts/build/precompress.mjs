/**
 * Compressed copies of the build's static files, made once at build time: `<file>.br` (brotli at
 * its best quality) and `<file>.gz` (gzip at its best level) beside each script, stylesheet and
 * other text file. server.js sends them as they are (sirv), so no visitor waits for, and no
 * request pays for, compressing the same bytes again; brotli's best quality is far too slow to
 * run per request (about 0.3 s for React DOM) and takes a page's scripts about 14% under gzip.
 * Fonts and images are compressed already and get no copies.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const TEXT_FILE = /\.(js|mjs|css|json|svg|txt|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encoders(bytes) {
  return {
    br: () =>
      brotli(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    gz: () => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Writes the .br and .gz copies of every text file under `dir`, over any from an earlier run (a copy
 * that would not be smaller is left out). Returns how many files got copies.
 */
export async function precompressStaticFiles(dir) {
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => TEXT_FILE.test(file));
  const compressed = await Promise.all(
    files.map(async (file) => {
      const source = path.join(dir, file);
      const bytes = fs.readFileSync(source);
      let written = 0;
      for (const [extension, encode] of Object.entries(encoders(bytes))) {
        const target = `${source}.${extension}`;
        const copy = await encode();
        if (copy.length >= bytes.length) {
          fs.rmSync(target, { force: true });
          continue;
        }
        fs.writeFileSync(target, copy);
        written += 1;
      }
      return written > 0;
    }),
  );
  return compressed.filter(Boolean).length;
}
