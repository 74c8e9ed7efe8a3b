import { afterAll, expect, it } from "vitest";

// This file's worker reads its environment once: no CRON_SECRET, as on a self-hosted server
// whose own worker runs the jobs. (With the secret: jobs-cron.test.ts.)
delete process.env.CRON_SECRET;
const { GET: cron } = await import("@/app/api/cron/jobs/route");
const { jobRows, stopJobs } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

afterAll(stopJobs);

it.each([
  ["no Authorization header", undefined],
  ["an empty Bearer token", "Bearer "],
  ["a guessed secret", "Bearer secret"],
])("answers 404 with a sentence to %s when CRON_SECRET is not set, and runs nothing", async (_, authorization) => {
  const response = await cron(new Request("http://localhost/api/cron/jobs", { headers: authorization === undefined ? {} : { authorization } }));

  expect(response.status).toBe(404);
  expect(await errorOf(response)).toMatch(/CRON_SECRET/);
  expect(await jobRows("orders.reconcile")).toHaveLength(0);
});
