import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfDay } from "date-fns";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "@/tests/fakes/openai";
import { errorOf, jsonRequest } from "@/tests/support/requests";

// This file's worker reads its environment once: live AI at a local fake, 50,000 tokens a day, and
// a store in Berlin, whose days begin an hour or two before UTC's.
const fake = await startFakeOpenAi();
const ZONE = "Europe/Berlin";
Object.assign(process.env, {
  AI_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-test-fake",
  OPENAI_BASE_URL: fake.baseUrl,
  AI_DAILY_TOKEN_BUDGET: "50000",
  CONTACT_PHONE: "(555) 013-2480",
  STORE_TIME_ZONE: ZONE,
});
const { POST: chat } = await import("@/app/api/ai/chat/route");
const { POST: describeProduct } = await import("@/app/api/ai/product-description/route");
const { CHAT_CONTEXT } = await import("@/lib/ai/chat-config");
const { prisma } = await import("@/lib/db");

afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  await prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: "ai-tokens:" } } });
});

const today = () => `ai-tokens:${format(TZDate.tz(ZONE), "yyyy-MM-dd")}`;
const secondsToBerlinMidnight = () => (startOfDay(addDays(TZDate.tz(ZONE), 1)).getTime() - Date.now()) / 1000;
const spent = async () => (await prisma.rateLimitBucket.findUnique({ where: { key: today() } }))?.count ?? 0;
const ask = () => chat(jsonRequest("/api/ai/chat", { message: "How much is the Basic plan?", context: CHAT_CONTEXT }));
const askForDescription = () =>
  describeProduct(
    jsonRequest("/api/ai/product-description", {
      productName: "RCI Tee",
      productType: "T-shirt",
      targetAudience: "trade contractors and construction professionals",
      businessType: "Roofing",
    }),
  );

describe("the daily AI budget, counted in the store's days", () => {
  it("counts each live call's prompt and answer allowance against the day", async () => {
    fake.behave({ reply: "Basic is $47.00 a month." });
    expect((await ask()).status).toBe(200);
    const afterOne = await spent();
    expect(afterOne).toBeGreaterThan(400);
    expect((await askForDescription()).status).toBe(200);
    expect(await spent()).toBeGreaterThan(afterOne + 220);
  });

  it("refuses with a friendly sentence once the day's budget is spent, and asks the provider nothing", async () => {
    await prisma.rateLimitBucket.create({ data: { key: today(), count: 49_900, resetAt: new Date(Date.now() + 3_600_000) } });
    for (const response of [await ask(), await askForDescription()]) {
      expect(response.status).toBe(429);
      expect(await errorOf(response)).toBe(
        "Our AI assistant has answered all it can for today. Please try again tomorrow, or call us at (555) 013-2480: we're happy to help.",
      );
      // Tomorrow starts at midnight in Berlin, not in UTC.
      expect(Number(response.headers.get("retry-after"))).toBeCloseTo(secondsToBerlinMidnight(), -1);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("lets parallel calls spend at most what is left, not each the whole of it", async () => {
    fake.behave({ reply: "Basic is $47.00 a month." });
    await prisma.rateLimitBucket.create({ data: { key: today(), count: 47_000, resetAt: new Date(Date.now() + 3_600_000) } });
    const statuses = (await Promise.all(Array.from({ length: 10 }, ask))).map((response) => response.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(statuses.filter((status) => status === 200).length);
  });
});
