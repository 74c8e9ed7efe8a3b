import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as quoteRequest } from "@/app/api/quote-request/route";
import { POST as upload } from "@/app/api/uploads/route";
import { POST as uploadIntent } from "@/app/api/uploads/intents/route";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { jobHandlers } from "@/lib/jobs/handlers";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { jobRows, workJobsDueNow } from "@/tests/support/jobs";
import { errorOf, expectRateLimit, jsonRequest, multipartRequest } from "@/tests/support/requests";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.7\n% artwork\n");
const EPS = new TextEncoder().encode("%!PS-Adobe-3.0 EPSF-3.0\n");
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]);
const MB = 1024 * 1024;

/** A PDF of `size` bytes: its header, then zeros. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return bytes;
}

const quote = {
  product: "business-cards",
  paper: "premium",
  finish: "matte",
  corners: "square",
  quantity: 500,
  designOption: "upload",
  uploadedFiles: [] as string[],
  uploadIds: [] as string[],
  businessInfo: {
    businessName: "Bright Spark Electric",
    contactPerson: "Sam Reyes",
    phone: "555-404-2211",
    email: "sam@brightspark.test",
    address: "12 Main St, Tulsa, OK",
    website: "https://brightspark.test",
    services: "Panel upgrades, EV chargers",
    specialRequests: "I'm interested in Business Cards.",
  },
};

async function uploadFiles(files: { name: string; bytes: Uint8Array }[]) {
  const response = await upload(multipartRequest("/api/uploads", files));
  return { response, body: (await response.clone().json()) as { files?: { id: string; name: string; size: number; contentType: string }[]; error?: string } };
}

beforeEach(async () => {
  await prisma.quoteRequest.deleteMany();
  await prisma.uploadedFile.deleteMany();
  await prisma.outgoingEmail.deleteMany();
});

describe("POST /api/uploads", () => {
  it("stores several real artwork files and answers their ids", async () => {
    const { response, body } = await uploadFiles([
      { name: "logo.png", bytes: PNG },
      { name: "card-front.PDF", bytes: PDF },
      { name: "sign.eps", bytes: EPS },
    ]);
    expect(response.status).toBe(201);
    expect(body.files?.map((f) => [f.name, f.contentType])).toEqual([
      ["logo.png", "image/png"],
      ["card-front.PDF", "application/pdf"],
      ["sign.eps", "application/postscript"],
    ]);
    const stored = await prisma.uploadedFile.findFirstOrThrow({ where: { originalName: "logo.png" } });
    const onDisk = fs.readFileSync(path.join(path.resolve(env().UPLOADS_DIR), stored.storageKey));
    expect(new Uint8Array(onDisk)).toEqual(PNG);
  });

  it.each([
    ["an .exe renamed .pdf", "invoice.pdf", EXE, 415, /does not contain what its name says/],
    ["a PNG named .jpg", "photo.jpg", PNG, 415, /real JPG/],
    ["a .exe", "setup.exe", EXE, 415, /not a file type we accept/],
    ["a name with no extension", "artwork", PDF, 415, /not a file type we accept/],
    ["an empty file", "blank.png", new Uint8Array(), 400, /empty/],
  ])("refuses %s and keeps nothing", async (_, name, bytes, status, message) => {
    const { response } = await uploadFiles([{ name, bytes }]);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.uploadedFile.count()).toBe(0);
  });

  it("takes a 6 MB file and refuses an 11 MB one with 413: each file may be up to 10 MB", async () => {
    const taken = await uploadFiles([{ name: "poster.pdf", bytes: pdfOf(6 * MB) }]);
    expect(taken.response.status).toBe(201);
    expect(taken.body.files).toEqual([expect.objectContaining({ name: "poster.pdf", size: 6 * MB, contentType: "application/pdf" })]);

    const refused = await uploadFiles([{ name: "banner.pdf", bytes: pdfOf(11 * MB) }]);
    expect(refused.response.status).toBe(413);
    expect(await errorOf(refused.response)).toBe('"banner.pdf" is larger than 10 MB. Upload a smaller file or email it to us.');
    expect(await prisma.uploadedFile.findMany({ select: { originalName: true, sizeBytes: true } })).toEqual([
      { originalName: "poster.pdf", sizeBytes: 6 * MB },
    ]);
  });

  it("refuses a file of 10 MB + 1 byte with a clear message", async () => {
    const { response } = await uploadFiles([{ name: "huge.pdf", bytes: pdfOf(10 * MB + 1) }]);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatch(/larger than 10 MB/);
    expect(await prisma.uploadedFile.count()).toBe(0);
  });

  it("keeps nothing from a batch when one file is bad", async () => {
    const { response } = await uploadFiles([
      { name: "ok.png", bytes: PNG },
      { name: "bad.pdf", bytes: EXE },
    ]);
    expect(response.status).toBe(415);
    expect(await prisma.uploadedFile.count()).toBe(0);
  });

  it("refuses a request that is not multipart, or has no files", async () => {
    const json = await upload(jsonRequest("/api/uploads", { files: [] }));
    expect(json.status).toBe(415);
    await errorOf(json);
    const empty = await upload(multipartRequest("/api/uploads", []));
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatch(/at least one file/);
  });
});

describe("POST /api/uploads/intents with files kept on disk", () => {
  it("tells the browser to post the file to /api/uploads itself, after checking the request", async () => {
    const intent = await uploadIntent(jsonRequest("/api/uploads/intents", { name: "logo.png", size: PNG.byteLength, contentType: "image/png" }));
    expect(intent.status).toBe(200);
    expect(await intent.json()).toEqual({ mode: "form" });
    const bad = await uploadIntent(jsonRequest("/api/uploads/intents", { name: "logo.png" }));
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/size/);
    expect(await prisma.uploadedFile.count()).toBe(0);
  });
});

describe("POST /api/quote-request", () => {
  it("stores the request with its uploaded files, starts its timeline, and emails the team by a job, once even when the job runs twice", async () => {
    const { body } = await uploadFiles([
      { name: "logo.png", bytes: PNG },
      { name: "back.pdf", bytes: PDF },
    ]);
    const ids = body.files!.map((f) => f.id);
    const response = await quoteRequest(jsonRequest("/api/quote-request", { ...quote, uploadedFiles: ["logo.png", "back.pdf"], uploadIds: ids }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const saved = await prisma.quoteRequest.findUniqueOrThrow({ where: { id }, include: { files: true, events: true } });
    expect(saved).toMatchObject({
      product: "business-cards",
      quantity: 500,
      businessName: "Bright Spark Electric",
      specialRequests: "I'm interested in Business Cards.",
    });
    expect(saved.files.map((f) => f.originalName).sort()).toEqual(["back.pdf", "logo.png"]);
    expect(saved.events.map((e) => [e.type, e.actor])).toEqual([["request.received", "customer"]]);
    expect((await jobRows("quote.email")).filter((job) => job.data.kind === "request" && job.data.id === String(id))).toHaveLength(1);

    await workJobsDueNow();
    await jobHandlers["quote.email"]({ kind: "request", id: String(id) }, { attempt: 2, maxAttempts: 7, lastAttempt: false });
    const emails = await prisma.outgoingEmail.findMany();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: env().TEAM_EMAIL,
      replyTo: "sam@brightspark.test",
      subject: `New print quote request #${id}: Business Cards for Bright Spark Electric`,
    });
    expect(emails[0]?.text).toMatch(/^Files: (logo\.png, back\.pdf|back\.pdf, logo\.png)$/m);
  });

  it("accepts the spec's payload without files or optional fields", async () => {
    const { businessName, contactPerson, phone, email } = quote.businessInfo;
    const response = await quoteRequest(
      jsonRequest("/api/quote-request", {
        ...quote,
        designOption: "template",
        uploadIds: undefined,
        businessInfo: { businessName, contactPerson, phone, email },
      }),
    );
    expect(response.status).toBe(201);
    expect(await prisma.quoteRequest.count()).toBe(1);
  });

  it.each([
    ["a missing product", { ...quote, product: undefined }, /product/],
    ["an unknown product", { ...quote, product: "billboards" }, /product/],
    ["an unlisted quantity", { ...quote, quantity: 7 }, /listed quantities/],
    ["a quantity of the wrong type", { ...quote, quantity: { n: 500 } }, /quantity/],
    ["missing business info", { ...quote, businessInfo: undefined }, /Business information/],
    ["a missing contact person", { ...quote, businessInfo: { ...quote.businessInfo, contactPerson: "" } }, /contact person/],
    ["a bad email", { ...quote, businessInfo: { ...quote.businessInfo, email: "sam at brightspark" } }, /email/],
    ["a 100 KB special request", { ...quote, businessInfo: { ...quote.businessInfo, specialRequests: "z".repeat(100_000) } }, /5000 characters/],
    ["an upload id that does not exist", { ...quote, uploadIds: ["0b8f1e9e-0000-4000-8000-000000000000"] }, /not found/],
  ])("refuses %s with a 400, stores nothing and queues no email", async (_, body, message) => {
    const jobsBefore = (await jobRows("quote.email")).length;
    const response = await quoteRequest(jsonRequest("/api/quote-request", body));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.quoteRequest.count()).toBe(0);
    expect((await jobRows("quote.email")).length).toBe(jobsBefore);
  });

  it("refuses invalid JSON", async () => {
    const response = await quoteRequest(jsonRequest("/api/quote-request", "{not json"));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/not valid JSON/);
  });

  it("does not let a second request claim files already attached to another", async () => {
    const { body } = await uploadFiles([{ name: "logo.png", bytes: PNG }]);
    const ids = body.files!.map((f) => f.id);
    expect((await quoteRequest(jsonRequest("/api/quote-request", { ...quote, uploadIds: ids }))).status).toBe(201);
    const second = await quoteRequest(jsonRequest("/api/quote-request", { ...quote, uploadIds: ids }));
    expect(second.status).toBe(400);
    expect(await prisma.quoteRequest.count()).toBe(1);
  });

  it("gives a file to one of two requests that name it at the same moment", async () => {
    const { body } = await uploadFiles([{ name: "logo.png", bytes: PNG }]);
    const ids = body.files!.map((f) => f.id);
    const both = await Promise.all([1, 2].map(() => quoteRequest(jsonRequest("/api/quote-request", { ...quote, uploadIds: ids }))));
    expect(both.map((response) => response.status).sort()).toEqual([201, 400]);
    const [saved] = await prisma.quoteRequest.findMany({ include: { files: true } });
    expect(await prisma.quoteRequest.count()).toBe(1);
    expect(saved!.files.map((f) => f.id)).toEqual(ids);
  });

  it("limits one visitor to 5 quote requests in 10 minutes", async () => {
    await expectRateLimit(RATE_LIMITS.quote, { limit: 5, windowSeconds: 600 }, (ip) => quoteRequest(jsonRequest("/api/quote-request", quote, { ip })));
  });
});
