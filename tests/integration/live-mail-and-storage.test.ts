import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "@/tests/fakes/s3";
import { startFakeSmtp } from "@/tests/fakes/smtp";

// This file's worker reads its environment once: choose the live mail provider before importing.
const smtp = await startFakeSmtp();
const { received } = smtp;
process.env.MAIL_PROVIDER = "smtp";
process.env.SMTP_URL = smtp.url;

const { sendEmailOnce } = await import("@/lib/mail");
const { prisma } = await import("@/lib/db");
const { s3Storage } = await import("@/lib/uploads/storage");

afterAll(() => smtp.close());

describe("email over SMTP", () => {
  it("delivers the message and records it as sent", async () => {
    expect(
      await sendEmailOnce("quote-request-7", {
        to: "team@viralize.test",
        subject: "New quote request #7",
        text: "Yard signs for Acme Roofing",
        replyTo: "owner@acme.test",
      }),
    ).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["team@viralize.test"]);
    expect(received[0]?.data).toContain("Subject: New quote request #7");
    expect(received[0]?.data).toContain("Yard signs for Acme Roofing");
    expect(await prisma.outgoingEmail.findFirst({ where: { subject: "New quote request #7" } })).toMatchObject({ status: "sent", error: null });
  });

  it("records a failed delivery and throws, so the job sending it retries", async () => {
    await smtp.close();
    await expect(sendEmailOnce("undeliverable", { to: "team@viralize.test", subject: "Undeliverable", text: "..." })).rejects.toThrow(/could not be delivered/);
    const row = await prisma.outgoingEmail.findFirstOrThrow({ where: { subject: "Undeliverable" } });
    expect(row.status).toBe("failed");
    expect(row.error).toBeTruthy();
  });
});

describe("uploads in an S3-compatible bucket", () => {
  let s3: FakeS3;

  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: "artwork" });
  });
  afterAll(() => s3.close());

  it("puts signed objects under the bucket and reads them back", async () => {
    const storage = s3Storage({
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: "artwork",
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    const bytes = new Uint8Array([37, 80, 68, 70, 45]);
    await storage.put("quotes/2026-11-22/abc.pdf", bytes, "application/pdf");
    expect(s3.objects.get("quotes/2026-11-22/abc.pdf")?.contentType).toBe("application/pdf");
    const put = s3.requests.find((request) => request.method === "PUT");
    expect(put?.status).toBe(200);
    expect(put?.headers.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/us-east-1/s3/aws4_request`));
    expect(await storage.get("quotes/2026-11-22/abc.pdf")).toEqual(bytes);
    expect(await storage.get("quotes/missing.pdf")).toBeNull();
  });

  it("is refused by the bucket with the wrong secret", async () => {
    const storage = s3Storage({ endpoint: s3.endpoint, region: s3.region, bucket: "artwork", accessKeyId: s3.accessKeyId, secretAccessKey: "not-the-secret" });
    await expect(storage.put("quotes/2026-11-22/forged.pdf", new Uint8Array([37, 80, 68, 70, 45]), "application/pdf")).rejects.toThrow(/answered 403/);
    expect(s3.objects.has("quotes/2026-11-22/forged.pdf")).toBe(false);
  });
});
