import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("environment", () => {
  it("runs every integration offline when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      MERCH_PROVIDER: "offline",
      PAYMENTS_PROVIDER: "sandbox",
      AI_PROVIDER: "local",
      MAIL_PROVIDER: "outbox",
      UPLOADS_PROVIDER: "disk",
      BUSINESS_HOURS: "Mon-Fri 9AM-6PM EST",
    });
  });

  it.each([
    [{ PAYMENTS_PROVIDER: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1", NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ MERCH_PROVIDER: "printful" }, "PRINTFUL_TOKEN"],
    [{ AI_PROVIDER: "openai" }, "OPENAI_API_KEY"],
    [{ MAIL_PROVIDER: "smtp" }, "SMTP_URL"],
    [{ UPLOADS_PROVIDER: "s3" }, "S3_BUCKET"],
    [{ NODE_ENV: "production" }, "AUTH_SECRET"],
  ])("refuses a live provider without its keys (%o) and names %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`needs ${variable}`));
  });

  it("accepts a live provider once its keys are there", () => {
    const env = parseEnv({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9999/v1" });
    expect(env.AI_PROVIDER).toBe("openai");
    expect(env.OPENAI_BASE_URL).toBe("http://127.0.0.1:9999/v1");
  });

  it("treats empty values as unset, as .env files write them", () => {
    expect(() => parseEnv({ MERCH_PROVIDER: "printful", PRINTFUL_TOKEN: "" })).toThrow(/needs PRINTFUL_TOKEN/);
    expect(parseEnv({ BASIC_PLAN_PAYMENT_URL: "" }).BASIC_PLAN_PAYMENT_URL).toBeUndefined();
  });

  it("keeps the store's clock in a real IANA time zone, New York unless set", () => {
    expect(parseEnv({}).STORE_TIME_ZONE).toBe("America/New_York");
    expect(parseEnv({ STORE_TIME_ZONE: "" }).STORE_TIME_ZONE).toBe("America/New_York");
    expect(parseEnv({ STORE_TIME_ZONE: "America/Los_Angeles" }).STORE_TIME_ZONE).toBe("America/Los_Angeles");
    expect(() => parseEnv({ STORE_TIME_ZONE: "Eastern" })).toThrow(EnvError);
    expect(() => parseEnv({ STORE_TIME_ZONE: "America/Springfield" })).toThrow(/STORE_TIME_ZONE: must be an IANA time zone name/);
  });

  it("explains malformed values by name", () => {
    expect(() => parseEnv({ ADMIN_PIN: "12ab" })).toThrow(/ADMIN_PIN must be exactly 6 digits/);
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "paypal" })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
