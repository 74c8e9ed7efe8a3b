import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
export type FakeResponse = { status?: number; headers?: Record<string, string>; json?: unknown; delayMs?: number };
export type FakeServer = { url: string; requests: FakeRequest[]; close(): Promise<void> };

/** A local stand-in for an outside API, on 127.0.0.1 and a free port, recording every request. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const request = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(request);
      const response = await handle(request);
      if (response.delayMs) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
      res.writeHead(response.status ?? 200, { "content-type": "application/json", ...response.headers });
      res.end(response.json === undefined ? "" : JSON.stringify(response.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
