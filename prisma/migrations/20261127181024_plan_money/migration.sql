-- Why each sandbox invoice was billed: a plan's first payment is its first, the rest renewals
-- (plan changes billed before this column can't be told from renewals).
ALTER TABLE "SandboxInvoice" ADD COLUMN "reason" TEXT;
UPDATE "SandboxInvoice" i SET "reason" = CASE WHEN s."firstPaymentIntentId" = i."paymentIntentId" THEN 'first' ELSE 'renewal' END
FROM "SandboxSubscription" s WHERE s."id" = i."subscriptionId";
ALTER TABLE "SandboxInvoice" ALTER COLUMN "reason" SET NOT NULL;

-- The same for our invoices where it is known: the plan's first payment.
ALTER TABLE "SubscriptionInvoice" ADD COLUMN "reason" TEXT;
UPDATE "SubscriptionInvoice" i SET "reason" = 'first'
FROM "Subscription" s WHERE s."id" = i."subscriptionId" AND s."firstPaymentIntentId" = i."paymentIntentId";

-- The guarantee used, once per account: the plans whose cancel refunded their first payment.
ALTER TABLE "Subscription" ADD COLUMN "guaranteeUsedAt" TIMESTAMP(3);
UPDATE "Subscription" SET "guaranteeUsedAt" = COALESCE("canceledAt", "updatedAt") WHERE "guaranteeRefundId" IS NOT NULL;

-- The sandbox gateway's idempotency keys.
CREATE TABLE "SandboxIdempotencyKey" (
    "key" TEXT NOT NULL,
    "request" TEXT NOT NULL,
    "response" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxIdempotencyKey_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "SandboxIdempotencyKey_createdAt_idx" ON "SandboxIdempotencyKey"("createdAt");
