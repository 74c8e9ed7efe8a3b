import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { env, isBuildPhase } from "@/lib/env";
import { paramsBuiltAhead as paramsBuiltAheadAt, withBuildFallback } from "./build-time";
import { createPrismaClient } from "./client";

// An address nothing answers on: `next build` with no DATABASE_URL at all is a build with no database.
const NO_DATABASE = "postgresql://build@127.0.0.1:1/none";

function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (url) return url;
  // `next build` may run with no database at all: the pages that read one render on request then.
  if (isBuildPhase()) return NO_DATABASE;
  throw new Error("DATABASE_URL is not set. Start the site with `npm run dev` (it provides a database) or set DATABASE_URL.");
}

function createClient(): PrismaClient {
  const url = databaseUrl();
  return withBuildFallback(createPrismaClient(url, env().DATABASE_POOL_SIZE), url);
}

// One client per process; dev reloads reuse it instead of opening new pools.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma = globalForPrisma.prisma ?? createClient();
if (env().NODE_ENV !== "production") globalForPrisma.prisma = prisma;

/** For generateStaticParams: the paths `load` names, or none when `next build` has no database. */
export function paramsBuiltAhead<T>(load: () => Promise<T[]>): Promise<T[]> {
  return paramsBuiltAheadAt(databaseUrl(), load);
}
