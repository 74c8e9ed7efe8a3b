import fs from "node:fs";

/**
 * How long browsers and shared caches keep the files of public/ (the sharing image, the app
 * icons, the catalogue's pictures). Their names stay the same from one deploy to the next, so
 * unlike the build's hashed files they can't be kept for a year; Next alone sends `max-age=0`,
 * which has every visit ask for each one again. A day, then a week of answering from the stored
 * copy while a fresh one is fetched. next/image keeps its resized copies as long as the original
 * says, so they last a day too (its floor is 4 hours).
 */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * The `headers()` rules of next.config.ts for public/: one per entry found when the build reads
 * its config, a folder with everything under it, so a file added later is covered by the next
 * build. No "server-only" and no path aliases: next.config.ts loads this file itself.
 */
export function publicFileRules(publicDir = "public"): { source: string; headers: { key: string; value: string }[] }[] {
  const headers = [{ key: "Cache-Control", value: PUBLIC_FILE_CACHE_CONTROL }];
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .map((entry) => ({ source: entry.isDirectory() ? `/${entry.name}/:path*` : `/${entry.name}`, headers }));
}
