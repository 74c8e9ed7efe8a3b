/**
 * The packages the project's server.js imports itself (compression, sirv), copied into the
 * standalone output. Next traces what the app needs into <distDir>/standalone/node_modules, but
 * server.js is not part of the app; @vercel/nft, the tracer Next uses, finds the files it needs.
 * Next's own files are in the standalone output already.
 */
import fs from "node:fs";
import path from "node:path";
import { nodeFileTrace } from "@vercel/nft";

/** Copies the node_modules files server.js needs into `standalone`; returns how many. */
export async function copyServerDependencies(standalone) {
  const { fileList } = await nodeFileTrace(["server.js"], { base: process.cwd(), ignore: (file) => file.startsWith("node_modules/next/") });
  const files = [...fileList].filter((file) => file.startsWith("node_modules/"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(standalone, file)), { recursive: true });
    fs.copyFileSync(file, path.join(standalone, file));
  }
  return files.length;
}
