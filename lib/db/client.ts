import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

/**
 * A Prisma client over node-postgres for one database URL (the app, scripts, seed and tests), with
 * at most `poolSize` connections, opened as queries need them.
 */
export function createPrismaClient(url: string, poolSize = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolSize }) });
}
