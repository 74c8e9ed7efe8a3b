-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_logoFileId_fkey" FOREIGN KEY ("logoFileId") REFERENCES "UploadedFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
