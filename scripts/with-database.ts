/**
 * Runs a command against the project's database, e.g. `tsx scripts/with-database.ts -- next dev`.
 * With DATABASE_URL set it uses that PostgreSQL; otherwise it starts the embedded one under
 * .data/ and stops it when the command ends. Either way it applies the committed migrations
 * first; the embedded database (a local demo) is also seeded. With no command it just prepares
 * the database and exits. `--seed` creates the admin in an external database too, but only one
 * of the deployer's own settings; `--seed-demo` adds the demo content.
 */
import { spawn } from "node:child_process";
import nextEnv from "@next/env";
import { adminSettingsProblems, EnvError, parseEnv } from "@/lib/env";
import { createPrismaClient } from "@/lib/db/client";
import { seedAdmin, seedDatabase, seedDemoContent } from "@/prisma/seed";
import { openDatabase } from "./db/database";
import { applyMigrations } from "./db/migrate";
import { runMain, SetupError } from "./db/setup-error";

async function main() {
  const separator = process.argv.indexOf("--");
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  const flags = process.argv.slice(2, separator >= 0 ? separator : undefined);
  const seedAdminOnly = flags.includes("--seed");
  const seedDemo = flags.includes("--seed-demo");
  const isDev = command[1] === "dev";

  nextEnv.loadEnvConfig(process.cwd(), isDev, { info: () => undefined, error: console.error });
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) throw new SetupError(error.message);
    throw error;
  }

  const database = await openDatabase("dev");
  // An outside database is a real shop's (production, staging, whatever NODE_ENV says): the admin
  // written there is the deployer's own, never the published demo one anybody can sign in as.
  if (!database.embedded && seedAdminOnly) {
    const problems = adminSettingsProblems(env, process.env);
    if (problems.length > 0) {
      throw new SetupError(
        `npm run db:seed writes the admin into the database at DATABASE_URL, so it needs settings of your own, never the published demo ones: ${problems.join("; ")}. ` +
          "Nothing was written. Set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PIN of your own in the same command (see docs/operations.md#the-admin-account).",
      );
    }
  }
  const shutdown = async (code: number) => {
    await database.stop();
    process.exit(code);
  };
  const stopEarly = () => void shutdown(130);
  process.once("SIGINT", stopEarly).once("SIGTERM", stopEarly);

  try {
    const { applied } = await applyMigrations(database.url);
    if (applied.length > 0) console.log(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
    // The embedded database is a local demo: content and admin. An external one (production)
    // gets the admin with --seed, and the demo content only when asked with --seed-demo.
    if (database.embedded || seedAdminOnly || seedDemo) {
      const prisma = createPrismaClient(database.url);
      const admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, pin: env.ADMIN_PIN };
      if (database.embedded) await seedDatabase(prisma, admin);
      else {
        if (seedDemo) await seedDemoContent(prisma);
        if (seedAdminOnly) await seedAdmin(prisma, admin);
      }
      await prisma.$disconnect();
      if (database.embedded || seedAdminOnly) printAdminSignIn(env);
    }
  } catch (error) {
    await database.stop();
    throw error;
  }

  if (command.length === 0) return shutdown(0);
  console.log(`Database ready${database.embedded ? " (embedded PostgreSQL, data in .data/pg)" : ""}.\n`);
  const [bin, ...args] = command as [string, ...string[]];
  const child = spawn(bin, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: "1" } });
  // From now on a signal goes to the command; the database stops once the command has exited.
  process.off("SIGINT", stopEarly).off("SIGTERM", stopEarly);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => void shutdown(code ?? (signal ? 1 : 0)));
}

function printAdminSignIn(env: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string; ADMIN_PIN: string }) {
  // Dev defaults are shown; secrets someone set themselves are not echoed.
  const shown = (name: "ADMIN_PASSWORD" | "ADMIN_PIN") => (process.env[name] ? "(from your environment)" : env[name]);
  console.log(
    [
      "Admin sign-in: /login, then the PIN at /admin/login",
      `  email    ${env.ADMIN_EMAIL}`,
      `  password ${shown("ADMIN_PASSWORD")}`,
      `  PIN      ${shown("ADMIN_PIN")}`,
      "  Change them with ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PIN.",
    ].join("\n"),
  );
}

runMain(main);
