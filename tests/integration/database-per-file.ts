import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database";

// Runs before each test file is imported: point DATABASE_URL at a fresh copy of the template.
const serverUrl = inject("databaseServerUrl");
const name = `test_${crypto.randomBytes(6).toString("hex")}`;
await createDatabaseIfMissing(serverUrl, name, inject("templateDatabase"));

process.env.DATABASE_URL = databaseUrl(serverUrl, name);
// Uploaded files go to a folder of this file's own, too.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;

afterAll(async () => {
  const { prisma, jobBoss } = globalThis as { prisma?: { $disconnect(): Promise<void> }; jobBoss?: Promise<{ stop(options: object): Promise<void> }> };
  await prisma?.$disconnect();
  await (await jobBoss?.catch(() => undefined))?.stop({ graceful: false, wait: true });
  await dropDatabase(serverUrl, name);
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});
