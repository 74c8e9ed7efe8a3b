/**
 * What the crowd asked the database, and how: the statements PostgreSQL counted (pg_stat_statements,
 * which the bench's embedded server loads) from just before the load run, the costliest first, each
 * with its generic plan (EXPLAIN (GENERIC_PLAN), PostgreSQL 16 and later) taken with sequential
 * scans switched off. The bench's tables are small, so a planner may scan one whole however it is
 * indexed; with scans off it takes any index that serves the statement, and a "Seq Scan" left in
 * the plan means there is none: on a table that grows with traffic, that statement wants one.
 */
import pg from "pg";

export type StatementCost = {
  /** As pg_stat_statements keeps it: constants as $1, $2... */
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  maxMs: number;
  /** The tables the plan still reads whole with sequential scans off; null when the statement has no plan to show. */
  seqScans: string[] | null;
};
export type QueryPlans = { skipped: string } | { statements: StatementCost[] };

const SHOWN = 15;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts counting from zero; the reason it can't when the server doesn't load pg_stat_statements (a DATABASE_URL of one's own). */
export async function countStatementsFromNow(databaseUrl: string): Promise<string | null> {
  try {
    await withClient(databaseUrl, async (client) => {
      await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
      await client.query("SELECT pg_stat_statements_reset()");
    });
    return null;
  } catch (error) {
    return `The database does not count statements (pg_stat_statements: ${error instanceof Error ? error.message : String(error)}), so the load run's queries are not listed.`;
  }
}

/** The tables a plan reads with a sequential scan. */
export function seqScannedTables(plan: string): string[] {
  return [...new Set([...plan.matchAll(/Seq Scan on ("[^"]+"|\S+)/g)].map((match) => match[1]!.replaceAll('"', "")))];
}

/** The costliest statements counted since countStatementsFromNow, with what their plans scan whole. */
export async function countedStatements(databaseUrl: string, skipped: string | null): Promise<QueryPlans> {
  if (skipped) return { skipped };
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ query: string; calls: string; total: number; mean: number; max: number }>(
      `SELECT query, calls, total_exec_time AS total, mean_exec_time AS mean, max_exec_time AS max FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND toplevel
         AND query !~* '^\\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|DEALLOCATE|SELECT pg_)'
       ORDER BY total_exec_time DESC LIMIT ${SHOWN}`,
    );
    await client.query("SET enable_seqscan = off");
    const statements: StatementCost[] = [];
    for (const row of rows) {
      let seqScans: string[] | null;
      try {
        const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (GENERIC_PLAN) ${row.query}`);
        seqScans = seqScannedTables(plan.rows.map((line) => line["QUERY PLAN"]).join("\n"));
      } catch {
        seqScans = null;
      }
      const ms = (value: number) => Math.round(value * 100) / 100;
      statements.push({
        query: row.query.replace(/\s+/g, " ").trim(),
        calls: Number(row.calls),
        totalMs: ms(row.total),
        meanMs: ms(row.mean),
        maxMs: ms(row.max),
        seqScans,
      });
    }
    return { statements };
  });
}
