-- A payment the gateway took and then gave back because no order could be made for it (refused
-- after its capture) keeps its capture and its refunds in the ledger, on its line, linked to no
-- order: they are money that moved. Any other row still has the one subject its line names.
ALTER TABLE "LedgerEntry" DROP CONSTRAINT "LedgerEntry_subject_check",
ADD CONSTRAINT "LedgerEntry_subject_check" CHECK (CASE "line"
  WHEN 'merchandise' THEN "printOrderId" IS NULL AND "subscriptionInvoiceId" IS NULL
    AND ("orderId" IS NOT NULL OR ("kind" IN ('capture', 'refund') AND "paymentIntentId" IS NOT NULL))
  WHEN 'print' THEN "orderId" IS NULL AND "subscriptionInvoiceId" IS NULL
    AND ("printOrderId" IS NOT NULL OR ("kind" IN ('capture', 'refund') AND "paymentIntentId" IS NOT NULL))
  ELSE "subscriptionInvoiceId" IS NOT NULL AND "orderId" IS NULL AND "printOrderId" IS NULL END);
