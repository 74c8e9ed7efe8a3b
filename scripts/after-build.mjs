/**
 * After `next build`, on every host: marks the startup chunks for Chrome's eager compiling
 * (scripts/build/compile-hints.mjs), then completes the standalone output (<distDir>/standalone)
 * into a folder that runs on its own with `node server.js`: the project's server.js over Next's
 * minimal one, with server-processes.js and the packages they import
 * (scripts/build/server-dependencies.mjs), and the static files Next leaves out of it (public/
 * and <distDir>/static), the latter with brotli and gzip copies for server.js to send
 * (scripts/build/precompress.mjs). Plain Node, no dev tools.
 */
import fs from "node:fs";
import path from "node:path";
import { markStartupChunks } from "./build/compile-hints.mjs";
import { precompressStaticFiles } from "./build/precompress.mjs";
import { copyServerDependencies } from "./build/server-dependencies.mjs";

const SERVER_FILES = ["server.js", "server-processes.js"];
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const standalone = path.join(distDir, "standalone");
if (!fs.existsSync(standalone)) {
  console.error(`${standalone} is missing: next.config.ts must build output "standalone".`);
  process.exit(1);
}
const hinted = markStartupChunks(distDir);
console.log(`Compile hint on ${hinted.chunks} startup chunks (${hinted.marked} newly marked).`);
// server.js and the primary that starts its processes (server-processes.js).
for (const file of SERVER_FILES) fs.copyFileSync(file, path.join(standalone, file));
console.log(`${SERVER_FILES.join(", ")} and the ${await copyServerDependencies(standalone)} files of the packages they import copied.`);
fs.cpSync("public", path.join(standalone, "public"), { recursive: true });
fs.cpSync(path.join(distDir, "static"), path.join(standalone, distDir, "static"), { recursive: true });
console.log(`Brotli and gzip copies of ${await precompressStaticFiles(path.join(standalone, distDir, "static"))} static files written.`);
console.log(`Standalone server ready: node ${path.join(standalone, "server.js")}`);
