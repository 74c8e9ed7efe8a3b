-- A payment refused after it was taken has ledger rows that name no order, so until now the admin
-- learnt who paid from its checkout or its quote. The rows say it themselves now: the payer's
-- email, and for a print payment the quote request it was for.
ALTER TABLE "LedgerEntry" ADD COLUMN "payerEmail" TEXT,
ADD COLUMN "quoteRequestId" INTEGER;

-- The rows booked before: filled in from the checkout or the quote that is still there.
UPDATE "LedgerEntry" l SET "payerEmail" = c."customerInfo"->>'email'
FROM "Checkout" c
WHERE c."paymentIntentId" = l."paymentIntentId"
  AND l."orderId" IS NULL AND l."printOrderId" IS NULL AND l."subscriptionInvoiceId" IS NULL;

UPDATE "LedgerEntry" l SET "payerEmail" = r."email", "quoteRequestId" = q."quoteRequestId"
FROM "Quote" q JOIN "QuoteRequest" r ON r."id" = q."quoteRequestId"
WHERE q."paymentIntentId" = l."paymentIntentId"
  AND l."orderId" IS NULL AND l."printOrderId" IS NULL AND l."subscriptionInvoiceId" IS NULL;
