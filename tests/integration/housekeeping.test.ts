import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: a 1 MB daily upload share, so a test can spend it.
Object.assign(process.env, { UPLOAD_DAILY_MB: "1" });
const { POST: upload } = await import("@/app/api/uploads/route");
const { prisma } = await import("@/lib/db");
const { keepHouse } = await import("@/lib/housekeeping");
const { enqueueScheduledJobs } = await import("@/lib/jobs/schedule");
const { jobRows, stopJobs } = await import("@/tests/support/jobs");
const { letTimePass } = await import("@/tests/support/rate-limit-clock");
const { errorOf, freshIp, multipartRequest } = await import("@/tests/support/requests");

afterAll(stopJobs);

const DAY = 86_400_000;
// A PNG's signature and header chunk, padded to the size a test needs.
const png = (kilobytes: number) => {
  const bytes = new Uint8Array(kilobytes * 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return bytes;
};

async function uploaded(name: string, ip = freshIp()): Promise<{ id: string; storageKey: string }> {
  const response = await upload(multipartRequest("/api/uploads", [{ name, bytes: png(4) }], ip));
  expect(response.status).toBe(201);
  const { files } = (await response.json()) as { files: { id: string }[] };
  return prisma.uploadedFile.findUniqueOrThrow({ where: { id: files[0]!.id }, select: { id: true, storageKey: true } });
}

const onDisk = (storageKey: string) => fs.existsSync(path.join(process.env.UPLOADS_DIR!, ...storageKey.split("/")));

describe("housekeeping", () => {
  it("deletes uploads never attached to a quote after a day (bytes and row), and keeps the rest", async () => {
    const old = await uploaded("old.png");
    const fresh = await uploaded("fresh.png");
    const attached = await uploaded("attached.png");
    const quote = await prisma.quoteRequest.create({
      data: {
        product: "business-cards",
        paper: "premium",
        finish: "matte",
        corners: "square",
        quantity: 500,
        designOption: "upload",
        businessName: "Volt",
        contactPerson: "Dana",
        phone: "555",
        email: "dana@volt.test",
      },
    });
    await prisma.uploadedFile.update({ where: { id: attached.id }, data: { quoteRequestId: quote.id, createdAt: new Date(Date.now() - 3 * DAY) } });
    await prisma.uploadedFile.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 2 * DAY) } });

    const report = await keepHouse();
    expect(report.uploads).toBe(1);
    expect(await prisma.uploadedFile.findUnique({ where: { id: old.id } })).toBeNull();
    expect(onDisk(old.storageKey)).toBe(false);
    for (const kept of [fresh, attached]) {
      expect(await prisma.uploadedFile.findUnique({ where: { id: kept.id } })).not.toBeNull();
      expect(onDisk(kept.storageKey)).toBe(true);
    }
  });

  it("prunes expired rate-limit buckets, checkouts that never became orders and the heartbeats of long-dead jobs, not live ones", async () => {
    await prisma.rateLimitBucket.createMany({
      data: [
        { key: "test:expired", count: 3, resetAt: new Date(Date.now() - 2 * DAY) },
        { key: "test:live", count: 3, resetAt: new Date(Date.now() + DAY) },
      ],
    });
    const checkout = { provider: "sandbox", items: [], customerInfo: {}, subtotal: 100, discount: 0, total: 100 };
    await prisma.checkout.createMany({
      data: [
        { ...checkout, paymentIntentId: "pi_abandoned", status: "open", createdAt: new Date(Date.now() - 40 * DAY) },
        { ...checkout, paymentIntentId: "pi_ordered", status: "ordered", createdAt: new Date(Date.now() - 40 * DAY) },
        { ...checkout, paymentIntentId: "pi_recent", status: "open", createdAt: new Date() },
        { ...checkout, paymentIntentId: "pi_refused", status: "refused", createdAt: new Date(Date.now() - 40 * DAY) },
      ],
    });
    const [deadJob, liveJob] = [crypto.randomUUID(), crypto.randomUUID()];
    await prisma.jobHeartbeat.createMany({ data: [{ jobId: deadJob, beatAt: new Date(Date.now() - 2 * DAY) }, { jobId: liveJob }] });
    await keepHouse();
    expect((await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: "test:" } } })).map((b) => b.key)).toEqual(["test:live"]);
    expect((await prisma.jobHeartbeat.findMany()).map((h) => h.jobId)).toEqual([liveJob]);
    expect((await prisma.checkout.findMany({ orderBy: { paymentIntentId: "asc" } })).map((c) => c.paymentIntentId)).toEqual(["pi_ordered", "pi_recent"]);
  });

  it("is a scheduled job, enqueued once an hour however often the worker or cron asks", async () => {
    await enqueueScheduledJobs();
    await enqueueScheduledJobs();
    expect(await jobRows("housekeeping")).toHaveLength(1);
  });
});

describe("the daily upload share", () => {
  it("refuses an address's uploads past UPLOAD_DAILY_MB for a day, and stores nothing of the refused one", async () => {
    const ip = freshIp();
    expect((await upload(multipartRequest("/api/uploads", [{ name: "a.png", bytes: png(600) }], ip))).status).toBe(201);
    const before = await prisma.uploadedFile.count();
    const refused = await upload(multipartRequest("/api/uploads", [{ name: "b.png", bytes: png(600) }], ip));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatch(/uploaded 1 MB today/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_400 - 60);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    expect(await prisma.uploadedFile.count()).toBe(before);
    expect((await upload(multipartRequest("/api/uploads", [{ name: "c.png", bytes: png(600) }], freshIp()))).status).toBe(201);

    // A day after the first upload, the address has its whole share again.
    await letTimePass(24 * 60);
    expect((await upload(multipartRequest("/api/uploads", [{ name: "d.png", bytes: png(600) }], ip))).status).toBe(201);
  });
});
