import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * A one-second cache of the pages Next serves from its prerender cache, in front of Next (see
 * server.ts). Such a page is the same for every visitor until Next regenerates it, so under load
 * its bytes are compressed and sent by Next once a second instead of once a request; a change
 * (a revalidated page, a new blog post) shows at most a second late.
 *
 * Only what is safe to share is kept: GET requests without the headers Next varies its output on
 * besides Accept-Encoding (a client navigation's RSC requests), answered 200 from Next's own cache
 * (x-nextjs-cache HIT or STALE), public, and setting no cookie. Each encoding is its own entry.
 * APIs and the admin area are never looked up: they are per-user, and the admin's guard (proxy.ts)
 * runs inside Next, after this cache. An admin change (a post published, say) may change any page,
 * so once one has been answered everything is forgotten, and the admin sees it at once.
 */

type Entry = { statusCode: number; headers: OutgoingHttpHeaders; body: Buffer; expiresAt: number };

export type MicroCacheOptions = { ttlMs: number; maxEntries: number; maxBodyBytes: number; now?: () => number };

// The request headers Next's pages Vary on, apart from Accept-Encoding (which is part of the key).
const VARYING = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "range"];
// Per-connection headers: each answer gets its own.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

function encodingOf(request: IncomingMessage): string {
  return /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")) ? "gzip" : "identity";
}

const NEVER = /^\/(api|admin)(\/|\?|$)/;
const ADMIN_CHANGE = /^\/api\/admin\//;

function keyOf(request: IncomingMessage): string | null {
  if (request.method !== "GET" || !request.url || NEVER.test(request.url)) return null;
  if (VARYING.some((name) => request.headers[name] !== undefined)) return null;
  return `${encodingOf(request)} ${request.url}`;
}

function shareable(response: ServerResponse): boolean {
  const cache = String(response.getHeader("x-nextjs-cache") ?? "");
  const control = String(response.getHeader("cache-control") ?? "");
  return response.statusCode === 200 && (cache === "HIT" || cache === "STALE") && !/private|no-store/.test(control) && !response.hasHeader("set-cookie");
}

export class MicroCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: MicroCacheOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Answers from the cache when it can; true if it did. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const key = keyOf(request);
    const entry = key === null ? undefined : this.entries.get(key);
    if (!key || !entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return false;
    }
    response.writeHead(entry.statusCode, { ...entry.headers, "content-length": entry.body.length });
    response.end(entry.body);
    return true;
  }

  /** Records what Next sends for this request (as sent: compressed), and keeps it if it is shareable. */
  record(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== "GET" && request.method !== "HEAD" && ADMIN_CHANGE.test(request.url ?? "")) {
      response.once("finish", () => this.entries.clear());
      return;
    }
    const key = keyOf(request);
    if (key === null) return;
    const chunks: Buffer[] = [];
    let size = 0;
    let keeping: boolean | undefined;
    const keep = (chunk: unknown, encoding?: unknown) => {
      keeping ??= shareable(response);
      if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > this.options.maxBodyBytes) keeping = false;
      else chunks.push(buffer);
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      if (keeping) this.store(key, response, Buffer.concat(chunks));
      return end(chunk, ...rest);
    }) as ServerResponse["end"];
  }

  private store(key: string, response: ServerResponse, body: Buffer): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (!HOP_BY_HOP.has(name) && name !== "content-length" && value !== undefined) headers[name] = value;
    }
    this.entries.delete(key);
    this.entries.set(key, { statusCode: response.statusCode, headers, body, expiresAt: this.now() + this.options.ttlMs });
    // Oldest first: a Map iterates in insertion order.
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
