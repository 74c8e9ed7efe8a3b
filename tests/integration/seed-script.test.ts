import { execFile } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PUBLISHED_ADMIN } from "@/lib/env";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database";

const run = promisify(execFile);
const serverUrl = inject("databaseServerUrl");
const scratch: string[] = [];

afterAll(async () => {
  for (const name of scratch) await dropDatabase(serverUrl, name);
});

/** An empty database on the test server, as a deployer's external one is before its first seed. */
async function externalDatabase(): Promise<string> {
  const name = `seed_script_${crypto.randomBytes(6).toString("hex")}`;
  scratch.push(name);
  await createDatabaseIfMissing(serverUrl, name);
  return databaseUrl(serverUrl, name);
}

/**
 * `npm run <script>` as a deploy pipeline's shell runs it: DATABASE_URL and whatever else is
 * given, and no NODE_ENV. Its exit code and output.
 */
async function npmScript(script: "db:seed" | "db:seed:demo", env: Record<string, string>): Promise<{ code: number; output: string }> {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const flag = script === "db:seed" ? "--seed" : "--seed-demo";
  try {
    // No NODE_ENV, which Next's typings expect every environment to have.
    const shell: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
    const { stdout, stderr } = await run(tsx, ["scripts/with-database.ts", flag], { env: shell as NodeJS.ProcessEnv, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function query<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

const tablesOf = async (url: string) =>
  (await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map((row) => row.tablename);

describe("npm run db:seed against an external database", () => {
  const everySetting = [/ADMIN_EMAIL is unset or the published/, /ADMIN_PASSWORD is unset or the published/, /ADMIN_PIN is unset or the published/];
  it.each([
    ["without the admin settings", {}, everySetting],
    [
      "with the published demo admin's settings (.env.example's)",
      { ADMIN_EMAIL: PUBLISHED_ADMIN.email, ADMIN_PASSWORD: PUBLISHED_ADMIN.password, ADMIN_PIN: PUBLISHED_ADMIN.pin },
      everySetting,
    ],
    [
      "with the published email in capitals",
      { ADMIN_EMAIL: PUBLISHED_ADMIN.email.toUpperCase(), ADMIN_PASSWORD: "a long password of its own", ADMIN_PIN: "975310" },
      [/ADMIN_EMAIL is unset or the published/],
    ],
  ])("stops %s, naming them, and writes nothing", async (_, settings, named) => {
    const url = await externalDatabase();
    const { code, output } = await npmScript("db:seed", { DATABASE_URL: url, ...settings });
    expect(code).toBe(1);
    for (const problem of named) expect(output).toMatch(problem);
    expect(output).not.toMatch(/at .*\.ts:\d+/);
    expect(await tablesOf(url)).toEqual([]);
  });

  it("names only the setting that is missing", async () => {
    const url = await externalDatabase();
    const { code, output } = await npmScript("db:seed", {
      DATABASE_URL: url,
      ADMIN_EMAIL: "owner@shop.example.com",
      ADMIN_PASSWORD: "a long password of its own",
    });
    expect(code).toBe(1);
    expect(output).toMatch(/ADMIN_PIN is unset/);
    expect(output).not.toMatch(/ADMIN_(EMAIL|PASSWORD) is/);
    expect(await tablesOf(url)).toEqual([]);
  });

  it("creates the admin of the settings given in the same command, and no other", async () => {
    const url = await externalDatabase();
    const { code, output } = await npmScript("db:seed", {
      DATABASE_URL: url,
      ADMIN_EMAIL: "owner@shop.example.com",
      ADMIN_PASSWORD: "a long password of its own",
      ADMIN_PIN: "975310",
    });
    expect(code, output).toBe(0);
    expect(output).not.toContain(PUBLISHED_ADMIN.password);
    expect(await query(url, `SELECT email, role FROM "User"`)).toEqual([{ email: "owner@shop.example.com", role: "ADMIN" }]);
  });

  it("db:seed:demo adds the demo content and never an admin", async () => {
    const url = await externalDatabase();
    const { code, output } = await npmScript("db:seed:demo", { DATABASE_URL: url });
    expect(code, output).toBe(0);
    expect(await query(url, `SELECT email FROM "User"`)).toEqual([]);
    expect((await query<{ code: string }>(url, `SELECT code FROM "Coupon" ORDER BY code`)).map((row) => row.code)).toEqual(["CREW25", "WELCOME10"]);
  });
});
