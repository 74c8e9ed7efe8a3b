import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { E2E_ENV } from "@/scripts/e2e-env";
import { productionServer } from "@/scripts/production-server";
import { freePort } from "@/scripts/free-port";

/** Starts the production build with these settings over E2E_ENV's; how it ended and what it printed. */
async function start(settings: Record<string, string | undefined>): Promise<{ code: number | null; output: string; served: boolean }> {
  const port = await freePort();
  const server = productionServer("127.0.0.1", port);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_ENV,
    ...server.env,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: "postgresql://nobody:nothing@127.0.0.1:1/none",
  };
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, server.args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 45_000);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const served = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  return { code, output, served };
}

describe("the production start with an unsafe setting", () => {
  it("stops with one message naming each problem, and serves nothing", async () => {
    const { code, output, served } = await start({
      ADMIN_PASSWORD: "viralize-admin",
      ADMIN_PIN: "246810",
      ALLOW_TEST_PAYMENTS: undefined,
      SITE_URL: "http://shop.example.com",
    });
    expect(code).toBe(1);
    expect(output).toContain("Production refuses to start:");
    for (const problem of [
      "ADMIN_PASSWORD is unset or the published demo password",
      "ADMIN_PIN is unset or the published demo PIN",
      "PAYMENTS_PROVIDER is sandbox (TEST MODE) without ALLOW_TEST_PAYMENTS=true",
      "SITE_URL is not https",
    ]) {
      expect(output).toContain(problem);
    }
    expect(served).toBe(false);
  });

  it("refuses a live provider chosen without its keys the same way", async () => {
    const { code, output } = await start({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: undefined });
    expect(code).toBe(1);
    expect(output).toContain("PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY");
  });

  it("refuses a number of web processes that is none", async () => {
    const { code, output, served } = await start({ WEB_CONCURRENCY: "all" });
    expect(code).toBe(1);
    expect(output).toContain("WEB_CONCURRENCY=all is not a number of web processes: set a whole number, 1 or more, or leave it unset for one per core.");
    expect(served).toBe(false);
  });
});
