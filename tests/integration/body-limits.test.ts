import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact-inquiries/route";
import { prisma } from "@/lib/db";
import { errorOf, freshIp, multipartRequest } from "@/tests/support/requests";

/** A chunked JSON body (no Content-Length) of `megabytes` MB, made only as the server pulls it. */
function chunkedJson(megabytes: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"message":"'));
      if (sent >= megabytes) return controller.close();
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

describe("JSON bodies", () => {
  it("are counted as they stream: a chunked 40 MB body is refused after about 256 KB was read, nothing stored", async () => {
    const { body, pulled } = chunkedJson(40);
    const before = await prisma.contactInquiry.count();
    const response = await contact(
      new Request("http://localhost/api/contact-inquiries", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe("The request is too large.");
    // The stream may run a chunk or two ahead of the reader; the other 38 MB are never made.
    expect(pulled()).toBeLessThanOrEqual(3);
    expect(await prisma.contactInquiry.count()).toBe(before);
  });

  it("are refused at once when Content-Length already says too much", async () => {
    const response = await contact(
      new Request("http://localhost/api/contact-inquiries", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(300 * 1024), "x-forwarded-for": freshIp() },
        body: "{}",
      }),
    );
    expect(response.status).toBe(413);
  });
});

describe("Bodies read by code that is not ours", () => {
  it("Stripe's webhook: a chunked 40 MB body is refused after about 2 MB was read", async () => {
    const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
    const { body, pulled } = chunkedJson(40);
    const response = await webhook(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe("The request is too large.");
    expect(pulled()).toBeLessThanOrEqual(4);
  });

  it("Auth.js's form posts: a chunked 40 MB one is refused after about 256 KB was read", async () => {
    const { POST: auth } = await import("@/app/api/auth/[...nextauth]/route");
    const { body, pulled } = chunkedJson(40);
    const response = await auth(
      new NextRequest("http://localhost:3000/api/auth/signin/google", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(3);
  });
});

/** A chunked multipart upload of one `megabytes` MB PDF (no Content-Length), made only as the server pulls it. */
function chunkedUpload(megabytes: number): { body: ReadableStream<Uint8Array>; pulledMegabytes: () => number; contentType: string } {
  const boundary = "----viralize-test-boundary";
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0)
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
          ),
        );
      if (sent >= megabytes) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        return controller.close();
      }
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  return { body, pulledMegabytes: () => sent, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("Uploads", () => {
  it("are capped as they stream: a chunked 105 MB file is cut at 10 MB with memory flat, nothing stored", async () => {
    const { POST: upload } = await import("@/app/api/uploads/route");
    const { body, pulledMegabytes, contentType } = chunkedUpload(105);
    const filesBefore = await prisma.uploadedFile.count();
    const memoryBefore = process.memoryUsage().arrayBuffers;
    const response = await upload(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        headers: { "content-type": contentType, "x-forwarded-for": freshIp() },
        body,
        duplex: "half",
      } as RequestInit),
    );
    const memoryGrowth = process.memoryUsage().arrayBuffers - memoryBefore;
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatch(/"huge.pdf" is larger than 10 MB/);
    // The stream may run a chunk or two ahead of the parser; the other 90-odd MB are never made.
    expect(pulledMegabytes()).toBeLessThanOrEqual(13);
    expect(memoryGrowth).toBeLessThan(20 * 1024 * 1024);
    expect(await prisma.uploadedFile.count()).toBe(filesBefore);
  });

  it("keep a file name's accents and emoji as the browser sent them", async () => {
    const { POST: upload } = await import("@/app/api/uploads/route");
    const response = await upload(
      multipartRequest("/api/uploads", [{ name: "Café logo ⚡.png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) }]),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { files: { name: string }[] }).files[0]?.name).toBe("Café logo ⚡.png");
  });
});
