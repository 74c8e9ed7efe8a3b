import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import fs from "node:fs";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database";
import { applyMigrations } from "@/scripts/db/migrate";

const serverUrl = inject("databaseServerUrl");
const EMPTY = "migrations_empty_db";
const migrationNames = fs.readdirSync("prisma/migrations", { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(() => dropDatabase(serverUrl, EMPTY));

describe("migration runner", () => {
  it("applies every committed migration to an empty database, then nothing on a second run", async () => {
    await dropDatabase(serverUrl, EMPTY);
    await createDatabaseIfMissing(serverUrl, EMPTY);
    const url = databaseUrl(serverUrl, EMPTY);

    const first = await applyMigrations(url);
    expect(first.applied).toEqual(migrationNames);

    const tables = (await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map((r) => r.tablename);
    for (const table of ["User", "BlogPost", "Order", "OrderItem", "Coupon", "ContactInquiry", "QuoteRequest", "MerchProduct", "MerchVariant", "WebhookEvent", "OutgoingEmail", "RateLimitBucket", "AdminAuditLog", "UploadedFile", "SandboxPaymentIntent"]) {
      expect(tables).toContain(table);
    }

    const second = await applyMigrations(url);
    expect(second).toEqual({ applied: [], alreadyApplied: migrationNames });
    const history = await query<{ migration_name: string; checksum: string }>(url, `SELECT migration_name, checksum FROM "_prisma_migrations"`);
    expect(history.map((h) => h.migration_name).sort()).toEqual(migrationNames);
    expect(history.every((h) => /^[0-9a-f]{64}$/.test(h.checksum))).toBe(true);
  });

  it("lets concurrent runs take turns instead of applying a migration twice", async () => {
    const name = "migrations_concurrent_db";
    await dropDatabase(serverUrl, name);
    await createDatabaseIfMissing(serverUrl, name);
    const url = databaseUrl(serverUrl, name);
    const results = await Promise.all([applyMigrations(url), applyMigrations(url), applyMigrations(url)]);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(migrationNames);
    await dropDatabase(serverUrl, name);
  });

  it("keeps money in integer cents", async () => {
    const url = process.env.DATABASE_URL!;
    const columns = await query<{ table_name: string; column_name: string; data_type: string }>(
      url,
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE (table_name, column_name) IN (('Order','total'),('Order','discount'),('OrderItem','price'),('Coupon','minOrderAmount'),('MerchVariant','retailPrice'),('SandboxPaymentIntent','amount'))`,
    );
    expect(columns).toHaveLength(6);
    expect(new Set(columns.map((c) => c.data_type))).toEqual(new Set(["integer"]));
  });

  it("counts an existing account's email as confirmed where it was proven (the admin, an account a Google sign-in made, a used reset link), and no other", async () => {
    const name = "migrations_confirmed_emails_db";
    await dropDatabase(serverUrl, name);
    await createDatabaseIfMissing(serverUrl, name);
    const url = databaseUrl(serverUrl, name);
    await applyMigrations(url);
    // The accounts of a database from before email confirmation: that migration undone, the accounts added, the migration run again.
    const migration = migrationNames.find((n) => n.endsWith("_email_verification"))!;
    await query(url, `DELETE FROM "_prisma_migrations" WHERE migration_name = '${migration}'; DROP TABLE "EmailVerificationToken"; ALTER TABLE "QuoteRequest" DROP COLUMN "userId"`);
    await query(
      url,
      `INSERT INTO "User" (id, email, role, "passwordHash", "updatedAt") VALUES
         ('admin', 'admin@shop.test', 'ADMIN', 'h', now()), ('google', 'g@gmail.test', 'USER', NULL, now()), ('linked', 'l@shop.test', 'USER', 'h', now()),
         ('reset', 'r@shop.test', 'USER', 'h', now()), ('asked', 'a@shop.test', 'USER', 'h', now()), ('plain', 'p@shop.test', 'USER', 'h', now());
       INSERT INTO "Account" ("userId", type, provider, "providerAccountId", "updatedAt") VALUES ('google', 'oidc', 'google', '1', now()), ('linked', 'oidc', 'google', '2', now());
       INSERT INTO "PasswordResetToken" (id, "userId", "tokenHash", "expiresAt", "usedAt") VALUES
         ('used', 'reset', 'h1', now(), now()), ('unused', 'asked', 'h2', now(), NULL)`,
    );
    expect((await applyMigrations(url)).applied).toEqual([migration]);
    const rows = await query<{ id: string; confirmed: boolean }>(url, `SELECT id, "emailVerified" IS NOT NULL AS confirmed FROM "User" ORDER BY id`);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.confirmed]))).toEqual({ admin: true, google: true, linked: false, reset: true, asked: false, plain: false });
    await dropDatabase(serverUrl, name);
  });
});
