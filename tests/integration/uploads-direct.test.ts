import crypto from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeS3, uploadsToFakeS3 } from "@/tests/fakes/s3";

// This file's worker reads its environment once: uploads go to an S3-compatible bucket (the fake).
const s3 = await startFakeS3();
Object.assign(process.env, uploadsToFakeS3(s3));

const { POST: intents } = await import("@/app/api/uploads/intents/route");
const { POST: complete } = await import("@/app/api/uploads/[id]/complete/route");
const { POST: quoteRequest } = await import("@/app/api/quote-request/route");
const { GET: adminDownload } = await import("@/app/api/admin/uploads/[id]/route");
const { prisma } = await import("@/lib/db");
const { keepHouse } = await import("@/lib/housekeeping");
const { RATE_LIMITS } = await import("@/lib/rate-limit");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { errorOf, expectRateLimit, freshIp, jsonRequest } = await import("@/tests/support/requests");

afterAll(() => s3.close());

const MB = 1024 * 1024;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
/** A PDF of `bytes` bytes: its signature, then padding. */
const pdf = (bytes: number) => {
  const body = new Uint8Array(bytes);
  body.set(new TextEncoder().encode("%PDF-1.7\n"));
  return body;
};

const quote = {
  product: "business-cards",
  paper: "premium",
  finish: "matte",
  corners: "square",
  quantity: 500,
  designOption: "upload",
  uploadIds: [] as string[],
  businessInfo: { businessName: "Bright Spark Electric", contactPerson: "Sam Reyes", phone: "555-404-2211", email: "sam@brightspark.test" },
};

type Intent = { mode: "direct"; id: string; method: string; url: string; headers: Record<string, string>; expiresAt: string };
type Info = { id: string; name: string; size: number; contentType: string };

async function askIntent(file: { name: string; size: number; contentType?: string }, ip: string) {
  const response = await intents(jsonRequest("/api/uploads/intents", file, { ip }));
  return { response, body: (await response.clone().json()) as Intent & { error?: string } };
}

/** What the browser does with an intent: the file's bytes to the presigned URL, with the headers given. */
const putBytes = (intent: Intent, bytes: Uint8Array, headers = intent.headers) =>
  fetch(intent.url, { method: "PUT", headers, body: bytes as Uint8Array<ArrayBuffer> });

const completeRequest = (id: string, ip: string) =>
  complete(new Request(`http://localhost/api/uploads/${id}/complete`, { method: "POST", headers: { "x-forwarded-for": ip } }), {
    params: Promise.resolve({ id }),
  });

const keyOf = async (id: string) => (await prisma.uploadedFile.findUniqueOrThrow({ where: { id } })).storageKey;

/** Intent, PUT and complete, as the quote form does; the file's info. */
async function uploadDirect(name: string, bytes: Uint8Array, ip = freshIp()): Promise<Info> {
  const { response, body: intent } = await askIntent({ name, size: bytes.byteLength }, ip);
  expect(response.status).toBe(201);
  expect((await putBytes(intent, bytes)).status).toBe(200);
  const done = await completeRequest(intent.id, ip);
  expect(done.status).toBe(200);
  return ((await done.json()) as { files: Info[] }).files[0]!;
}

beforeEach(async () => {
  await prisma.quoteRequest.deleteMany();
  await prisma.uploadedFile.deleteMany();
  s3.objects.clear();
});

describe("uploads straight to the bucket (UPLOADS_PROVIDER=s3)", () => {
  it("signs a PUT for a 6 MB PDF (past a 4.5 MB request body limit), checks what arrived, and lets a quote request attach it", async () => {
    const ip = freshIp();
    const bytes = pdf(6 * MB);
    const { response, body: intent } = await askIntent({ name: "Brochure proof.pdf", size: bytes.byteLength, contentType: "application/octet-stream" }, ip);
    expect(response.status).toBe(201);
    expect(intent).toMatchObject({ mode: "direct", method: "PUT", headers: { "Content-Type": "application/pdf" } });
    const url = new URL(intent.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${s3.bucket}/quotes/\\d{4}-\\d{2}-\\d{2}/${intent.id}\\.pdf$`));
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(new Date(intent.expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    // Pending until completed: a quote request cannot take it yet.
    expect(await prisma.uploadedFile.findUniqueOrThrow({ where: { id: intent.id } })).toMatchObject({
      pending: true,
      sha256: null,
      sizeBytes: bytes.byteLength,
    });

    expect((await putBytes(intent, bytes)).status).toBe(200);
    expect(s3.objects.get(await keyOf(intent.id))?.contentType).toBe("application/pdf");

    const done = await completeRequest(intent.id, ip);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ files: [{ id: intent.id, name: "Brochure proof.pdf", size: bytes.byteLength, contentType: "application/pdf" }] });
    const row = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: intent.id } });
    expect(row).toMatchObject({ pending: false, uploaderHash: null, sha256: crypto.createHash("sha256").update(bytes).digest("hex") });
    // The server read the object back; no request carried the file through our own handlers.
    expect(s3.requests.filter((request) => request.method === "GET").map((request) => request.status)).toEqual([200]);

    const saved = await quoteRequest(jsonRequest("/api/quote-request", { ...quote, uploadIds: [intent.id] }));
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    expect((await prisma.uploadedFile.findUniqueOrThrow({ where: { id: intent.id } })).quoteRequestId).toBe(id);
  });

  it.each([
    ["a file of 10 MB + 1 byte", { name: "huge.pdf", size: 10 * MB + 1 }, 413, /larger than 10 MB/],
    ["an 11 MB file", { name: "poster.png", size: 11 * MB }, 413, /larger than 10 MB/],
    ["a .exe", { name: "setup.exe", size: 100 }, 415, /not a file type we accept/],
    ["a name without an extension", { name: "artwork", size: 100 }, 415, /not a file type we accept/],
    ["an empty file", { name: "blank.png", size: 0 }, 400, /empty/],
    ["a size that is no whole number", { name: "logo.png", size: 1.5 }, 400, /whole bytes/],
  ])("refuses an intent for %s before anything is signed or recorded", async (_, file, status, message) => {
    const { response } = await askIntent(file, freshIp());
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.uploadedFile.count()).toBe(0);
  });

  it("the bucket refuses a PUT with another size or type than was signed, or without its expiry", async () => {
    const ip = freshIp();
    const { body: intent } = await askIntent({ name: "logo.png", size: PNG.byteLength }, ip);
    const longer = new Uint8Array(PNG.byteLength + 5);
    longer.set(PNG);
    expect((await putBytes(intent, longer)).status).toBe(403);
    expect((await putBytes(intent, PNG, { "Content-Type": "text/html" })).status).toBe(403);
    const noExpiry = new URL(intent.url);
    noExpiry.searchParams.delete("X-Amz-Expires");
    expect((await fetch(noExpiry, { method: "PUT", headers: intent.headers, body: PNG })).status).toBe(400);
    expect(s3.objects.size).toBe(0);
  });

  it("refuses an EXE named .pdf on completion, and deletes its object and record", async () => {
    const ip = freshIp();
    const { body: intent } = await askIntent({ name: "invoice.pdf", size: EXE.byteLength }, ip);
    expect((await putBytes(intent, EXE)).status).toBe(200);
    const key = await keyOf(intent.id);
    expect(s3.objects.has(key)).toBe(true);

    const refused = await completeRequest(intent.id, ip);
    expect(refused.status).toBe(415);
    expect(await errorOf(refused)).toBe('"invoice.pdf" does not contain what its name says. Upload a real PDF file.');
    expect(s3.objects.has(key)).toBe(false);
    expect(await prisma.uploadedFile.findUnique({ where: { id: intent.id } })).toBeNull();
  });

  it.each([
    ["never arrived", () => undefined, 400, /did not reach our file store/],
    [
      "is larger than 10 MB (a store that ignored the signed size)",
      (key: string) => void s3.objects.set(key, { body: Buffer.from(pdf(11 * MB)) }),
      413,
      /larger than 10 MB/,
    ],
    ["is shorter than promised", (key: string) => void s3.objects.set(key, { body: Buffer.from(pdf(500)) }), 400, /did not arrive whole/],
  ])("refuses to complete an upload whose object %s, and forgets it", async (_, arrange, status, message) => {
    const ip = freshIp();
    const { body: intent } = await askIntent({ name: "card.pdf", size: 1000 }, ip);
    const key = await keyOf(intent.id);
    arrange(key);
    const refused = await completeRequest(intent.id, ip);
    expect(refused.status).toBe(status);
    expect(await errorOf(refused)).toMatch(message);
    expect(s3.objects.has(key)).toBe(false);
    expect(await prisma.uploadedFile.count()).toBe(0);
  });

  it("completes only the asking visitor's own pending upload: another visitor's, an unknown id and a finished one are not found", async () => {
    const owner = freshIp();
    const { body: intent } = await askIntent({ name: "logo.png", size: PNG.byteLength }, owner);
    await putBytes(intent, PNG);

    for (const [id, ip] of [
      [intent.id, freshIp()],
      [crypto.randomUUID(), owner],
      ["not-an-id", owner],
      ["../../etc/passwd", owner],
    ] as const) {
      const refused = await completeRequest(id, ip);
      expect(refused.status, id).toBe(404);
      expect(await errorOf(refused)).toBe("That upload was not found. Please upload the file again.");
    }
    // Another visitor's attempt changed nothing: the owner still completes it, once.
    expect(await prisma.uploadedFile.findUniqueOrThrow({ where: { id: intent.id } })).toMatchObject({ pending: true });
    expect(s3.objects.size).toBe(1);
    expect((await completeRequest(intent.id, owner)).status).toBe(200);
    expect((await completeRequest(intent.id, owner)).status).toBe(404);
  });

  it("does not let a quote request or the admin use an upload never completed, and housekeeping removes it after a day", async () => {
    const ip = freshIp();
    const { body: intent } = await askIntent({ name: "logo.png", size: PNG.byteLength }, ip);
    await putBytes(intent, PNG);

    const refused = await quoteRequest(jsonRequest("/api/quote-request", { ...quote, uploadIds: [intent.id] }));
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatch(/not found/);
    expect(await prisma.quoteRequest.count()).toBe(0);

    const admin = await cookieFor(await createUser("ADMIN"), { pinStep: true });
    const download = await adminDownload(new NextRequest(`http://localhost/api/admin/uploads/${intent.id}`, { headers: { cookie: admin } }), {
      params: Promise.resolve({ id: intent.id }),
    });
    expect(download.status).toBe(404);

    const key = await keyOf(intent.id);
    await prisma.uploadedFile.update({ where: { id: intent.id }, data: { createdAt: new Date(Date.now() - 2 * 86_400_000) } });
    expect((await keepHouse()).uploads).toBe(1);
    expect(await prisma.uploadedFile.findUnique({ where: { id: intent.id } })).toBeNull();
    expect(s3.objects.has(key)).toBe(false);
  });

  it("sends the admin's download to a presigned URL that lasts two minutes and saves the file under its name", async () => {
    const info = await uploadDirect("Café logo.png", PNG);
    const admin = await cookieFor(await createUser("ADMIN"), { pinStep: true });
    const response = await adminDownload(new NextRequest(`http://localhost/api/admin/uploads/${info.id}`, { headers: { cookie: admin } }), {
      params: Promise.resolve({ id: info.id }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe(s3.endpoint);
    expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeGreaterThanOrEqual(60);
    expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
    expect(location.searchParams.get("X-Amz-Date")).toMatch(/^\d{8}T\d{6}Z$/);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''Caf%C3%A9%20logo.png");
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);

    // Anonymous visitors get no redirect at all.
    const anonymous = await adminDownload(new NextRequest(`http://localhost/api/admin/uploads/${info.id}`), { params: Promise.resolve({ id: info.id }) });
    expect(anonymous.status).toBe(401);
  });

  it("limits intents like uploads (30 in 10 minutes) and counts their sizes against the daily share", async () => {
    await expectRateLimit(RATE_LIMITS.upload, { limit: 30, windowSeconds: 600 }, (ip) =>
      intents(jsonRequest("/api/uploads/intents", { name: "logo.png", size: 100 }, { ip })),
    );
    const ip = freshIp();
    // The default share is 200 MB a day: twenty 10 MB files, then no more.
    for (let i = 0; i < 20; i++) expect((await askIntent({ name: `page-${i}.pdf`, size: 10 * MB }, ip)).response.status).toBe(201);
    const { response } = await askIntent({ name: "page-21.pdf", size: 10 * MB }, ip);
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toMatch(/200 MB today/);
  });
});
