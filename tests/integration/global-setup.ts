import type { TestProject } from "vitest/node";
import { createDatabaseIfMissing, databaseUrl, dropDatabase, openDatabase, runningEmbeddedServer, type Database } from "@/scripts/db/database";
import { applyMigrations } from "@/scripts/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

// One template per run, so runs that share a server never drop each other's template.
const TEMPLATE_DATABASE = `viralize_template_${process.pid}`;

let ownServer: Database | undefined;
let serverUrl: string | undefined;

/**
 * Migrates a template database once per run; each test file then gets its own copy
 * (database-per-file.ts), so files run in parallel and never touch dev data. `npm test` passes
 * the test server in TEST_PG_SERVER_URL; run alone, this uses the embedded test server, started
 * here unless another run already has it up.
 */
export async function setup(project: TestProject) {
  serverUrl = process.env.TEST_PG_SERVER_URL ?? (await runningEmbeddedServer("test"));
  if (!serverUrl) {
    ownServer = await openDatabase("test");
    serverUrl = ownServer.urlFor("postgres");
  }
  await createDatabaseIfMissing(serverUrl, TEMPLATE_DATABASE);
  await applyMigrations(databaseUrl(serverUrl, TEMPLATE_DATABASE));
  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", TEMPLATE_DATABASE);
}

export async function teardown() {
  if (serverUrl) await dropDatabase(serverUrl, TEMPLATE_DATABASE);
  await ownServer?.stop();
}
