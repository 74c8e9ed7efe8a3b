-- The address a quote's payment was opened with, until it becomes the print order's.
ALTER TABLE "Quote" ADD COLUMN "shipping" JSONB;

-- The print order's shipping address. Print orders paid before the payment asked for one have none;
-- one that has a street has the rest of a label too.
ALTER TABLE "PrintOrder" ADD COLUMN "shipName" TEXT,
ADD COLUMN "shipLine1" TEXT,
ADD COLUMN "shipLine2" TEXT,
ADD COLUMN "shipCity" TEXT,
ADD COLUMN "shipState" TEXT,
ADD COLUMN "shipZip" TEXT,
ADD COLUMN "shipCountry" TEXT;

ALTER TABLE "PrintOrder" ADD CONSTRAINT "PrintOrder_shipping_whole" CHECK (
  "shipLine1" IS NULL OR ("shipName" IS NOT NULL AND "shipCity" IS NOT NULL AND "shipState" IS NOT NULL AND "shipZip" IS NOT NULL AND "shipCountry" IS NOT NULL)
);
