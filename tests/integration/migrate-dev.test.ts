import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database";

// `npm run db:migrate:dev` on a copy of the project's schema and migrations (never the
// repository's own) and an empty database of the test server.
const run = promisify(execFile);
const serverUrl = inject("databaseServerUrl");
const database = `migrate_dev_${crypto.randomBytes(6).toString("hex")}`;
const url = databaseUrl(serverUrl, database);
const project = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-migrate-dev-"));
const migrationsDir = path.join(project, "prisma", "migrations");

const GIFT_CARDS = `
model GiftCard {
  id        String   @id @default(cuid())
  code      String   @unique
  balance   Int
  createdAt DateTime @default(now())
}
`;

beforeAll(async () => {
  fs.cpSync("prisma/migrations", migrationsDir, { recursive: true });
  fs.writeFileSync(path.join(project, "prisma", "schema.prisma"), fs.readFileSync("prisma/schema.prisma", "utf8") + GIFT_CARDS);
  await createDatabaseIfMissing(serverUrl, database);
});

afterAll(async () => {
  await dropDatabase(serverUrl, database);
  fs.rmSync(project, { recursive: true, force: true });
});

/** The script as `npm run db:migrate:dev -- --name <name>` runs it in the scratch project: its exit code and output. */
async function migrateDev(name: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.resolve("node_modules/.bin/tsx"), [path.resolve("scripts/db/migrate-dev.ts"), "--name", name], {
      cwd: project,
      // The repository's tsconfig, for its "@/" imports, from the scratch folder.
      env: { ...process.env, DATABASE_URL: url, TSX_TSCONFIG_PATH: path.resolve("tsconfig.json"), ...env },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const foldersIn = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const committed = foldersIn("prisma/migrations");
const migrationFolders = () => foldersIn(migrationsDir);
const tables = async () => (await query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map((row) => row.tablename);

describe("npm run db:migrate:dev", () => {
  it("refuses to run with NODE_ENV=production, and touches neither the folder nor the database", async () => {
    const { code, output } = await migrateDev("add_gift_cards", { NODE_ENV: "production" });
    expect(code).toBe(1);
    expect(output).toMatch(/NODE_ENV is production.*Nothing was done/);
    expect(migrationFolders()).toEqual(committed);
    expect(await tables()).toEqual([]);
  });

  it("applies the pending migrations, writes the schema's change as a new migration, applies it and regenerates the client; then finds nothing to do", async () => {
    const first = await migrateDev("Add gift cards");
    expect(first.output).toContain(`Applied ${committed.length} pending migration(s): ${committed[0]}`);
    expect(first.code).toBe(0);

    const created = migrationFolders().filter((name) => !committed.includes(name));
    expect(created).toEqual([expect.stringMatching(/^\d{14}_add_gift_cards$/)]);
    expect(created[0]! > committed.at(-1)!).toBe(true);
    expect(first.output).toContain(`Wrote and applied prisma/migrations/${created[0]}/migration.sql`);
    const sql = fs.readFileSync(path.join(migrationsDir, created[0]!, "migration.sql"), "utf8");
    expect(sql).toContain('CREATE TABLE "GiftCard"');
    expect(sql).toContain('CREATE UNIQUE INDEX "GiftCard_code_key" ON "GiftCard"("code")');

    expect(await tables()).toContain("GiftCard");
    const history = await query<{ checksum: string; finished_at: Date | null }>(
      `SELECT checksum, finished_at FROM "_prisma_migrations" WHERE migration_name = $1`,
      [created[0]],
    );
    expect(history).toEqual([{ checksum: crypto.createHash("sha256").update(sql).digest("hex"), finished_at: expect.any(Date) }]);
    expect(fs.existsSync(path.join(project, "generated", "prisma", "models", "GiftCard.ts"))).toBe(true);

    const second = await migrateDev("add_gift_cards_again");
    expect(second).toEqual({ code: 0, output: expect.stringContaining("The schema matches the migrations: no migration written.") });
    expect(migrationFolders()).toEqual([...committed, created[0]]);
    // Two runs of the script, a shadow database each and the client's generation: about 10 s alone, more on a busy machine.
  }, 90_000);
});
