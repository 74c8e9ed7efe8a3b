import "server-only";
import { connection } from "next/server";
import pg from "pg";
import type { PrismaClient } from "@/generated/prisma/client";
import { isBuildPhase } from "@/lib/env";

let reachable: Promise<boolean> | undefined;

/**
 * A build may run with no database (a preview build, a container image): the pages that read it
 * are then left to be rendered on their first request, and no path is built ahead. At run time
 * none of this applies, and a failing query is a real failure. Asked once per build worker, with
 * a plain connection: the Prisma client's own start-up is no measure of the database.
 */
function reachableAtBuild(url: string): Promise<boolean> {
  reachable ??= (async () => {
    const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await probe.connect();
      await probe.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await probe.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** During `next build`, the client makes a page that queries an unreachable database dynamic. */
export function withBuildFallback(client: PrismaClient, url: string): PrismaClient {
  if (!isBuildPhase()) return client;
  return client.$extends({
    query: {
      async $allOperations({ args, query }) {
        if (!(await reachableAtBuild(url))) await connection();
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}

/** The paths generateStaticParams builds ahead: none when the build has no database. */
export async function paramsBuiltAhead<T>(url: string, load: () => Promise<T[]>): Promise<T[]> {
  if (isBuildPhase() && !(await reachableAtBuild(url))) return [];
  return load();
}
