import type { TestProject } from "vitest/node";
import { createDatabaseIfMissing, databaseUrl, dropDatabase, openDatabase, type Database } from "@/scripts/db/database";
import { applyMigrations } from "@/scripts/db/migrate";

export const TEMPLATE_DATABASE = "viralize_template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

let ownServer: Database | undefined;

/**
 * Migrates a template database once per run; each test file then gets its own copy
 * (database-per-file.ts), so files run in parallel and never touch dev data. `npm test` passes
 * the test server in TEST_PG_SERVER_URL; run alone, this starts the embedded test server.
 */
export async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_PG_SERVER_URL;
  if (!serverUrl) {
    ownServer = await openDatabase("test");
    serverUrl = ownServer.urlFor("postgres");
  }
  await dropDatabase(serverUrl, TEMPLATE_DATABASE);
  await createDatabaseIfMissing(serverUrl, TEMPLATE_DATABASE);
  await applyMigrations(databaseUrl(serverUrl, TEMPLATE_DATABASE));
  project.provide("databaseServerUrl", serverUrl);
}

export async function teardown() {
  await ownServer?.stop();
}
