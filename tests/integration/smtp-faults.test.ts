import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "@/tests/fakes/smtp";

// This file's worker reads its environment once: mail over SMTP to a local fake with a short timeout (roomy enough for a busy machine).
// When a test says so, the mail server keeps a recipient's sender waiting mid-send.
let holding: ((recipient: string) => boolean) | undefined;
const smtp = await startFakeSmtp({ holds: (recipient) => holding?.(recipient) ?? false });
Object.assign(process.env, { MAIL_PROVIDER: "smtp", SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: "2000", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: contact } = await import("@/app/api/contact-inquiries/route");
const { prisma } = await import("@/lib/db");
await import("@/lib/jobs/handlers");
const { workDueJobs } = await import("@/lib/jobs/run");
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
  ])("still creates the order when the mail server %s; the email job records the failure and retries", async (_, behaviour, error) => {
    const payment = await paidSandboxPayment([tee]);
    smtp.behave(behaviour);
    const response = await reportPayment(payment);
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as { orderId: number };
    const started = Date.now();
    await workDueJobs({ budgetMs: 10_000, queues: ["order.email"] });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ paymentIntentId: payment });
    const email = await prisma.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `order-${orderId}-confirmation` } });
    expect(email).toMatchObject({ status: "failed", to: "joe@mason.test" });
    expect(email.error).toMatch(error);
    const failure = await prisma.orderEvent.findFirstOrThrow({ where: { orderId, type: "email.attempt_failed" } });
    expect(failure.message).toMatch(/attempt 1 of 7 failed/);

    // The retry, once the mail server is back, sends it: one email, marked sent.
    smtp.behave("accept");
    await expect
      .poll(
        async () => (
          await workDueJobs({ budgetMs: 5_000, queues: ["order.email"] }),
          (await prisma.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `order-${orderId}-confirmation` } })).status
        ),
        { timeout: 15_000, interval: 500 },
      )
      .toBe("sent");
    expect(await prisma.outgoingEmail.count({ where: { orderId } })).toBe(1);
  });

  it("keeps a contact inquiry without waiting on a hanging mail server; the email job sends it once the server is back", async () => {
    smtp.behave("hang");
    const response = await contact(
      jsonRequest("/api/contact-inquiries", {
        firstName: "Ana",
        lastName: "Ruiz",
        businessName: "Ruiz Roofing",
        email: "ana@ruiz.test",
        phone: "555-0101",
        tradeType: "Roofing",
        message: "We need a site that brings in storm calls.",
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await prisma.contactInquiry.findUnique({ where: { id } })).toMatchObject({ businessName: "Ruiz Roofing" });
    const teamEmail = () => prisma.outgoingEmail.findFirst({ where: { subject: { startsWith: `New contact inquiry #${id}:` } } });
    // The request answered without trying the mail server: the job does.
    expect(await teamEmail()).toBeNull();

    await workDueJobs({ budgetMs: 10_000, queues: ["contact.email"] });
    expect(await teamEmail()).toMatchObject({ status: "failed", error: expect.stringMatching(/timeout/i) });

    smtp.behave("accept");
    await expect
      .poll(async () => (await workDueJobs({ budgetMs: 5_000, queues: ["contact.email"] }), (await teamEmail())?.status), { timeout: 15_000, interval: 500 })
      .toBe("sent");
    expect(smtp.received.filter((message) => message.data.includes(`New contact inquiry #${id}:`))).toHaveLength(1);
  });

  it("delivers an order's confirmation over SMTP", async () => {
    const payment = await paidSandboxPayment([tee]);
    const { orderId } = (await (await reportPayment(payment)).json()) as { orderId: number };
    await workDueJobs({ budgetMs: 10_000, queues: ["order.email"] });
    expect(await prisma.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `order-${orderId}-confirmation` } })).toMatchObject({ status: "sent" });
    expect(smtp.received.at(-1)?.data).toContain(`order #${orderId}`);
  });

  it("sends an email on its next run when the run sending it died mid-send, and only once", async () => {
    const { sendEmailOnce } = await import("@/lib/mail");
    const message = { to: "ana@ruiz.test", subject: "Your storm-season checklist", text: "Three things to post this week." };
    const dedupeKey = `checklist-${crypto.randomUUID()}`;
    let sending = () => {};
    const midSend = new Promise<void>((resolve) => (sending = resolve));
    holding = (recipient) => {
      if (recipient !== message.to) return false;
      holding = undefined;
      sending();
      return true;
    };
    const dying = sendEmailOnce(dedupeKey, message).then(
      () => "sent",
      () => "failed",
    );
    // The run waits on the mail server; its process dies, and PostgreSQL ends its session.
    await midSend;
    await prisma.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`;

    expect(await sendEmailOnce(dedupeKey, message)).toBe(true);
    expect(await dying).toBe("failed");
    expect(await sendEmailOnce(dedupeKey, message)).toBe(false);
    expect(smtp.received.filter((received) => received.data.includes(message.subject))).toHaveLength(1);
    expect(await prisma.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey } })).toMatchObject({ status: "sent" });
  });
});
