-- CreateEnum
CREATE TYPE "ContactStatus" AS ENUM ('new', 'called_back', 'won', 'lost');

-- AlterTable
ALTER TABLE "ContactInquiry" ADD COLUMN     "note" TEXT,
ADD COLUMN     "status" "ContactStatus" NOT NULL DEFAULT 'new';

-- CreateIndex
CREATE INDEX "ContactInquiry_status_createdAt_idx" ON "ContactInquiry"("status", "createdAt" DESC);
