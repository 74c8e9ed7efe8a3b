import path from "node:path";
import pg from "pg";
import { embeddedUrl, startEmbeddedPostgres } from "./embedded-postgres";

export type Database = {
  url: string;
  /** True when this process started the embedded server (and so owns demo data). */
  embedded: boolean;
  /** URL of another database on the same server (tests create their own). */
  urlFor(database: string): string;
  stop(): Promise<void>;
};

type Cluster = "dev" | "test" | "bench";

// Dev, test and bench servers live apart, so neither the tests nor the bench ever touch dev data
// and all three can run at the same time. The tests' databases are made and dropped by the
// hundred and never outlive a run, so their server does not wait for the disk.
// The bench's server counts every statement (pg_stat_statements), so the bench can show what its
// crowd asked the database and how (scripts/bench/query-plans.ts).
const CLUSTERS: Record<Cluster, { dir: string; port: number; database: string; throwaway?: true; flags?: string[] }> = {
  dev: { dir: ".data/pg", port: Number(process.env.EMBEDDED_PG_PORT ?? 54322), database: "viralize" },
  test: { dir: ".data/pg-test", port: Number(process.env.TEST_PG_PORT ?? 54329), database: "viralize_test", throwaway: true },
  bench: {
    dir: ".data/pg-bench",
    port: Number(process.env.BENCH_PG_PORT ?? 54336),
    database: "viralize_bench",
    flags: ["-c", "shared_preload_libraries=pg_stat_statements"],
  },
};

/** The URL of database `name` on the server that serverUrl points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabaseIfMissing(serverUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : "";
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * The database the scripts work on: DATABASE_URL when set (any PostgreSQL), otherwise an
 * embedded PostgreSQL started here, under .data/, on 127.0.0.1.
 */
export async function openDatabase(cluster: Cluster = "dev"): Promise<Database> {
  const external = process.env.DATABASE_URL;
  if (external) {
    return {
      url: external,
      embedded: false,
      urlFor: (database) => databaseUrl(external, database),
      stop: async () => undefined,
    };
  }
  const { dir, port, database, throwaway, flags } = CLUSTERS[cluster];
  const server = await startEmbeddedPostgres({ dataDir: path.resolve(dir), port, throwaway, flags });
  await createDatabaseIfMissing(server.urlFor("postgres"), database);
  return { url: server.urlFor(database), embedded: true, urlFor: server.urlFor, stop: server.stop };
}

/**
 * The development database for a command that may run beside `npm run dev`: DATABASE_URL when
 * set, else the embedded server, joined (and left running) when another process runs it already.
 */
export async function openDevelopmentDatabase(): Promise<Database> {
  const running = process.env.DATABASE_URL ? undefined : await runningEmbeddedServer("dev");
  if (!running) return openDatabase("dev");
  const url = databaseUrl(running, CLUSTERS.dev.database);
  return { url, embedded: false, urlFor: (database) => databaseUrl(url, database), stop: async () => undefined };
}

/** The server URL of the cluster's embedded PostgreSQL if something already runs it, else undefined. */
export async function runningEmbeddedServer(cluster: Cluster): Promise<string | undefined> {
  const url = embeddedUrl(CLUSTERS[cluster].port, "postgres");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
