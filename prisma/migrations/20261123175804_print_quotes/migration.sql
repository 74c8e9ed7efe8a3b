/*
  Warnings:

  - A unique constraint covering the columns `[idempotencyKey]` on the table `SandboxPaymentIntent` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "QuoteStage" AS ENUM ('new', 'quoted', 'paid', 'in_production', 'done', 'declined');

-- CreateEnum
CREATE TYPE "PrintOrderStatus" AS ENUM ('paid', 'in_production', 'shipped', 'delivered');

-- AlterTable
ALTER TABLE "QuoteRequest" ADD COLUMN     "stage" "QuoteStage" NOT NULL DEFAULT 'new';

-- AlterTable
ALTER TABLE "SandboxPaymentIntent" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateTable
CREATE TABLE "Quote" (
    "id" TEXT NOT NULL,
    "quoteRequestId" INTEGER NOT NULL,
    "items" JSONB NOT NULL,
    "note" TEXT,
    "total" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "paymentIntentId" TEXT,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Quote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrintOrder" (
    "id" SERIAL NOT NULL,
    "quoteRequestId" INTEGER NOT NULL,
    "quoteId" TEXT NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "paymentProvider" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" "PrintOrderStatus" NOT NULL DEFAULT 'paid',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PrintOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteQuestion" (
    "id" SERIAL NOT NULL,
    "quoteRequestId" INTEGER NOT NULL,
    "quoteId" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuoteQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteEvent" (
    "id" SERIAL NOT NULL,
    "quoteRequestId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuoteEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Quote_tokenHash_key" ON "Quote"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Quote_paymentIntentId_key" ON "Quote"("paymentIntentId");

-- CreateIndex
CREATE INDEX "Quote_quoteRequestId_createdAt_idx" ON "Quote"("quoteRequestId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "PrintOrder_quoteRequestId_key" ON "PrintOrder"("quoteRequestId");

-- CreateIndex
CREATE UNIQUE INDEX "PrintOrder_quoteId_key" ON "PrintOrder"("quoteId");

-- CreateIndex
CREATE UNIQUE INDEX "PrintOrder_paymentIntentId_key" ON "PrintOrder"("paymentIntentId");

-- CreateIndex
CREATE INDEX "PrintOrder_customerEmail_idx" ON "PrintOrder"("customerEmail");

-- CreateIndex
CREATE INDEX "PrintOrder_status_createdAt_idx" ON "PrintOrder"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "QuoteQuestion_quoteRequestId_createdAt_idx" ON "QuoteQuestion"("quoteRequestId", "createdAt");

-- CreateIndex
CREATE INDEX "QuoteEvent_quoteRequestId_createdAt_idx" ON "QuoteEvent"("quoteRequestId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxPaymentIntent_idempotencyKey_key" ON "SandboxPaymentIntent"("idempotencyKey");

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_quoteRequestId_fkey" FOREIGN KEY ("quoteRequestId") REFERENCES "QuoteRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrintOrder" ADD CONSTRAINT "PrintOrder_quoteRequestId_fkey" FOREIGN KEY ("quoteRequestId") REFERENCES "QuoteRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrintOrder" ADD CONSTRAINT "PrintOrder_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteQuestion" ADD CONSTRAINT "QuoteQuestion_quoteRequestId_fkey" FOREIGN KEY ("quoteRequestId") REFERENCES "QuoteRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteEvent" ADD CONSTRAINT "QuoteEvent_quoteRequestId_fkey" FOREIGN KEY ("quoteRequestId") REFERENCES "QuoteRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
