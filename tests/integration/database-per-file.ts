import crypto from "node:crypto";
import { afterAll, inject } from "vitest";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database";
import { TEMPLATE_DATABASE } from "./global-setup";

// Runs before each test file is imported: point DATABASE_URL at a fresh copy of the template.
const serverUrl = inject("databaseServerUrl");
const name = `test_${crypto.randomBytes(6).toString("hex")}`;
await createDatabaseIfMissing(serverUrl, name, TEMPLATE_DATABASE);

process.env.DATABASE_URL = databaseUrl(serverUrl, name);

afterAll(async () => {
  const { prisma } = (globalThis as { prisma?: { $disconnect(): Promise<void> } });
  await prisma?.$disconnect();
  await dropDatabase(serverUrl, name);
});
