import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { FAULTS } from "@/tests/fakes/http-server";
import { startFakeOpenAi } from "@/tests/fakes/openai";
import { deltaText, readEvents } from "@/tests/support/events";
import { errorOf, jsonRequest } from "@/tests/support/requests";

// This file's worker reads its environment once: switch AI to OpenAI, at a local fake that
// gives up waiting after 700 ms (room for a busy machine between chunks) instead of 20 s.
const fake = await startFakeOpenAi();
Object.assign(process.env, { AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test-fake", OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: "700" });
const { POST: chat } = await import("@/app/api/ai/chat/route");
const { POST: describeProduct } = await import("@/app/api/ai/product-description/route");
const { CHAT_CONTEXT, MAX_HISTORY_TURNS } = await import("@/lib/ai/chat-config");

afterAll(() => fake.close());
beforeEach(() => {
  fake.heal();
  fake.requests.length = 0;
});

const ask = (message: string, init: { stream?: boolean; history?: { type: string; content: string }[] } = {}) =>
  chat(jsonRequest("/api/ai/chat", { message, context: CHAT_CONTEXT, history: init.history }, { headers: init.stream ? { accept: "text/event-stream" } : {} }));

describe("POST /api/ai/chat, live", () => {
  it("answers with the model's reply, grounded in the relevant facts, the context and the recent turns", async () => {
    fake.behave({ reply: "The Professional plan is $97.00 a month." });
    const history = Array.from({ length: 14 }, (_, i) => ({ type: i % 2 ? "assistant" : "user", content: `turn ${i} ${"z".repeat(2500)}` }));
    const response = await ask("How much is the Professional plan?", { history });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ response: "The Professional plan is $97.00 a month." });

    const [sent] = fake.completions();
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-test-fake");
    const [system, ...turns] = sent!.messages;
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("The Professional plan is $97.00 per month");
    expect(system?.content).toContain(CHAT_CONTEXT);
    expect(system?.content).toMatch(/say you don't know/);
    expect(turns).toHaveLength(MAX_HISTORY_TURNS + 1);
    expect(turns[0]?.content).toMatch(/^turn 4 /);
    expect(turns.every((turn) => turn.content.length <= 2000)).toBe(true);
    expect(turns.at(-1)).toEqual({ role: "user", content: "How much is the Professional plan?" });
  });

  it("streams the model's reply as it arrives", async () => {
    fake.behave({ stream: ["Yard signs ", "are $199.00 ", "for 10."] });
    const response = await ask("Do you do yard signs?", { stream: true });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.filter((e) => e.event === "message").map((e) => e.data)).toEqual([{ delta: "Yard signs " }, { delta: "are $199.00 " }, { delta: "for 10." }]);
    expect(deltaText(events)).toBe("Yard signs are $199.00 for 10.");
    expect(events.at(-1)?.event).toBe("done");
    expect(fake.completions()[0]?.stream).toBe(true);
  });

  it.each([false, true])("answers 502 'Failed to get AI response' when the provider keeps failing (streaming: %s)", async (stream) => {
    fake.inject(FAULTS.serverError);
    const response = await ask("Can I cancel?", { stream });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "Failed to get AI response" });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([false, true])("answers 502 within seconds when the provider never answers (streaming: %s)", async (stream) => {
    fake.inject(FAULTS.hang);
    const started = Date.now();
    const response = await ask("Can I cancel?", { stream });
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toBe("Failed to get AI response");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("ends a stream that stalls halfway with an error event", async () => {
    fake.behave({ stream: ["We build ", "websites"], stall: true });
    const response = await ask("What do you do?", { stream: true });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(deltaText(events)).toBe("We build websites");
    expect(events.at(-1)).toEqual({ event: "error", data: { error: "Failed to get AI response" } });
  });

  it("answers 502 when the stream starts but says nothing before stalling", async () => {
    fake.behave({ stream: [], stall: true });
    const response = await ask("What do you do?", { stream: true });
    expect(response.status).toBe(502);
  });
});

describe("POST /api/ai/product-description, live", () => {
  const payload = {
    productName: "RCI Work Tee",
    productType: "apparel",
    targetAudience: "trade contractors and construction professionals",
    businessType: "RCI",
  };

  it("returns the model's description", async () => {
    fake.behave({ reply: "  A heavyweight tee your crew will wear.  " });
    const response = await describeProduct(jsonRequest("/api/ai/product-description", payload));
    expect(await response.json()).toEqual({ description: "A heavyweight tee your crew will wear." });
    expect(fake.completions()[0]?.messages.at(-1)?.content).toContain("Product: RCI Work Tee");
  });

  it("answers 502 when the provider fails or hangs", async () => {
    for (const fault of [FAULTS.serverError, FAULTS.hang]) {
      fake.heal();
      fake.inject(fault);
      const response = await describeProduct(jsonRequest("/api/ai/product-description", payload));
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toBe("Failed to generate product description");
    }
  });
});
