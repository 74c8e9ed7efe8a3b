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

  describe("in production", () => {
    const safe = {
      NODE_ENV: "production",
      AUTH_SECRET: "a-long-random-secret",
      DATABASE_URL: "postgresql://shop:pw@db.example.com:5432/shop",
      SITE_URL: "https://shop.example.com",
      ADMIN_EMAIL: "owner@shop.example.com",
      ADMIN_PASSWORD: "a long admin password",
      ADMIN_PIN: "135790",
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_1",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_BASIC: "price_basic",
      STRIPE_PRICE_PROFESSIONAL: "price_professional",
      STRIPE_PRICE_PREMIUM: "price_premium",
    };

    it("starts with safe settings", () => {
      expect(parseEnv(safe).PAYMENTS_PROVIDER).toBe("stripe");
    });

    it.each([
      ["no DATABASE_URL", { DATABASE_URL: undefined }, /DATABASE_URL is not set/],
      ["the published admin email", { ADMIN_EMAIL: "admin@viralize.test" }, /ADMIN_EMAIL is unset or the published demo address/],
      ["the published admin email in capitals", { ADMIN_EMAIL: "ADMIN@VIRALIZE.TEST" }, /ADMIN_EMAIL is unset or the published demo address/],
      ["no admin email", { ADMIN_EMAIL: undefined }, /ADMIN_EMAIL is unset/],
      ["the published admin password", { ADMIN_PASSWORD: "viralize-admin" }, /ADMIN_PASSWORD is unset or the published demo password/],
      ["an admin password under 12 characters", { ADMIN_PASSWORD: "short-pass1" }, /ADMIN_PASSWORD is shorter than 12 characters/],
      ["the published PIN", { ADMIN_PIN: "246810" }, /ADMIN_PIN is unset or the published demo PIN/],
      [
        "live Stripe without a plan's Price",
        { STRIPE_PRICE_PREMIUM: undefined },
        /PAYMENTS_PROVIDER=stripe sells website plans but STRIPE_PRICE_PREMIUM is not set/,
      ],
      ["test payments", { PAYMENTS_PROVIDER: "sandbox" }, /PAYMENTS_PROVIDER is sandbox \(TEST MODE\) without ALLOW_TEST_PAYMENTS=true/],
      [
        "test payments with live Printful",
        { PAYMENTS_PROVIDER: "sandbox", ALLOW_TEST_PAYMENTS: "true", MERCH_PROVIDER: "printful", PRINTFUL_TOKEN: "pf" },
        /with live Printful would ship unpaid orders/,
      ],
      ["a plain-http SITE_URL", { SITE_URL: "http://shop.example.com" }, /SITE_URL is not https/],
    ])("refuses %s, naming it", (_, change, message) => {
      expect(() => parseEnv({ ...safe, ...change })).toThrow(EnvError);
      expect(() => parseEnv({ ...safe, ...change })).toThrow(message);
    });

    it("names every problem in one message", () => {
      const error = (() => {
        try {
          parseEnv({ NODE_ENV: "production" });
        } catch (caught) {
          return caught as Error;
        }
        throw new Error("expected the production defaults to be refused");
      })();
      for (const name of ["AUTH_SECRET", "DATABASE_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD", "ADMIN_PIN", "ALLOW_TEST_PAYMENTS"])
        expect(error.message).toContain(name);
    });

    it("allows test payments on purpose, and a localhost SITE_URL", () => {
      expect(parseEnv({ ...safe, PAYMENTS_PROVIDER: "sandbox", ALLOW_TEST_PAYMENTS: "true", SITE_URL: "http://127.0.0.1:3100" }).ALLOW_TEST_PAYMENTS).toBe(
        true,
      );
    });

    it("leaves development alone: the demo admin and test payments are its defaults", () => {
      expect(parseEnv({}).ADMIN_EMAIL).toBe("admin@viralize.test");
    });
  });
});
