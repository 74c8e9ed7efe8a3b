-- AlterTable
ALTER TABLE "SandboxPaymentIntent" ADD COLUMN     "disputeClosedAt" TIMESTAMP(3),
ADD COLUMN     "disputeCreatedAt" TIMESTAMP(3);

-- Disputes opened before the sandbox dated them: their last change is the best date there is.
UPDATE "SandboxPaymentIntent" SET "disputeCreatedAt" = "updatedAt" WHERE "disputeStatus" IS NOT NULL;
UPDATE "SandboxPaymentIntent" SET "disputeClosedAt" = "updatedAt" WHERE "disputeStatus" IN ('won', 'lost', 'warning_closed', 'prevented');

-- A dispute always has its opening date.
ALTER TABLE "SandboxPaymentIntent" ADD CONSTRAINT "SandboxPaymentIntent_dispute_dated" CHECK ("disputeStatus" IS NULL OR "disputeCreatedAt" IS NOT NULL);
