/**
 * The JavaScript a page names in its HTML, as gzip bytes on the wire: each script fetched from the
 * server with Accept-Encoding: gzip, its compressed body counted and its HTTP headers not (they
 * are the transport's, and shrink to almost nothing over HTTP/2).
 */
import http from "node:http";

/** The compressed body length of one GET, without decompressing it. */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered HTTP ${response.statusCode}.`));
        return;
      }
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export type PageScripts = { gzipBytes: number; scripts: { path: string; bytes: number }[] };

export async function pageScripts(base: string, paths: Iterable<string>): Promise<PageScripts> {
  const scripts = await Promise.all([...paths].map(async (path) => ({ path, bytes: await gzipBodyBytes(`${base}${path}`) })));
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { gzipBytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}
