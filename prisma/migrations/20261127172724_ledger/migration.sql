-- CreateEnum
CREATE TYPE "LedgerLine" AS ENUM ('merchandise', 'print', 'plan');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('capture', 'charge', 'refund', 'dispute_opened', 'dispute_won', 'dispute_lost');

-- AlterTable: a refund is of exactly one payment's subject
ALTER TABLE "Refund" ALTER COLUMN "orderId" DROP NOT NULL,
ADD COLUMN     "printOrderId" INTEGER,
ADD COLUMN     "subscriptionInvoiceId" INTEGER,
ADD COLUMN     "customerMessage" TEXT,
ADD CONSTRAINT "Refund_one_subject" CHECK (num_nonnulls("orderId", "printOrderId", "subscriptionInvoiceId") = 1);

-- AlterTable
ALTER TABLE "PrintOrder" ADD COLUMN     "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'paid',
ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disputeStatus" TEXT,
ADD COLUMN     "disputedAmount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SubscriptionInvoice" ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disputeStatus" TEXT,
ADD COLUMN     "disputedAmount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" SERIAL NOT NULL,
    "line" "LedgerLine" NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "net" INTEGER NOT NULL,
    "orderId" INTEGER,
    "printOrderId" INTEGER,
    "subscriptionInvoiceId" INTEGER,
    "paymentIntentId" TEXT,
    "movementKey" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "LedgerEntry_amount_check" CHECK ("amount" >= 0),
    -- Revenue is SUM(net): the sign follows the kind, whoever writes the row.
    CONSTRAINT "LedgerEntry_net_check" CHECK ("net" = CASE "kind" WHEN 'capture' THEN "amount" WHEN 'charge' THEN "amount" WHEN 'refund' THEN -"amount" WHEN 'dispute_lost' THEN -"amount" ELSE 0 END),
    -- Exactly one subject, the one the line names.
    CONSTRAINT "LedgerEntry_subject_check" CHECK (CASE "line"
      WHEN 'merchandise' THEN "orderId" IS NOT NULL AND "printOrderId" IS NULL AND "subscriptionInvoiceId" IS NULL
      WHEN 'print' THEN "printOrderId" IS NOT NULL AND "orderId" IS NULL AND "subscriptionInvoiceId" IS NULL
      ELSE "subscriptionInvoiceId" IS NOT NULL AND "orderId" IS NULL AND "printOrderId" IS NULL END)
);

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_movementKey_key" ON "LedgerEntry"("movementKey");

-- CreateIndex
CREATE INDEX "LedgerEntry_occurredAt_idx" ON "LedgerEntry"("occurredAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_line_occurredAt_idx" ON "LedgerEntry"("line", "occurredAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_paymentIntentId_id_idx" ON "LedgerEntry"("paymentIntentId", "id");

-- CreateIndex
CREATE INDEX "LedgerEntry_orderId_idx" ON "LedgerEntry"("orderId");

-- CreateIndex
CREATE INDEX "LedgerEntry_printOrderId_idx" ON "LedgerEntry"("printOrderId");

-- CreateIndex
CREATE INDEX "LedgerEntry_subscriptionInvoiceId_idx" ON "LedgerEntry"("subscriptionInvoiceId");

-- CreateIndex
CREATE INDEX "Refund_printOrderId_idx" ON "Refund"("printOrderId");

-- CreateIndex
CREATE INDEX "Refund_subscriptionInvoiceId_idx" ON "Refund"("subscriptionInvoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_printOrderId_requestKey_key" ON "Refund"("printOrderId", "requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_subscriptionInvoiceId_requestKey_key" ON "Refund"("subscriptionInvoiceId", "requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionInvoice_paymentIntentId_key" ON "SubscriptionInvoice"("paymentIntentId");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_printOrderId_fkey" FOREIGN KEY ("printOrderId") REFERENCES "PrintOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_subscriptionInvoiceId_fkey" FOREIGN KEY ("subscriptionInvoiceId") REFERENCES "SubscriptionInvoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_printOrderId_fkey" FOREIGN KEY ("printOrderId") REFERENCES "PrintOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_subscriptionInvoiceId_fkey" FOREIGN KEY ("subscriptionInvoiceId") REFERENCES "SubscriptionInvoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the movements of the money taken before the ledger, each on the day it moved, so the
-- figures read from the ledger start where the old ones were (and now count print and plans).

-- Every merchandise order and print order is a captured payment.
INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "orderId", "paymentIntentId", "movementKey", "occurredAt", "actor")
SELECT 'merchandise', 'capture', "total", "total", "id", "paymentIntentId", 'capture:' || "paymentIntentId", "createdAt", 'customer' FROM "Order";

INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "printOrderId", "paymentIntentId", "movementKey", "occurredAt", "actor")
SELECT 'print', 'capture', "total", "total", "id", "paymentIntentId", 'capture:' || "paymentIntentId", "createdAt", 'customer' FROM "PrintOrder";

-- Every paid plan invoice is a charge, on the gateway's date.
INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "subscriptionInvoiceId", "paymentIntentId", "movementKey", "occurredAt", "actor")
SELECT 'plan', 'charge', i."amount", i."amount", i."id", i."paymentIntentId", 'charge:' || i."gatewayInvoiceId", i."createdAt", s."provider"
FROM "SubscriptionInvoice" i JOIN "Subscription" s ON s."id" = i."subscriptionId"
WHERE i."status" = 'paid' AND i."amount" > 0;

-- The money-back guarantee's refunds of first payments become refunds of their invoice.
INSERT INTO "Refund" ("subscriptionInvoiceId", "gatewayRefundId", "requestKey", "amount", "reason", "status", "source", "createdAt", "updatedAt")
SELECT i."id", s."guaranteeRefundId", 'guarantee', i."amount", '30-day money-back guarantee', 'succeeded', 'guarantee',
  COALESCE((SELECT MIN(e."createdAt") FROM "SubscriptionEvent" e WHERE e."subscriptionId" = s."id" AND e."type" = 'payment.refunded'), s."canceledAt", s."updatedAt"),
  CURRENT_TIMESTAMP
FROM "Subscription" s JOIN "SubscriptionInvoice" i ON i."subscriptionId" = s."id" AND i."paymentIntentId" = s."firstPaymentIntentId" AND i."status" = 'paid'
WHERE s."guaranteeRefundId" IS NOT NULL
ON CONFLICT DO NOTHING;

UPDATE "SubscriptionInvoice" i SET "refundedAmount" = r."refunded"
FROM (SELECT "subscriptionInvoiceId", SUM("amount") AS "refunded" FROM "Refund" WHERE "status" = 'succeeded' AND "subscriptionInvoiceId" IS NOT NULL GROUP BY 1) r
WHERE r."subscriptionInvoiceId" = i."id";

-- Every succeeded refund gives money back on the day it was made.
INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "orderId", "subscriptionInvoiceId", "paymentIntentId", "movementKey", "occurredAt", "actor")
SELECT CASE WHEN r."orderId" IS NOT NULL THEN 'merchandise' ELSE 'plan' END::"LedgerLine", 'refund', r."amount", -r."amount", r."orderId", r."subscriptionInvoiceId",
  COALESCE(o."paymentIntentId", i."paymentIntentId"), 'refund:' || COALESCE(r."gatewayRefundId", 'row-' || r."id"), r."createdAt",
  CASE r."source" WHEN 'stripe' THEN 'stripe' WHEN 'guarantee' THEN 'customer' ELSE 'admin' END
FROM "Refund" r LEFT JOIN "Order" o ON o."id" = r."orderId" LEFT JOIN "SubscriptionInvoice" i ON i."id" = r."subscriptionInvoiceId"
WHERE r."status" = 'succeeded';

-- Disputes (until now only merchandise orders kept them): opened when the first dispute event
-- came, and a closing move (lost: the money gone) when the closing event came.
CREATE TEMPORARY TABLE "ledger_backfill_disputes" ON COMMIT DROP AS
SELECT o."id", o."paymentIntentId", o."disputeStatus", o."disputedAmount",
  COALESCE((SELECT e."data"->>'disputeId' FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."data" ? 'disputeId' ORDER BY e."id" DESC LIMIT 1), 'dp_' || o."paymentIntentId") AS "disputeId",
  COALESCE((SELECT MIN(e."createdAt") FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."type" LIKE 'payment.dispute_%'), o."updatedAt") AS "openedAt",
  COALESCE((SELECT MAX(e."createdAt") FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."type" = 'payment.dispute_closed'), o."updatedAt") AS "closedAt"
FROM "Order" o WHERE o."disputeStatus" IS NOT NULL;

INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "orderId", "paymentIntentId", "movementKey", "occurredAt", "actor")
SELECT 'merchandise', 'dispute_opened', "disputedAmount", 0, "id", "paymentIntentId", 'dispute:' || "disputeId" || ':opened', "openedAt", 'stripe' FROM "ledger_backfill_disputes";

INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "orderId", "paymentIntentId", "movementKey", "occurredAt", "actor")
SELECT 'merchandise', CASE WHEN "disputeStatus" = 'lost' THEN 'dispute_lost' ELSE 'dispute_won' END::"LedgerKind",
  "disputedAmount", CASE WHEN "disputeStatus" = 'lost' THEN -"disputedAmount" ELSE 0 END, "id", "paymentIntentId",
  'dispute:' || "disputeId" || CASE WHEN "disputeStatus" = 'lost' THEN ':lost' ELSE ':won' END, "closedAt", 'stripe'
FROM "ledger_backfill_disputes" WHERE "disputeStatus" IN ('won', 'lost', 'warning_closed', 'prevented');
