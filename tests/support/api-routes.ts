import fs from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type Route = { path: string; segments: { name: string; catchAll: boolean }[]; handlers: Partial<Record<Method, Handler>> };

/** Every route handler under app/api, found now, so endpoints added later are covered too. */
export async function discoverRoutes(): Promise<Route[]> {
  const api = path.join(process.cwd(), "app/api");
  const files = fs
    .readdirSync(api, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)route\.(ts|js)x?$/.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const dirs = path
        .dirname(file)
        .split(path.sep)
        .filter((dir) => dir !== "." && !/^\(.*\)$/.test(dir));
      const segments = dirs.flatMap((dir) => {
        const match = dir.match(/^\[\[?(\.\.\.)?([^\]]+)\]\]?$/);
        return match ? [{ name: match[2]!, catchAll: Boolean(match[1]) }] : [];
      });
      const mod = (await import(path.join(api, file))) as Record<string, unknown>;
      const handlers = Object.fromEntries(METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m] as Handler]));
      return { path: `/api/${dirs.join("/")}`, segments, handlers };
    }),
  );
}
