-- CreateTable
CREATE TABLE "BusinessProfile" (
    "userId" TEXT NOT NULL,
    "businessName" TEXT NOT NULL,
    "trade" TEXT,
    "phone" TEXT,
    "serviceArea" TEXT,
    "website" TEXT,
    "address" TEXT,
    "address2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "logoFileId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "BusinessProfile_logoFileId_idx" ON "BusinessProfile"("logoFileId");

-- AddForeignKey
ALTER TABLE "BusinessProfile" ADD CONSTRAINT "BusinessProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessProfile" ADD CONSTRAINT "BusinessProfile_logoFileId_fkey" FOREIGN KEY ("logoFileId") REFERENCES "UploadedFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: each account's business as it last sent it, from its newest plan (whatever became of
-- it) and its newest quote request; where both have a field, the newer one's value is kept. The
-- plan's logo becomes the account's; a quote's files are artwork, not necessarily a logo.
INSERT INTO "BusinessProfile" ("userId", "businessName", "trade", "phone", "serviceArea", "website", "logoFileId", "updatedAt")
SELECT
    sent."userId",
    CASE WHEN sent.quote_newer THEN sent.quote_name ELSE sent.plan_name END,
    sent."trade",
    CASE WHEN sent.quote_newer THEN sent.quote_phone ELSE sent.plan_phone END,
    sent."serviceArea",
    CASE WHEN sent.quote_newer THEN COALESCE(NULLIF(sent.quote_website, ''), NULLIF(sent.plan_website, '')) ELSE COALESCE(NULLIF(sent.plan_website, ''), NULLIF(sent.quote_website, '')) END,
    sent."logoFileId",
    CURRENT_TIMESTAMP
FROM (
    SELECT
        COALESCE(plan."userId", quote."userId") AS "userId",
        plan."userId" IS NULL OR quote."createdAt" > plan."createdAt" AS quote_newer,
        plan."businessName" AS plan_name,
        quote."businessName" AS quote_name,
        plan."phone" AS plan_phone,
        quote."phone" AS quote_phone,
        plan."website" AS plan_website,
        quote."website" AS quote_website,
        plan."trade",
        plan."serviceArea",
        plan."logoFileId"
    FROM (
        SELECT DISTINCT ON ("userId") "userId", "businessName", "trade", "serviceArea", "phone", "website", "logoFileId", "createdAt"
        FROM "Subscription"
        ORDER BY "userId", "createdAt" DESC
    ) AS plan
    FULL JOIN (
        SELECT DISTINCT ON ("userId") "userId", "businessName", "phone", "website", "createdAt"
        FROM "QuoteRequest"
        WHERE "userId" IS NOT NULL
        ORDER BY "userId", "createdAt" DESC
    ) AS quote ON quote."userId" = plan."userId"
) AS sent;
