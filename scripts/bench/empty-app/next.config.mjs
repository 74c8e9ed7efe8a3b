/**
 * The bench's empty app (scripts/bench/empty-app.ts builds it): a standalone build as the shop's
 * own, with Next's defaults otherwise, served by Next's own standalone server.
 */
const nextConfig = {
  output: "standalone",
  // As the shop's build: no Turbopack build cache to write.
  experimental: { turbopackFileSystemCacheForBuild: false },
};

export default nextConfig;
