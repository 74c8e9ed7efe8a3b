import { afterEach, describe, expect, it, vi } from "vitest";
import { guardAiCall } from "@/lib/ai/guard";
import { TooManyAttempts, UpstreamFailed } from "@/lib/errors";
import { capturedErrors } from "@/tests/support/log";

const request = { failure: "Failed to get AI response", requestId: "req-42" };

describe("guardAiCall", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives back what the call answered", async () => {
    await expect(guardAiCall(async () => "We launch within 72 hours.", request)).resolves.toBe("We launch within 72 hours.");
  });

  it("turns a provider failure into an upstream failure (a 502) with the spec's message only, and logs the reason with the request's id", async () => {
    const errors = capturedErrors();
    const failure = guardAiCall(() => Promise.reject(new Error("500 Internal server error at https://api.example/v1")), request);
    await expect(failure).rejects.toThrow(UpstreamFailed);
    await expect(failure).rejects.toMatchObject({ message: "Failed to get AI response" });
    expect(errors).toEqual([[{ requestId: "req-42", reason: "500 Internal server error at https://api.example/v1" }, "Failed to get AI response"]]);
  });

  it("passes a refusal meant for the visitor (the daily budget's) as it is, without logging it", async () => {
    const errors = capturedErrors();
    const budget = new TooManyAttempts("Our AI assistant has answered all it can for today.", 3600);
    await expect(guardAiCall(() => Promise.reject(budget), request)).rejects.toBe(budget);
    expect(errors).toEqual([]);
  });
});
