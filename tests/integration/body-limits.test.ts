import { describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact-inquiries/route";
import { prisma } from "@/lib/db";
import { errorOf, freshIp } from "@/tests/support/requests";

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
      new Request("http://localhost/api/contact-inquiries", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": freshIp() }, body, duplex: "half" } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe("The request is too large.");
    // The stream may run a chunk or two ahead of the reader; the other 38 MB are never made.
    expect(pulled()).toBeLessThanOrEqual(3);
    expect(await prisma.contactInquiry.count()).toBe(before);
  });

  it("are refused at once when Content-Length already says too much", async () => {
    const response = await contact(
      new Request("http://localhost/api/contact-inquiries", { method: "POST", headers: { "content-type": "application/json", "content-length": String(300 * 1024), "x-forwarded-for": freshIp() }, body: "{}" }),
    );
    expect(response.status).toBe(413);
  });
});
