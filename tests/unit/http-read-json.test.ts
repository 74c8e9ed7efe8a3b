import { describe, expect, it } from "vitest";
import { z } from "@/lib/validation/zod";
import { errorResponse, readJson } from "@/lib/http/api";

const schema = z.object({ content: z.string() });

/** A POST whose body stream fails the way Node's does when the client goes away mid-upload. */
function cutOffRequest(): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"content": "## Gut'));
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
  return new Request("http://localhost/api/admin/blog-posts/preview", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("readJson", () => {
  it("reads a whole JSON body with its schema", async () => {
    const request = new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: '{"content": "## Gutters"}' });
    await expect(readJson(request, schema)).resolves.toEqual({ content: "## Gutters" });
  });

  it("answers a body cut off by the client with a 400 that says so, not a 503 about the database", async () => {
    const request = cutOffRequest();
    const error = await readJson(request, schema).catch((caught: unknown) => caught);
    const response = errorResponse(error, request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request ended before its body arrived. Please try again." });
  });

  it("answers the same to a handler that read the cut-off body itself (request.text(), as the Stripe webhook does)", async () => {
    const request = cutOffRequest();
    const error = await request.text().catch((caught: unknown) => caught);
    const response = errorResponse(error, request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request ended before its body arrived. Please try again." });
  });
});
