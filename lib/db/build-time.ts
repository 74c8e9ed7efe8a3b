import "server-only";
import { connection } from "next/server";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isBuildPhase } from "@/lib/env";

let reachable: Promise<boolean> | undefined;

/**
 * A build may run with no database (a preview build, a container image): the pages that read it
 * are then left to be rendered on their first request, and no path is built ahead. At run time
 * none of this applies, and a failing query is a real failure.
 */
function reachableAtBuild(client: PrismaClient): Promise<boolean> {
  reachable ??= Promise.race([
    client.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000).unref()),
  ]);
  return reachable;
}

/** During `next build`, the client makes a page that queries an unreachable database dynamic. */
export function withBuildFallback(client: PrismaClient): PrismaClient {
  if (!isBuildPhase()) return client;
  return client.$extends({
    query: {
      async $allOperations({ args, query }) {
        if (!(await reachableAtBuild(client))) await connection();
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}

/** The paths generateStaticParams builds ahead: none when the build has no database. */
export async function paramsBuiltAhead<T>(client: PrismaClient, load: () => Promise<T[]>): Promise<T[]> {
  if (isBuildPhase() && !(await reachableAtBuild(client))) return [];
  return load();
}
