import { beforeAll, describe, expect, it } from "vitest";
import { POST as priceCheck } from "@/app/api/checkout/price/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as sandboxConfirm } from "@/app/api/payments/sandbox/confirm/route";
import { POST as planStart } from "@/app/api/plans/start/route";
import { POST as chat } from "@/app/api/ai/chat/route";
import { POST as productDescription } from "@/app/api/ai/product-description/route";
import { POST as upload } from "@/app/api/uploads/route";
import { POST as openQuotePayment } from "@/app/api/quotes/[token]/payment/route";
import { POST as confirmQuotePayment } from "@/app/api/quotes/[token]/payment/confirm/route";
import { POST as askQuoteQuestion } from "@/app/api/quotes/[token]/questions/route";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { customer, seedTestCatalogue } from "@/tests/support/catalogue";
import { SHIP_TO, tokenParams } from "@/tests/support/quotes";
import { expectRateLimit, freshIp, jsonRequest, multipartRequest } from "@/tests/support/requests";

// The limits of the endpoints without a test file of their own; every other limit is shown biting in its endpoint's file.
const CHECKOUT = { limit: 30, windowSeconds: 600 };
const CONTACT = { limit: 5, windowSeconds: 600 };
const AI = { limit: 20, windowSeconds: 60 };
const UPLOAD = { limit: 30, windowSeconds: 600 };

const tee = { productId: "101", variantId: "1001", quantity: 1 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const description = {
  productName: "RCI Tee",
  productType: "T-shirt",
  targetAudience: "trade contractors and construction professionals",
  businessType: "Roofing",
};

beforeAll(seedTestCatalogue);

describe("rate limits", () => {
  describe("checkout: 30 attempts in 10 minutes, counted across its endpoints", () => {
    it("POST /api/checkout/price", async () => {
      await expectRateLimit(RATE_LIMITS.checkout, CHECKOUT, (ip) =>
        priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: "NONE" }, { ip })),
      );
    });

    it("POST /api/create-payment-intent", async () => {
      await expectRateLimit(RATE_LIMITS.checkout, CHECKOUT, (ip) =>
        createIntent(jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer }, { ip })),
      );
    });

    it("POST /api/payments/sandbox/confirm", async () => {
      const card = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
      await expectRateLimit(RATE_LIMITS.checkout, CHECKOUT, (ip) =>
        sandboxConfirm(jsonRequest("/api/payments/sandbox/confirm", { clientSecret: "pi_gone_secret_0123456789", card }, { ip })),
      );
    });

    it("POST /api/plans/start", async () => {
      const body = { plan: "professional", business: { businessName: "Smith Roofing", trade: "Roofing", serviceArea: "Austin, TX", phone: "(512) 555-0142" } };
      await expectRateLimit(RATE_LIMITS.checkout, CHECKOUT, (ip) => planStart(jsonRequest("/api/plans/start", body, { ip })));
    });

    it("shares one count between them", async () => {
      const ip = freshIp();
      for (let i = 0; i < CHECKOUT.limit; i++)
        expect((await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: "NONE" }, { ip }))).status).not.toBe(429);
      expect((await createIntent(jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer }, { ip }))).status).toBe(429);
    });
  });

  describe("a quote's link: paying counts as checkout, asking a question as the contact form", () => {
    const token = "no-such-quote-token-0123456789abcdefghijklmnop";

    it("POST /api/quotes/{token}/payment", async () => {
      await expectRateLimit(RATE_LIMITS.checkout, CHECKOUT, (ip) =>
        openQuotePayment(jsonRequest(`/api/quotes/${token}/payment`, { shipping: SHIP_TO }, { ip }), tokenParams(token)),
      );
    });

    it("POST /api/quotes/{token}/payment/confirm", async () => {
      await expectRateLimit(RATE_LIMITS.checkout, CHECKOUT, (ip) =>
        confirmQuotePayment(jsonRequest(`/api/quotes/${token}/payment/confirm`, {}, { ip }), tokenParams(token)),
      );
    });

    it("POST /api/quotes/{token}/questions", async () => {
      await expectRateLimit(RATE_LIMITS.contact, CONTACT, (ip) =>
        askQuoteQuestion(jsonRequest(`/api/quotes/${token}/questions`, { message: "Can you do rounded corners?" }, { ip }), tokenParams(token)),
      );
    });
  });

  describe("ai: 20 requests a minute", () => {
    it("POST /api/ai/product-description", async () => {
      await expectRateLimit(RATE_LIMITS.ai, AI, (ip) => productDescription(jsonRequest("/api/ai/product-description", description, { ip })));
    });

    it("POST /api/ai/chat", async () => {
      await expectRateLimit(RATE_LIMITS.ai, AI, (ip) => chat(jsonRequest("/api/ai/chat", { message: "How fast can you launch my site?" }, { ip })));
    });
  });

  describe("upload: 30 uploads in 10 minutes", () => {
    it("POST /api/uploads", async () => {
      await expectRateLimit(RATE_LIMITS.upload, UPLOAD, (ip) => upload(multipartRequest("/api/uploads", [{ name: "logo.png", bytes: PNG }], ip)));
    });
  });
});
