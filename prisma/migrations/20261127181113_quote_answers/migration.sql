-- CreateTable
CREATE TABLE "QuoteAnswer" (
    "id" SERIAL NOT NULL,
    "questionId" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "answeredBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuoteAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QuoteAnswer_questionId_createdAt_idx" ON "QuoteAnswer"("questionId", "createdAt");

-- AddForeignKey
ALTER TABLE "QuoteAnswer" ADD CONSTRAINT "QuoteAnswer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "QuoteQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
