-- CreateTable
CREATE TABLE "EmailVerificationToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailVerificationToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailVerificationToken_tokenHash_key" ON "EmailVerificationToken"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailVerificationToken_userId_idx" ON "EmailVerificationToken"("userId");

-- CreateIndex
CREATE INDEX "EmailVerificationToken_createdAt_idx" ON "EmailVerificationToken"("createdAt");

-- AddForeignKey
ALTER TABLE "EmailVerificationToken" ADD CONSTRAINT "EmailVerificationToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "QuoteRequest" ADD COLUMN "userId" TEXT;

-- CreateIndex
CREATE INDEX "QuoteRequest_userId_idx" ON "QuoteRequest"("userId");

-- AddForeignKey
ALTER TABLE "QuoteRequest" ADD CONSTRAINT "QuoteRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing accounts: an address counts as confirmed only where it was proven. The admin's is the
-- operator's own; Google vouched for the address of an account its sign-in created (one with no
-- password: a password account that linked Google later may have another address at Google); a
-- used reset link came through the inbox. Every other account (a sign-up or a plan start never
-- checked) starts unconfirmed, since any of them may have registered someone else's address: its
-- owner confirms with one click from the account page, and until then print orders matched by
-- email alone stay hidden from it.
UPDATE "User" SET "emailVerified" = CURRENT_TIMESTAMP
WHERE "emailVerified" IS NULL
  AND ("role" = 'ADMIN'
    OR ("passwordHash" IS NULL AND EXISTS (SELECT 1 FROM "Account" a WHERE a."userId" = "User"."id" AND a."provider" = 'google'))
    OR EXISTS (SELECT 1 FROM "PasswordResetToken" t WHERE t."userId" = "User"."id" AND t."usedAt" IS NOT NULL));
