import { afterAll, afterEach, describe, expect, it } from "vitest";
import { FAULTS } from "@/tests/fakes/http-server";
import { startFakeOpenAi } from "@/tests/fakes/openai";

// This file's worker reads its environment once: AI at a local fake OpenAI that is given 1 s.
const fake = await startFakeOpenAi();
Object.assign(process.env, { AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test-fake", OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: "1000" });
const { POST: chat } = await import("@/app/api/ai/chat/route");
const { POST: describeProduct } = await import("@/app/api/ai/product-description/route");
const { CHAT_CONTEXT } = await import("@/lib/ai/chat-config");
const { jsonRequest } = await import("@/tests/support/requests");

afterEach(() => fake.heal());
afterAll(() => fake.close());

const product = { productName: "RCI Work Tee", productType: "apparel", targetAudience: "trade contractors", businessType: "RCI" };
const calls = {
  description: () => describeProduct(jsonRequest("/api/ai/product-description", product)),
  chat: () => chat(jsonRequest("/api/ai/chat", { message: "How fast can my site go live?", context: CHAT_CONTEXT })),
  "streamed chat": () =>
    chat(jsonRequest("/api/ai/chat", { message: "How fast can my site go live?", context: CHAT_CONTEXT }, { headers: { accept: "text/event-stream" } })),
};
/** The failure sentences of docs/api.md#content-and-ai: all a caller learns of a failure. */
const FAILED = { description: "Failed to generate product description", chat: "Failed to get AI response", "streamed chat": "Failed to get AI response" };

describe("OpenAI failing", () => {
  it.each(["description", "chat"] as const)("retries a rate-limited %s request once (it has no side effects) and answers", async (name) => {
    fake.behave({ reply: "Within 72 hours." });
    const before = fake.completions().length;
    fake.inject(FAULTS.rateLimited, { times: 1 });
    const response = await calls[name]();
    expect(response.status).toBe(200);
    expect(fake.completions().length - before).toBe(2);
  });

  it.each([
    ["description", "answers 500", FAULTS.serverError],
    ["description", "stays rate-limited", FAULTS.rateLimited],
    ["description", "never answers", FAULTS.hang],
    ["chat", "answers 500", FAULTS.serverError],
    ["chat", "stays rate-limited", FAULTS.rateLimited],
    ["chat", "never answers", FAULTS.hang],
    ["streamed chat", "answers 500", FAULTS.serverError],
    ["streamed chat", "never answers", FAULTS.hang],
  ] as const)("answers the %s request with a JSON 502 in seconds when OpenAI %s, and nothing of the provider's error", async (name, _, fault) => {
    fake.inject(fault);
    const started = Date.now();
    const response = await calls[name]();
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("application/json");
    // The spec's sentence and nothing more: not the provider's status, message, address or model.
    expect(await response.text()).toBe(JSON.stringify({ error: FAILED[name] }));
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
