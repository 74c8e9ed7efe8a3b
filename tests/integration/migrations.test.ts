import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import fs from "node:fs";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database";
import { applyMigrations } from "@/scripts/db/migrate";

const serverUrl = inject("databaseServerUrl");
const EMPTY = "migrations_empty_db";
const migrationNames = fs
  .readdirSync("prisma/migrations", { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

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

/**
 * A database as it was before one migration: every migration applied, then the one whose name
 * ends in `suffix` forgotten and its changes undone (`undo`), for a test to add the rows of that
 * time and run the migration again.
 */
async function databaseBefore(name: string, suffix: string, undo: string): Promise<{ url: string; migration: string }> {
  await dropDatabase(serverUrl, name);
  await createDatabaseIfMissing(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  await applyMigrations(url);
  const migration = migrationNames.find((n) => n.endsWith(suffix))!;
  await query(url, `DELETE FROM "_prisma_migrations" WHERE migration_name = '${migration}'; ${undo}`);
  return { url, migration };
}

describe("migration runner", () => {
  it("applies every committed migration to an empty database, then nothing on a second run", async () => {
    await dropDatabase(serverUrl, EMPTY);
    await createDatabaseIfMissing(serverUrl, EMPTY);
    const url = databaseUrl(serverUrl, EMPTY);

    const first = await applyMigrations(url);
    expect(first.applied).toEqual(migrationNames);

    const tables = (await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map((r) => r.tablename);
    for (const table of [
      "User",
      "BlogPost",
      "Order",
      "OrderItem",
      "Coupon",
      "ContactInquiry",
      "QuoteRequest",
      "MerchProduct",
      "MerchVariant",
      "WebhookEvent",
      "OutgoingEmail",
      "RateLimitBucket",
      "AdminAuditLog",
      "UploadedFile",
      "SandboxPaymentIntent",
    ]) {
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
    // The accounts of a database from before email confirmation: that migration undone, the accounts added, the migration run again.
    const { url, migration } = await databaseBefore(
      name,
      "_email_verification",
      `DROP TABLE "EmailVerificationToken"; ALTER TABLE "QuoteRequest" DROP COLUMN "userId"`,
    );
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
    expect(Object.fromEntries(rows.map((row) => [row.id, row.confirmed]))).toEqual({
      admin: true,
      google: true,
      linked: false,
      reset: true,
      asked: false,
      plain: false,
    });
    await dropDatabase(serverUrl, name);
  });

  it("backfills the ledger from the money taken before it: merchandise revenue stays what the dashboard said, print orders and plan payments join it, each movement on its day", async () => {
    const name = "migrations_ledger_db";
    // A database from before the ledger: that migration undone, its money added, the migration run again.
    const { url, migration } = await databaseBefore(
      name,
      "_ledger",
      `DROP TABLE "LedgerEntry"; DROP TYPE "LedgerKind"; DROP TYPE "LedgerLine";
       ALTER TABLE "Refund" DROP CONSTRAINT "Refund_one_subject", DROP COLUMN "printOrderId", DROP COLUMN "subscriptionInvoiceId", DROP COLUMN "customerMessage", ALTER COLUMN "orderId" SET NOT NULL;
       ALTER TABLE "PrintOrder" DROP COLUMN "paymentStatus", DROP COLUMN "refundedAmount", DROP COLUMN "disputeStatus", DROP COLUMN "disputedAmount";
       ALTER TABLE "SubscriptionInvoice" DROP COLUMN "refundedAmount", DROP COLUMN "disputeStatus", DROP COLUMN "disputedAmount";
       DROP INDEX "SubscriptionInvoice_paymentIntentId_key"`,
    );
    const order = (id: number, extra: string) =>
      `(${id}, 'pi_${id}', 'stripe', 'Pat', 'pat@shop.test', '1 Main St', 'Austin', 'TX', '78701', 5000, 5000, '2026-11-0${id} 15:00', now(), ${extra})`;
    await query(
      url,
      `INSERT INTO "Order" (id, "paymentIntentId", "paymentProvider", "customerName", "customerEmail", "shipLine1", "shipCity", "shipState", "shipZip", subtotal, total, "createdAt", "updatedAt", status, "paymentStatus", "refundedAmount", "disputeStatus", "disputedAmount") VALUES
         ${order(1, `'delivered', 'paid', 0, NULL, 0`)},
         ${order(2, `'delivered', 'partially_refunded', 1500, NULL, 0`)},
         ${order(3, `'delivered', 'disputed', 0, 'lost', 5000`)},
         ${order(4, `'cancelled', 'refunded', 5000, NULL, 0`)},
         ${order(5, `'shipped', 'disputed', 0, 'needs_response', 5000`)};
       INSERT INTO "Refund" ("orderId", "gatewayRefundId", amount, status, source, "createdAt", "updatedAt") VALUES
         (2, 're_2', 1500, 'succeeded', 'admin', '2026-11-09 16:00', now()), (2, 're_2b', 700, 'failed', 'admin', '2026-11-09 16:05', now()),
         (4, 're_4', 5000, 'succeeded', 'cancel', '2026-11-10 09:00', now());
       INSERT INTO "OrderEvent" ("orderId", type, message, actor, data, "createdAt") VALUES
         (3, 'payment.dispute_opened', 'opened', 'stripe', '{"disputeId": "dp_3"}', '2026-11-11 10:00'), (3, 'payment.dispute_closed', 'lost', 'stripe', '{"disputeId": "dp_3"}', '2026-11-20 10:00'),
         (5, 'payment.dispute_opened', 'opened', 'stripe', '{"disputeId": "dp_5"}', '2026-11-12 10:00');
       INSERT INTO "QuoteRequest" (id, product, paper, finish, corners, quantity, "designOption", "businessName", "contactPerson", phone, email, stage) VALUES
         (1, 'business-cards', 'premium', 'matte', 'square', 500, 'template', 'Mason Roofing', 'Joe Mason', '555-0100', 'joe@mason.test', 'paid');
       INSERT INTO "Quote" (id, "quoteRequestId", items, total, "tokenHash", "expiresAt", "paymentIntentId", "createdBy") VALUES ('q1', 1, '[]', 11400, 'h', now(), 'pi_q1', 'admin@shop.test');
       INSERT INTO "PrintOrder" ("quoteRequestId", "quoteId", "paymentIntentId", "paymentProvider", "customerEmail", total, "createdAt", "updatedAt") VALUES (1, 'q1', 'pi_q1', 'stripe', 'joe@mason.test', 11400, '2026-11-13 12:00', now());
       INSERT INTO "User" (id, email, "updatedAt") VALUES ('u1', 'u1@shop.test', now()), ('u2', 'u2@shop.test', now());
       INSERT INTO "Subscription" (id, "userId", plan, status, provider, amount, "businessName", trade, "serviceArea", phone, "firstPaymentIntentId", "guaranteeRefundId", "canceledAt", "updatedAt") VALUES
         ('s1', 'u1', 'professional', 'canceled', 'stripe', 9700, 'Acme', 'Roofing', 'Austin', '555', 'pi_i1', 're_g1', '2026-11-16 08:00', now()),
         ('s2', 'u2', 'basic', 'active', 'stripe', 4700, 'Bolt', 'Electric', 'Austin', '555', 'pi_i3', NULL, NULL, now());
       INSERT INTO "SubscriptionInvoice" ("subscriptionId", "gatewayInvoiceId", "paymentIntentId", amount, status, "createdAt") VALUES
         ('s1', 'in_1', 'pi_i1', 9700, 'paid', '2026-11-14 08:00'), ('s1', 'in_2', 'pi_i2', 9700, 'failed', '2026-11-15 08:00'), ('s2', 'in_3', 'pi_i3', 4700, 'paid', '2026-11-14 09:00');
       INSERT INTO "SubscriptionEvent" ("subscriptionId", type, message, actor, "createdAt") VALUES ('s1', 'payment.refunded', 'guarantee', 'customer', '2026-11-16 08:00')`,
    );
    // The dashboard's revenue before the ledger (totals less refunds and lost disputes, cancelled orders nothing).
    const [before] = await query<{ revenue: string }>(
      url,
      `SELECT SUM(CASE WHEN status = 'cancelled' THEN 0 ELSE GREATEST(0, total - "refundedAmount" - CASE WHEN "disputeStatus" = 'lost' THEN "disputedAmount" ELSE 0 END) END) AS revenue FROM "Order"`,
    );

    expect((await applyMigrations(url)).applied).toEqual([migration]);

    const revenue = await query<{ line: string; net: string }>(url, `SELECT line, SUM(net) AS net FROM "LedgerEntry" GROUP BY line ORDER BY line`);
    expect(Object.fromEntries(revenue.map((row) => [row.line, Number(row.net)]))).toEqual({ merchandise: Number(before!.revenue), print: 11400, plan: 4700 });
    expect(Number(before!.revenue)).toBe(13500);
    const moves = await query<{ key: string; net: number; day: string }>(
      url,
      `SELECT "movementKey" AS key, net, to_char("occurredAt", 'MM-DD') AS day FROM "LedgerEntry" ORDER BY id`,
    );
    expect(moves).toEqual(
      expect.arrayContaining([
        { key: "capture:pi_1", net: 5000, day: "11-01" },
        { key: "refund:re_2", net: -1500, day: "11-09" },
        { key: "refund:re_4", net: -5000, day: "11-10" },
        { key: "dispute:dp_3:opened", net: 0, day: "11-11" },
        { key: "dispute:dp_3:lost", net: -5000, day: "11-20" },
        { key: "dispute:dp_5:opened", net: 0, day: "11-12" },
        { key: "capture:pi_q1", net: 11400, day: "11-13" },
        { key: "charge:in_1", net: 9700, day: "11-14" },
        { key: "refund:re_g1", net: -9700, day: "11-16" },
        { key: "charge:in_3", net: 4700, day: "11-14" },
      ]),
    );
    expect(moves).toHaveLength(14);
    // The guarantee's refund is its invoice's now, as an admin's refund would be.
    expect(await query(url, `SELECT "requestKey", amount, source, status FROM "Refund" WHERE "subscriptionInvoiceId" IS NOT NULL`)).toEqual([
      { requestKey: "guarantee", amount: 9700, source: "guarantee", status: "succeeded" },
    ]);
    expect(await query(url, `SELECT "gatewayInvoiceId", "refundedAmount" FROM "SubscriptionInvoice" ORDER BY id`)).toEqual([
      { gatewayInvoiceId: "in_1", refundedAmount: 9700 },
      { gatewayInvoiceId: "in_2", refundedAmount: 0 },
      { gatewayInvoiceId: "in_3", refundedAmount: 0 },
    ]);
    await dropDatabase(serverUrl, name);
  });

  it("backfills each account's business profile from its newest plan and quote request, the newer one's word first, and leaves other accounts without one", async () => {
    const name = "migrations_business_profile_db";
    // A database from before the profiles: that migration undone, plans and quote requests added, the migration run again.
    const { url, migration } = await databaseBefore(name, "_business_profile", `DROP TABLE "BusinessProfile"`);
    const quote = (id: number, userId: string | null, business: string, phone: string, website: string, day: string) =>
      `(${id}, 'business-cards', 'premium', 'matte', 'square', 500, 'template', '${business}', 'Joe', '${phone}', 'joe@shop.test', '${website}', ${userId ? `'${userId}'` : "NULL"}, '2026-11-${day} 12:00')`;
    await query(
      url,
      `INSERT INTO "User" (id, email, "updatedAt") VALUES ('planner', 'p@shop.test', now()), ('both', 'b@shop.test', now()), ('quoter', 'q@shop.test', now()), ('none', 'n@shop.test', now());
       INSERT INTO "UploadedFile" (id, "originalName", "storageKey", "contentType", "sizeBytes") VALUES ('logo', 'logo.png', 'quotes/logo.png', 'image/png', 12);
       INSERT INTO "Subscription" (id, "userId", plan, status, provider, amount, "businessName", trade, "serviceArea", phone, website, "logoFileId", "createdAt", "updatedAt") VALUES
         ('old', 'planner', 'basic', 'canceled', 'stripe', 4700, 'Old Name', 'Plumber', 'Dallas', '555-0001', NULL, NULL, '2026-11-01', now()),
         ('new', 'planner', 'professional', 'active', 'stripe', 9700, 'Acme Plumbing', 'Plumber', 'Dallas, TX', '555-0002', 'acme.test', 'logo', '2026-11-05', now()),
         ('b', 'both', 'basic', 'active', 'stripe', 4700, 'Bolt Electric', 'Electrician', 'Austin', '555-0003', 'bolt.test', NULL, '2026-11-03', now());
       INSERT INTO "QuoteRequest" (id, product, paper, finish, corners, quantity, "designOption", "businessName", "contactPerson", phone, email, website, "userId", "createdAt") VALUES
         ${quote(1, "both", "Bolt Electric LLC", "555-0004", "", "04")}, ${quote(2, "quoter", "Quick Roofing", "555-0005", "quick.test", "02")},
         ${quote(3, "quoter", "Quick Roofing Co", "555-0006", "", "06")}, ${quote(4, null, "Nobody Inc", "555-0007", "", "07")}`,
    );

    expect((await applyMigrations(url)).applied).toEqual([migration]);

    const profiles = await query(
      url,
      `SELECT "userId", "businessName", trade, phone, "serviceArea", website, "logoFileId" FROM "BusinessProfile" ORDER BY "userId"`,
    );
    expect(profiles).toEqual([
      // The plan's trade and area stay, the newer request's name and phone win, and its empty website leaves the plan's.
      {
        userId: "both",
        businessName: "Bolt Electric LLC",
        trade: "Electrician",
        phone: "555-0004",
        serviceArea: "Austin",
        website: "bolt.test",
        logoFileId: null,
      },
      {
        userId: "planner",
        businessName: "Acme Plumbing",
        trade: "Plumber",
        phone: "555-0002",
        serviceArea: "Dallas, TX",
        website: "acme.test",
        logoFileId: "logo",
      },
      { userId: "quoter", businessName: "Quick Roofing Co", trade: null, phone: "555-0006", serviceArea: null, website: null, logoFileId: null },
    ]);
    await dropDatabase(serverUrl, name);
  });

  it("writes who paid on the ledger rows of payments refused before it, from their checkout or their quote", async () => {
    const name = "migrations_refused_payer_db";
    // A database from before: the migration undone, two refused payments and an order's payment booked, the migration run again.
    const { url, migration } = await databaseBefore(
      name,
      "_ledger_refused_payer",
      `ALTER TABLE "LedgerEntry" DROP COLUMN "payerEmail", DROP COLUMN "quoteRequestId"`,
    );
    const row = (key: string, line: string, pi: string, orderId = "NULL") =>
      `('${line}', 'capture', 1000, 1000, ${orderId}, '${pi}', 'capture:${key}', '2026-11-20', 'customer')`;
    await query(
      url,
      `INSERT INTO "Checkout" ("paymentIntentId", provider, items, "customerInfo", subtotal, discount, total, status)
         VALUES ('pi_merch', 'stripe', '[]', '{"email": "joe@mason.test"}', 1000, 0, 1000, 'refused');
       INSERT INTO "QuoteRequest" (id, product, paper, finish, corners, quantity, "designOption", "businessName", "contactPerson", phone, email)
         VALUES (7, 'flyers', 'standard', 'gloss', 'square', 500, 'template', 'Acme', 'Ann', '555-0101', 'ann@acme.test');
       INSERT INTO "Quote" (id, "quoteRequestId", items, total, "tokenHash", "expiresAt", "paymentIntentId", "createdBy")
         VALUES ('q1', 7, '[]', 1000, 'hash', '2026-12-31', 'pi_print', 'admin');
       INSERT INTO "Order" (id, "paymentIntentId", "paymentProvider", "customerName", "customerEmail", "shipLine1", "shipCity", "shipState", "shipZip", subtotal, total, "updatedAt")
         VALUES (1, 'pi_order', 'stripe', 'Kim', 'kim@shop.test', '1 Main St', 'Austin', 'TX', '73301', 1000, 1000, now());
       INSERT INTO "LedgerEntry" (line, kind, amount, net, "orderId", "paymentIntentId", "movementKey", "occurredAt", actor)
         VALUES ${row("merch", "merchandise", "pi_merch")}, ${row("print", "print", "pi_print")}, ${row("order", "merchandise", "pi_order", "1")}`,
    );

    expect((await applyMigrations(url)).applied).toEqual([migration]);

    expect(await query(url, `SELECT "paymentIntentId", "payerEmail", "quoteRequestId" FROM "LedgerEntry" ORDER BY "paymentIntentId"`)).toEqual([
      { paymentIntentId: "pi_merch", payerEmail: "joe@mason.test", quoteRequestId: null },
      // An order's row names its customer through the order.
      { paymentIntentId: "pi_order", payerEmail: null, quoteRequestId: null },
      { paymentIntentId: "pi_print", payerEmail: "ann@acme.test", quoteRequestId: 7 },
    ]);
    await dropDatabase(serverUrl, name);
  });
});
