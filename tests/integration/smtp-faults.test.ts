import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "@/tests/fakes/smtp";

// This file's worker reads its environment once: mail over SMTP to a local fake with a short timeout (roomy enough for a busy machine).
const smtp = await startFakeSmtp();
Object.assign(process.env, { MAIL_PROVIDER: "smtp", SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: "2000" });
const { POST: contact } = await import("@/app/api/contact-inquiries/route");
const { prisma } = await import("@/lib/db");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { paidSandboxPayment, reportPayment } = await import("@/tests/support/checkout");
const { jsonRequest } = await import("@/tests/support/requests");

beforeAll(seedTestCatalogue);
afterEach(() => smtp.behave("accept"));
afterAll(() => smtp.close());

const tee = { productId: "101", variantId: "1001", quantity: 1 };

describe("the mail server failing", () => {
  it.each([
    ["refuses the message", "reject" as const, /Mailbox unavailable/],
    ["accepts the connection but never answers", "hang" as const, /timeout/i],
  ])("still creates the order when the mail server %s, with its email recorded as failed", async (_, behaviour, error) => {
    const payment = await paidSandboxPayment([tee]);
    smtp.behave(behaviour);
    const started = Date.now();
    const response = await reportPayment(payment);
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(6_000);
    const { orderId } = (await response.json()) as { orderId: number };
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ paymentIntentId: payment, fulfillmentStatus: "recorded_offline" });
    const email = await prisma.outgoingEmail.findFirstOrThrow({ where: { subject: { contains: `#${orderId}` } } });
    expect(email).toMatchObject({ status: "failed", to: "joe@mason.test" });
    expect(email.error).toMatch(error);
  });

  it("keeps a contact inquiry when its email to the team cannot be sent", async () => {
    smtp.behave("hang");
    const response = await contact(
      jsonRequest("/api/contact-inquiries", { firstName: "Ana", lastName: "Ruiz", businessName: "Ruiz Roofing", email: "ana@ruiz.test", phone: "555-0101", tradeType: "Roofing", message: "We need a site that brings in storm calls." }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await prisma.contactInquiry.findUnique({ where: { id } })).toMatchObject({ businessName: "Ruiz Roofing" });
    expect(await prisma.outgoingEmail.findFirstOrThrow({ where: { subject: { contains: `#${id}` } } })).toMatchObject({ status: "failed" });
  });

  it("delivers again once the mail server is back", async () => {
    const payment = await paidSandboxPayment([tee]);
    const { orderId } = (await (await reportPayment(payment)).json()) as { orderId: number };
    expect(await prisma.outgoingEmail.findFirstOrThrow({ where: { subject: { contains: `#${orderId}` } } })).toMatchObject({ status: "sent" });
    expect(smtp.received.at(-1)?.data).toContain(`order #${orderId}`);
  });
});
