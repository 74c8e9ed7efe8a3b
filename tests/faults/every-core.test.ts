import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { E2E_ENV } from "@/scripts/e2e-env";
import { post, startApp, startDatabase, waitFor, type App, type FaultDatabase } from "./stack";

// The production start on every core: web processes sharing one port and a job process, started
// and watched by the first process; and the job queue worked by a process of its own
// (`npm run worker`) while the web processes only answer requests.

let db: FaultDatabase | undefined;
let prisma: ReturnType<typeof createPrismaClient> | undefined;
let app: App | undefined;

/** What a process was started with (JOBS_WORKER tells a web process from a job process). */
const settingOf = (pid: number, name: string) =>
  fs
    .readFileSync(`/proc/${pid}/environ`, "utf8")
    .split("\0")
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** CPU time a process has used so far, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const inquiry = (businessName: string) => ({
  firstName: "Ana",
  lastName: "Ruiz",
  businessName,
  email: "ana@ruiz.test",
  phone: "555-0101",
  tradeType: "Roofing",
  message: "We need a site that brings in storm calls.",
});

beforeAll(async () => {
  db = await startDatabase("every-core");
  prisma = createPrismaClient(db.url);
});

afterAll(async () => {
  await prisma?.$disconnect();
  await db?.stop();
});

// Each test's server stops with it: one server's job process would work the other's jobs.
afterEach(() => app?.stop());

describe("the production start on two cores", () => {
  it(
    "answers on one port from both web processes, works jobs in a third at a lower priority, and replaces a process that dies",
    { timeout: 120_000 },
    async () => {
      app = await startApp(db!.url, { WEB_CONCURRENCY: "2" });
      const [, ...children] = app.pids();
      expect(children.map((pid) => settingOf(pid, "JOBS_WORKER")).sort()).toEqual(["elsewhere", "elsewhere", "only"]);
      const web = children.filter((pid) => settingOf(pid, "JOBS_WORKER") === "elsewhere");
      // Under a crowd the cores go to requests first: the job process runs at a lower priority.
      const job = children.find((pid) => settingOf(pid, "JOBS_WORKER") === "only")!;
      expect(web.map((pid) => os.getPriority(pid))).toEqual([os.getPriority(process.pid), os.getPriority(process.pid)]);
      expect(os.getPriority(job)).toBe(os.getPriority(process.pid) + 10);

      const before = web.map(cpuTicks);
      for (let round = 0; round < 30; round += 1) {
        await Promise.all(Array.from({ length: 10 }, async () => expect((await fetch(`${app!.url}/api/health`)).status).toBe(200)));
      }
      const used = web.map((pid, index) => cpuTicks(pid) - before[index]!);
      expect(
        used.every((ticks) => ticks > 0),
        `CPU ticks each web process used: ${used.join(", ")}`,
      ).toBe(true);

      // The job process sent the team's copy of an inquiry a web process took.
      expect((await post(app.url, "/api/contact-inquiries", inquiry("Ruiz Roofing"))).status).toBe(201);
      await waitFor("the inquiry's email", async () =>
        (await prisma!.outgoingEmail.count({ where: { subject: { contains: "Ruiz Roofing" } } })) === 1 ? true : undefined,
      );

      process.kill(web[0]!, "SIGKILL");
      await waitFor("a web process in place of the one that died", async () => {
        const now = app!.pids().slice(1);
        return now.length === 3 && !now.includes(web[0]!) ? true : undefined;
      });
      await waitFor("the new web process to answer", async () => {
        const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await fetch(`${app!.url}/api/health`)).status));
        return statuses.every((status) => status === 200) ? true : undefined;
      });
    },
  );
});

describe("web processes with a job process of their own", () => {
  let worker: ChildProcess | undefined;
  let output = "";
  afterAll(() => {
    // npm and the worker under it, should a failed test have left them running.
    try {
      if (worker?.pid) process.kill(-worker.pid, "SIGKILL");
    } catch {
      // Stopped already.
    }
  });

  it("leave the job queue to `npm run worker`, which answers no requests and stops on SIGTERM", { timeout: 120_000 }, async () => {
    app = await startApp(db!.url, { WEB_CONCURRENCY: "1", JOBS_WORKER: "elsewhere" });
    expect((await post(app.url, "/api/contact-inquiries", inquiry("Mason Masonry"))).status).toBe(201);
    const sent = () => prisma!.outgoingEmail.count({ where: { subject: { contains: "Mason Masonry" } } });
    // The web process answered and left the email's job alone: nobody works the queue yet.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await sent()).toBe(0);

    worker = spawn("npm", ["run", "--silent", "worker"], {
      env: { ...process.env, ...E2E_ENV, DATABASE_URL: db!.url },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor("the worker to send the email", async () => ((await sent()) === 1 ? true : undefined), 60_000);
    expect(output).toContain("Working the job queue; this process answers no requests");

    const exited = new Promise<number | null>((resolve) => worker!.once("exit", (code) => resolve(code)));
    process.kill(worker.pid!, "SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("Database pool closed");
  });
});
