-- CreateTable
CREATE TABLE "JobHeartbeat" (
    "jobId" UUID NOT NULL,
    "beatAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobHeartbeat_pkey" PRIMARY KEY ("jobId")
);

-- CreateIndex
CREATE INDEX "JobHeartbeat_beatAt_idx" ON "JobHeartbeat"("beatAt");
