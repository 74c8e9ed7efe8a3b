import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "@/tests/fakes/smtp";

// This file's worker reads its environment once: choose the live mail provider before importing.
const smtp = await startFakeSmtp();
const { received } = smtp;
process.env.MAIL_PROVIDER = "smtp";
process.env.SMTP_URL = smtp.url;

const { sendEmail } = await import("@/lib/mail");
const { prisma } = await import("@/lib/db");
const { s3Storage } = await import("@/lib/uploads/storage");

afterAll(() => smtp.close());

describe("email over SMTP", () => {
  it("delivers the message and records it as sent", async () => {
    const result = await sendEmail({ to: "team@viralize.test", subject: "New quote request #7", text: "Yard signs for Acme Roofing", replyTo: "owner@acme.test" });
    expect(result.delivered).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["team@viralize.test"]);
    expect(received[0]?.data).toContain("Subject: New quote request #7");
    expect(received[0]?.data).toContain("Yard signs for Acme Roofing");
    expect(await prisma.outgoingEmail.findFirst({ where: { subject: "New quote request #7" } })).toMatchObject({ status: "sent", error: null });
  });

  it("records a failed delivery without throwing", async () => {
    await smtp.close();
    const result = await sendEmail({ to: "team@viralize.test", subject: "Undeliverable", text: "..." });
    expect(result.delivered).toBe(false);
    const row = await prisma.outgoingEmail.findFirstOrThrow({ where: { subject: "Undeliverable" } });
    expect(row.status).toBe("failed");
    expect(row.error).toBeTruthy();
  });
});

describe("uploads in an S3-compatible bucket", () => {
  const objects = new Map<string, { body: Buffer; contentType?: string; authorization?: string }>();
  let server: http.Server;
  let endpoint = "";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (req.method === "PUT") {
          objects.set(req.url!, { body: Buffer.concat(chunks), contentType: req.headers["content-type"], authorization: req.headers.authorization });
          res.writeHead(200).end();
        } else {
          const object = objects.get(req.url!);
          if (!object) res.writeHead(404).end();
          else res.writeHead(200, { "content-type": object.contentType }).end(object.body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("puts signed objects under the bucket and reads them back", async () => {
    const storage = s3Storage({ endpoint, region: "us-east-1", bucket: "artwork", accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" });
    const bytes = new Uint8Array([37, 80, 68, 70, 45]);
    await storage.put("quotes/2026-11-22/abc.pdf", bytes, "application/pdf");
    const stored = objects.get("/artwork/quotes/2026-11-22/abc.pdf");
    expect(stored?.contentType).toBe("application/pdf");
    expect(stored?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(await storage.get("quotes/2026-11-22/abc.pdf")).toEqual(bytes);
    expect(await storage.get("quotes/missing.pdf")).toBeNull();
  });
});
