import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

// How long a query waits for its connection: a new one the database has not accepted by then
// (packets dropped by a partition, a server hung mid-failover) is given up, where node-postgres
// would wait for ever and hold the request until its client left; and so is a wait this long for
// one of the pool's to come free. lib/http/api.ts answers both with a 503. Connecting takes
// milliseconds, a few hundred over TLS to another region; a crowd's waits stay under a second or two.
const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * A Prisma client over node-postgres for one database URL (the app, scripts, seed and tests), with
 * at most `poolSize` connections, opened as queries need them.
 */
export function createPrismaClient(url: string, poolSize = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS }) });
}
