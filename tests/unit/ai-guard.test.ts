import { afterEach, describe, expect, it, vi } from "vitest";
import { guardAiCall } from "@/lib/ai/guard";
import { ApiError } from "@/lib/http/api";
import { capturedErrors } from "@/tests/support/log";

const request = { failure: "Failed to get AI response", requestId: "req-42" };

describe("guardAiCall", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives back what the call answered", async () => {
    await expect(guardAiCall(async () => "We launch within 72 hours.", request)).resolves.toBe("We launch within 72 hours.");
  });

  it("turns a provider failure into a 502 with the spec's message only, and logs the reason with the request's id", async () => {
    const errors = capturedErrors();
    const failure = guardAiCall(() => Promise.reject(new Error("500 Internal server error at https://api.example/v1")), request);
    await expect(failure).rejects.toThrow(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 502, message: "Failed to get AI response" });
    expect(errors).toEqual([[{ requestId: "req-42", reason: "500 Internal server error at https://api.example/v1" }, "Failed to get AI response"]]);
  });

  it("passes an ApiError meant for the visitor (the daily budget's 429) as it is, without logging it", async () => {
    const errors = capturedErrors();
    const budget = new ApiError(429, "Our AI assistant has answered all it can for today.", { "Retry-After": "3600" });
    await expect(guardAiCall(() => Promise.reject(budget), request)).rejects.toBe(budget);
    expect(errors).toEqual([]);
  });
});
