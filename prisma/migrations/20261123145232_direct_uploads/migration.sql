-- AlterTable
ALTER TABLE "UploadedFile" ADD COLUMN     "pending" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "uploaderHash" TEXT,
ALTER COLUMN "sha256" DROP NOT NULL;
