import { createPrismaClient } from "@/lib/db/client";
import { seedDatabase, type SeedAdmin } from "@/prisma/seed";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "./database";
import { applyMigrations } from "./migrate";

/** Database `name` on the server at serverUrl, recreated empty, migrated and seeded; its URL. */
export async function freshSeededDatabase(serverUrl: string, name: string, admin: SeedAdmin): Promise<string> {
  await dropDatabase(serverUrl, name);
  await createDatabaseIfMissing(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  await applyMigrations(url);
  const prisma = createPrismaClient(url);
  try {
    await seedDatabase(prisma, admin);
  } finally {
    await prisma.$disconnect();
  }
  return url;
}
