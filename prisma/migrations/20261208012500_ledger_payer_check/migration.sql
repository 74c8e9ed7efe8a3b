-- Who paid is written on a ledger row only when no subject names it: the capture and refunds of a
-- payment refused after it was taken. A row that names its order, print order or invoice takes its
-- customer from there, so a payer of its own could only disagree. A quote request belongs to the
-- print line alone.
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_payer_check" CHECK (
  ("payerEmail" IS NULL AND "quoteRequestId" IS NULL)
  OR ("orderId" IS NULL AND "printOrderId" IS NULL AND "subscriptionInvoiceId" IS NULL
      AND ("quoteRequestId" IS NULL OR "line" = 'print')));
