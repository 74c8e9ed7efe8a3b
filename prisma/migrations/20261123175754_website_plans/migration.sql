-- CreateTable
CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'incomplete',
    "provider" TEXT NOT NULL,
    "gatewaySubscriptionId" TEXT,
    "gatewayCustomerId" TEXT,
    "amount" INTEGER NOT NULL,
    "currentPeriodEnd" TIMESTAMP(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "startedAt" TIMESTAMP(3),
    "canceledAt" TIMESTAMP(3),
    "firstPaymentIntentId" TEXT,
    "firstPaidAt" TIMESTAMP(3),
    "guaranteeRefundId" TEXT,
    "businessName" TEXT NOT NULL,
    "trade" TEXT NOT NULL,
    "serviceArea" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "website" TEXT,
    "logoFileId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionInvoice" (
    "id" SERIAL NOT NULL,
    "subscriptionId" TEXT NOT NULL,
    "gatewayInvoiceId" TEXT NOT NULL,
    "paymentIntentId" TEXT,
    "amount" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "receiptUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubscriptionInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionEvent" (
    "id" SERIAL NOT NULL,
    "subscriptionId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubscriptionEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxSubscription" (
    "id" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'incomplete',
    "firstPaymentIntentId" TEXT NOT NULL,
    "currentPeriodStart" TIMESTAMP(3) NOT NULL,
    "currentPeriodEnd" TIMESTAMP(3) NOT NULL,
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "cardLast4" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SandboxSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxInvoice" (
    "id" TEXT NOT NULL,
    "subscriptionId" TEXT NOT NULL,
    "paymentIntentId" TEXT,
    "amount" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "periodEnd" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SandboxInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxClock" (
    "id" TEXT NOT NULL DEFAULT 'clock',
    "offsetMs" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "SandboxClock_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_gatewaySubscriptionId_key" ON "Subscription"("gatewaySubscriptionId");

-- CreateIndex
CREATE INDEX "Subscription_userId_createdAt_idx" ON "Subscription"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Subscription_status_createdAt_idx" ON "Subscription"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Subscription_createdAt_idx" ON "Subscription"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "Subscription_canceledAt_idx" ON "Subscription"("canceledAt");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionInvoice_gatewayInvoiceId_key" ON "SubscriptionInvoice"("gatewayInvoiceId");

-- CreateIndex
CREATE INDEX "SubscriptionInvoice_subscriptionId_createdAt_idx" ON "SubscriptionInvoice"("subscriptionId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "SubscriptionEvent_subscriptionId_createdAt_idx" ON "SubscriptionEvent"("subscriptionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxSubscription_firstPaymentIntentId_key" ON "SandboxSubscription"("firstPaymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxInvoice_paymentIntentId_key" ON "SandboxInvoice"("paymentIntentId");

-- CreateIndex
CREATE INDEX "SandboxInvoice_subscriptionId_idx" ON "SandboxInvoice"("subscriptionId");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionInvoice" ADD CONSTRAINT "SubscriptionInvoice_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionEvent" ADD CONSTRAINT "SubscriptionEvent_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxInvoice" ADD CONSTRAINT "SandboxInvoice_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "SandboxSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
