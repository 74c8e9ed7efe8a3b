import path from "node:path";
import type { NextConfig } from "next";
import { PRINT_PRODUCTS } from "./lib/content/print-products";
import { PROXIED_BODY_LIMIT } from "./lib/http/proxy-body-limit";
import { publicFileRules } from "./lib/http/public-file-headers";
import { headerRules } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // A self-contained server (.next/standalone/server.js) for containers; Vercel-style hosts ignore it.
  output: "standalone",
  // A second build (e.g. for the fault tests) can go elsewhere without clobbering .next.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Such a build type-checks with its own tsconfig, so Next adds that dist dir's types there.
  // `npm test` type-checks the whole project first (tsc) and says so, sparing the build a second pass.
  typescript: { tsconfigPath: process.env.NEXT_TSCONFIG_PATH ?? "tsconfig.json", ignoreBuildErrors: process.env.TYPECHECKED === "1" },
  // pg-boss loads its SQL plans with plain requires: run it from node_modules, not bundled.
  serverExternalPackages: ["pg-boss"],
  // A revalidated page (a blog post published) is revalidated in every process and on every
  // machine of a self-hosted server, not just the one that answered (cache-handler.mjs). A
  // Vercel-style host shares its own cache.
  cacheHandler: process.env.VERCEL ? undefined : path.resolve("cache-handler.mjs"),
  // server.js compresses (brotli where the browser takes it; Next's own knows only gzip), and a
  // Vercel-style host compresses at its edge.
  compress: false,
  poweredByHeader: false,
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // Turbopack's build cache speeds a later build in the same folder (31 s instead of 40 here) but
    // costs a first build about 11 s of writing it, and CI runs and container builds are first builds.
    turbopackFileSystemCacheForBuild: false,
    // What of a body Next copies for the proxy (10 MB by default, held until the body has ended),
    // where it runs: the pages, which read none (lib/http/proxy-body-limit.ts).
    proxyClientMaxBodySize: PROXIED_BODY_LIMIT,
  },
  typedRoutes: false,
  images: { formats: ["image/avif", "image/webp"] },
  // The fixed security headers (the pages' Content-Security-Policy is the proxy's, per request),
  // and how long the files of public/ are kept (not by `next dev`, where a changed file shows at once).
  async headers() {
    const development = process.env.NODE_ENV === "development";
    return [...headerRules({ development }), ...(development ? [] : publicFileRules())];
  },
  // /customize-order keeps its public query parameters (docs/product.md#quote-request-form) and stays static where it can:
  // ?product=<id> is a prerendered page per product, a business name needs a render per request.
  // Before the file system, or the static /customize-order would answer every one of them.
  async rewrites() {
    const productIds = PRINT_PRODUCTS.map((product) => product.id).join("|");
    return {
      beforeFiles: [
        { source: "/customize-order", has: [{ type: "query", key: "business" }], destination: "/customize-order/prefilled" },
        { source: "/customize-order", has: [{ type: "query", key: "product", value: `(?<product>${productIds})` }], destination: "/customize-order/:product" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
