import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { paramsBuiltAhead as paramsBuiltAheadWith, withBuildFallback } from "./build-time";
import { createPrismaClient } from "./client";

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
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
