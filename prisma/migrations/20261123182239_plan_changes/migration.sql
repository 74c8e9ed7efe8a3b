-- AlterTable
ALTER TABLE "SandboxSubscription" ADD COLUMN     "credit" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "currentPeriodStart" TIMESTAMP(3);
