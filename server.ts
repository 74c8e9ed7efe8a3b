/**
 * The production server (`npm start`): Next's request handler behind a one-second cache of the
 * pages it serves from its prerender cache (lib/http/micro-cache.ts). `next dev` is unchanged.
 * Options as `next start`: --hostname/-H and --port/-p, or HOSTNAME and PORT.
 */
import { createServer } from "node:http";
import { MicroCache } from "./lib/http/micro-cache";

function option(long: string, short: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === long || arg === short);
  return at >= 0 ? args[at + 1] : undefined;
}

// As `next start` does, before Next is loaded.
Object.assign(process.env, { NODE_ENV: "production" });
const { default: next } = await import("next");

const hostname = option("--hostname", "-H") ?? process.env.HOSTNAME ?? "0.0.0.0";
const port = Number(option("--port", "-p") ?? process.env.PORT ?? 3000);

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const cache = new MicroCache({ ttlMs: 1_000, maxEntries: 200, maxBodyBytes: 2 * 1024 * 1024 });

const server = createServer((request, response) => {
  // The socket's address goes last in X-Forwarded-For, as a proxy would add it: the app reads
  // the visitor from the right (lib/http/client-ip.ts), never what the visitor wrote.
  const forwarded = request.headers["x-forwarded-for"];
  const socketAddress = request.socket.remoteAddress ?? "unknown";
  request.headers["x-forwarded-for"] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(", ") : forwarded}, ${socketAddress}` : socketAddress;
  if (cache.serve(request, response)) return;
  cache.record(request, response);
  void handle(request, response);
});
server.listen(port, hostname, () => console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
