import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
/**
 * An answer; `hang` never sends one (the connection stays open until the fake closes). `pieces`
 * is a raw body written piece by piece, `pieceDelayMs` apart (a stream), instead of `json`;
 * `stall` then keeps the connection open after the last piece, as a stream that stops does.
 */
export type FakeResponse = {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  delayMs?: number;
  hang?: boolean;
  pieces?: string[];
  pieceDelayMs?: number;
  stall?: boolean;
};
export type FaultOptions = { times?: number; when?: (request: FakeRequest) => boolean };
export type FakeServer = {
  url: string;
  requests: FakeRequest[];
  /**
   * Makes the fake misbehave for the requests `when` picks (all by default), `times` times
   * (until heal() when omitted); faults apply in the order injected. A fault with a status is
   * answered instead of the real answer (the service did nothing); one with only delayMs or
   * hang does the real work, then answers late or never, as a service that is slow does.
   */
  inject(fault: FakeResponse, options?: FaultOptions): void;
  heal(): void;
  close(): Promise<void>;
};

/** Misbehaviour every service shows, in a shape Stripe, OpenAI and Printful clients all read. */
export const FAULTS = {
  serverError: { status: 500, json: { code: 500, error: { type: "api_error", message: "Internal server error" } } },
  rateLimited: { status: 429, headers: { "retry-after": "1" }, json: { code: 429, error: { type: "rate_limit_error", message: "Too many requests" } } },
  slow: (delayMs: number): FakeResponse => ({ delayMs }),
  hang: { hang: true },
} satisfies Record<string, FakeResponse | ((ms: number) => FakeResponse)>;

/** A local stand-in for an outside API, on 127.0.0.1 and a free port, recording every request. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let faults: { fault: FakeResponse; left: number; when: (request: FakeRequest) => boolean }[] = [];

  function takeFault(request: FakeRequest): FakeResponse | undefined {
    const found = faults.find((f) => f.when(request));
    if (!found) return undefined;
    found.left -= 1;
    if (found.left <= 0) faults = faults.filter((f) => f !== found);
    return found.fault;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const request = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(request);
      const fault = takeFault(request);
      const response = fault?.status !== undefined ? fault : { ...(await handle(request)), ...fault };
      if (response.hang) return;
      if (response.delayMs) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
      if (res.destroyed) return;
      if (response.pieces) {
        res.writeHead(response.status ?? 200, response.headers);
        for (const [index, piece] of response.pieces.entries()) {
          if (index > 0 && response.pieceDelayMs) await new Promise((resolve) => setTimeout(resolve, response.pieceDelayMs));
          if (res.destroyed) return;
          res.write(piece);
        }
        if (!response.stall) res.end();
        return;
      }
      res.writeHead(response.status ?? 200, { "content-type": "application/json", ...response.headers });
      res.end(response.json === undefined ? "" : JSON.stringify(response.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    inject(fault, { times = Infinity, when = () => true } = {}) {
      faults.push({ fault, left: times, when });
    },
    heal() {
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hung requests would otherwise keep the server open.
        server.closeAllConnections();
      }),
  };
}
