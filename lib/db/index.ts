import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { createPrismaClient } from "./client";

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set. Start the site with `npm run dev` (it provides a database) or set DATABASE_URL.");
  }
  return createPrismaClient(url);
}

// One client per process; dev reloads reuse it instead of opening new pools.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma = globalForPrisma.prisma ?? createClient();
if (env().NODE_ENV !== "production") globalForPrisma.prisma = prisma;
