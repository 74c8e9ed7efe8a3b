/**
 * The JavaScript a page names in its HTML, as gzip bytes on the wire: each script fetched from the
 * server with Accept-Encoding: gzip, its compressed body counted and its HTTP headers not (they
 * are the transport's, and shrink to almost nothing over HTTP/2). Split in two: the framework's
 * (React and Next's runtime, which every page loads: the build manifest's root files) and the
 * app's (the rest: what our own client components cost).
 */
import fs from "node:fs";
import path from "node:path";
import { rawGet } from "../raw-get";

/** The compressed body length of one GET, without decompressing it. */
async function gzipBodyBytes(url: string): Promise<number> {
  const answer = await rawGet(url, "gzip");
  if (answer.status !== 200) throw new Error(`${url} answered HTTP ${answer.status}.`);
  return answer.body.length;
}

export type PageScripts = { gzipBytes: number; frameworkBytes: number; appBytes: number; scripts: { path: string; bytes: number; framework: boolean }[] };

/** The framework's scripts of a build, as pages name them (/_next/static/chunks/…). */
export function frameworkScripts(distDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
  return new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((file) => `/_next/${file}`));
}

export async function pageScripts(base: string, paths: Iterable<string>, framework: Set<string>): Promise<PageScripts> {
  const scripts = await Promise.all(
    [...paths].map(async (script) => ({ path: script, bytes: await gzipBodyBytes(`${base}${script}`), framework: framework.has(script) })),
  );
  scripts.sort((a, b) => b.bytes - a.bytes);
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.bytes, 0);
  return { gzipBytes: sum(scripts), frameworkBytes: sum(scripts.filter((s) => s.framework)), appBytes: sum(scripts.filter((s) => !s.framework)), scripts };
}
