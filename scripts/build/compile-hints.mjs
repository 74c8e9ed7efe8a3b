/**
 * V8's explicit compile hint on the chunks a page runs as it starts. Chrome (136 and later) reads
 * `//# allFunctionsCalledOnLoad` at the top of a script and compiles all its functions on the
 * thread that streams the script in. Without it, each function is compiled on the main thread
 * the first time it is called, in the middle of hydration. Other browsers see a comment.
 *
 * Only startup chunks are marked: Next's runtime and React (the build manifest's rootMainFiles)
 * and each route segment's own chunks (entryJSFiles in its client reference manifest). Chunks
 * loaded later (the cart sheet, the chat, the admin's forms) keep V8's lazy default, so nobody
 * compiles code they never run.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function clientReferenceManifests(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => path.join(dir, file));
}

/** The startup chunks of a build in `distDir`, as paths under it ("static/chunks/….js"). */
function startupChunks(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  for (const file of clientReferenceManifests(path.join(distDir, "server", "app"))) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route]; run it on its own.
    const context = vm.createContext({});
    vm.runInContext(fs.readFileSync(file, "utf8"), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js"));
}

/**
 * Puts the hint at the top of every startup chunk that lacks it (running twice changes nothing).
 * Throws when the build names no startup chunk: Next's manifests changed shape, and pages would
 * quietly lose the hint.
 */
export function markStartupChunks(distDir) {
  const chunks = startupChunks(distDir);
  if (!chunks.length) throw new Error(`No startup chunks found in ${distDir}'s build manifest or client reference manifests.`);
  let marked = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = fs.readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return { chunks: chunks.length, marked };
}
