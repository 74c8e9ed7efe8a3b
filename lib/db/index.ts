import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { env, isBuildPhase } from "@/lib/env";
import { paramsBuiltAhead as paramsBuiltAheadWith, withBuildFallback } from "./build-time";
import { createPrismaClient } from "./client";

// An address nothing answers on: its first query fails, and build-time.ts takes that as "no database".
const NO_DATABASE = "postgresql://build@127.0.0.1:1/none";

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  // `next build` may run with no database at all: the pages that read one render on request then.
  if (!url && isBuildPhase()) return withBuildFallback(createPrismaClient(NO_DATABASE));
  if (!url) {
    throw new Error("DATABASE_URL is not set. Start the site with `npm run dev` (it provides a database) or set DATABASE_URL.");
  }
  return withBuildFallback(createPrismaClient(url));
}

// One client per process; dev reloads reuse it instead of opening new pools.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma = globalForPrisma.prisma ?? createClient();
if (env().NODE_ENV !== "production") globalForPrisma.prisma = prisma;

/** For generateStaticParams: the paths `load` names, or none when `next build` has no database. */
export function paramsBuiltAhead<T>(load: () => Promise<T[]>): Promise<T[]> {
  return paramsBuiltAheadWith(prisma, load);
}
