import http from "node:http";

/** What Chrome asks for: brotli where a server offers it. */
export const CHROME_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP request, its body as the server sent it: fetch and Playwright unpack gzip and brotli,
 * which hides what went over the wire.
 */
export function rawGet(url: string, acceptEncoding: string, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
