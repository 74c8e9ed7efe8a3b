/**
 * `npm run db:migrate`: the deploy step that applies pending migrations (and pg-boss's tables)
 * to the production database, over DIRECT_DATABASE_URL when the app's DATABASE_URL goes through
 * a pooler (PgBouncer in transaction mode cannot hold the migration's lock). The app never
 * migrates on its own, and neither does `next build`. On a Vercel-style host only the production
 * deploy migrates: a preview build (VERCEL_ENV=preview) skips it, so it never changes production
 * data from unreleased code.
 */
import nextEnv from "@next/env";
import { applyMigrations } from "./migrate";
import { runMain, SetupError } from "./setup-error";

async function main() {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const deployment = process.env.VERCEL_ENV;
  if (deployment && deployment !== "production") {
    console.log(`Skipping migrations: this is a ${deployment} deployment (VERCEL_ENV=${deployment}); only production migrates.`);
    return;
  }
  const url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
  if (!url)
    throw new SetupError(
      "Set DIRECT_DATABASE_URL (or DATABASE_URL) to the database to migrate. For a local database, `npm run db:setup` starts and migrates the embedded one.",
    );
  const { applied, alreadyApplied } = await applyMigrations(url).catch((error: Error) => {
    throw new SetupError(`Migrating ${new URL(url).host} failed: ${error.message}`);
  });
  console.log(
    applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : `Up to date (${alreadyApplied.length} migrations applied before).`,
  );
}

runMain(main);
