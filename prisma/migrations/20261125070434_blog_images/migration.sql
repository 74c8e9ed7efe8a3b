-- CreateTable
CREATE TABLE "BlogImage" (
    "fileName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlogImage_pkey" PRIMARY KEY ("fileName")
);

-- CreateIndex
CREATE INDEX "BlogImage_createdAt_idx" ON "BlogImage"("createdAt");
