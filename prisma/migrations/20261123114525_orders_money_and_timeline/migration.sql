-- Orders: payment and fulfilment states apart, a structured shipping address, a timeline and
-- refunds. Existing orders keep their data: the address is split once here from the lines the
-- old code wrote ("street\ncity, ST zip\nUnited States"), and the old fulfilment words map
-- onto the new states.
-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('paid', 'partially_refunded', 'refunded', 'disputed');

-- CreateEnum
CREATE TYPE "FulfillmentStatus" AS ENUM ('pending', 'submitted', 'failed', 'shipped', 'cancelled');

-- DropIndex
DROP INDEX "Order_userId_idx";

-- AlterTable
ALTER TABLE "Checkout" ADD COLUMN     "couponCounted" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'open',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "userId" TEXT;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "disputeStatus" TEXT,
ADD COLUMN     "disputedAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "internalNote" TEXT,
ADD COLUMN     "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'paid',
ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shipCity" TEXT,
ADD COLUMN     "shipCountry" TEXT NOT NULL DEFAULT 'US',
ADD COLUMN     "shipLine1" TEXT,
ADD COLUMN     "shipLine2" TEXT,
ADD COLUMN     "shipState" TEXT,
ADD COLUMN     "shipZip" TEXT,
ADD COLUMN     "trackingCarrier" TEXT,
ADD COLUMN     "trackingNumber" TEXT,
ADD COLUMN     "trackingUrl" TEXT,
ADD COLUMN     "fulfillmentState" "FulfillmentStatus" NOT NULL DEFAULT 'pending';

UPDATE "Order" SET
  "shipLine1" = split_part("shippingAddress", E'\n', 1),
  "shipCity"  = COALESCE(substring(split_part("shippingAddress", E'\n', 2) from '^(.*), [A-Za-z]{2} \S+$'), split_part("shippingAddress", E'\n', 2)),
  "shipState" = COALESCE(upper(substring(split_part("shippingAddress", E'\n', 2) from ', ([A-Za-z]{2}) \S+$')), ''),
  "shipZip"   = COALESCE(substring(split_part("shippingAddress", E'\n', 2) from ' (\S+)$'), ''),
  "fulfillmentState" = CASE "fulfillmentStatus"
    WHEN 'submitted' THEN 'submitted'::"FulfillmentStatus"
    WHEN 'recorded_offline' THEN 'submitted'::"FulfillmentStatus"
    WHEN 'failed' THEN 'failed'::"FulfillmentStatus"
    ELSE 'pending'::"FulfillmentStatus" END;

ALTER TABLE "Order" DROP COLUMN "shippingAddress",
DROP COLUMN "fulfillmentStatus",
ALTER COLUMN "shipLine1" SET NOT NULL,
ALTER COLUMN "shipCity" SET NOT NULL,
ALTER COLUMN "shipState" SET NOT NULL,
ALTER COLUMN "shipZip" SET NOT NULL;
ALTER TABLE "Order" RENAME COLUMN "fulfillmentState" TO "fulfillmentStatus";


-- AlterTable
ALTER TABLE "OutgoingEmail" ADD COLUMN     "dedupeKey" TEXT,
ADD COLUMN     "orderId" INTEGER;

-- AlterTable
ALTER TABLE "SandboxPaymentIntent" ADD COLUMN     "amountRefunded" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disputeStatus" TEXT;

-- CreateTable
CREATE TABLE "SandboxRefund" (
    "id" TEXT NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxRefund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "customerVisible" BOOLEAN NOT NULL DEFAULT false,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "gatewayRefundId" TEXT,
    "requestKey" TEXT,
    "amount" INTEGER NOT NULL,
    "reason" TEXT,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "failureMessage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SandboxRefund_idempotencyKey_key" ON "SandboxRefund"("idempotencyKey");

-- CreateIndex
CREATE INDEX "SandboxRefund_paymentIntentId_idx" ON "SandboxRefund"("paymentIntentId");

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_createdAt_idx" ON "OrderEvent"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_gatewayRefundId_key" ON "Refund"("gatewayRefundId");

-- CreateIndex
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_orderId_requestKey_key" ON "Refund"("orderId", "requestKey");

-- CreateIndex
CREATE INDEX "Checkout_status_createdAt_idx" ON "Checkout"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Order_paymentStatus_createdAt_idx" ON "Order"("paymentStatus", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Order_fulfillmentStatus_createdAt_idx" ON "Order"("fulfillmentStatus", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "OutgoingEmail_dedupeKey_key" ON "OutgoingEmail"("dedupeKey");

-- CreateIndex
CREATE INDEX "OutgoingEmail_orderId_idx" ON "OutgoingEmail"("orderId");

-- CreateIndex
CREATE INDEX "SandboxPaymentIntent_createdAt_idx" ON "SandboxPaymentIntent"("createdAt");

-- AddForeignKey
ALTER TABLE "SandboxRefund" ADD CONSTRAINT "SandboxRefund_paymentIntentId_fkey" FOREIGN KEY ("paymentIntentId") REFERENCES "SandboxPaymentIntent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every order so far was created and paid: its timeline starts there.
INSERT INTO "OrderEvent" ("orderId", "type", "message", "actor", "customerVisible", "createdAt")
SELECT id, 'order.created', 'Order placed and paid.', 'customer', true, "createdAt" FROM "Order";
