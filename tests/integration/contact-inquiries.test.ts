import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact-inquiries/route";
import { prisma } from "@/lib/db";
import { jobHandlers } from "@/lib/jobs/handlers";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { jobRows, workJobsDueNow } from "@/tests/support/jobs";
import { errorOf, expectRateLimit, jsonRequest } from "@/tests/support/requests";

const valid = {
  firstName: "Dana",
  lastName: "Ortiz",
  businessName: "Ortiz Plumbing",
  email: "dana@ortizplumbing.test",
  phone: "(555) 201-7788",
  tradeType: "Plumber",
  message: "We need a site that ranks in three towns and takes emergency calls.",
};

const emailJobs = async () => (await jobRows("contact.email")).length;

beforeEach(async () => {
  await prisma.contactInquiry.deleteMany();
  await prisma.outgoingEmail.deleteMany();
});

describe("POST /api/contact-inquiries", () => {
  it("stores the inquiry and emails it to the team by a job, once even when the job runs twice", async () => {
    const response = await POST(jsonRequest("/api/contact-inquiries", valid));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await prisma.contactInquiry.findUnique({ where: { id } })).toMatchObject(valid);
    expect((await jobRows("contact.email")).filter((job) => job.data.inquiryId === id)).toHaveLength(1);

    await workJobsDueNow();
    await jobHandlers["contact.email"]({ inquiryId: id }, { attempt: 2, maxAttempts: 7, lastAttempt: false });
    const emails = await prisma.outgoingEmail.findMany();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: "team@viralize.test", replyTo: valid.email, status: "outbox", subject: `New contact inquiry #${id}: Ortiz Plumbing (Plumber)` });
    expect(emails[0]?.text).toContain(valid.message);
  });

  it.each([
    ["a missing field", { ...valid, firstName: undefined }, /first name/],
    ["a blank field", { ...valid, businessName: "   " }, /business name/],
    ["a wrong type", { ...valid, phone: 5552017788 }, /phone/],
    ["a bad email", { ...valid, email: "dana@" }, /email/],
    ["an unknown trade", { ...valid, tradeType: "Astronaut" }, /trade/],
    ["a 100 KB message", { ...valid, message: "x".repeat(100_000) }, /5,000 characters/],
    ["an array body", [valid], /./],
    ["a null body", null, /missing|not valid/],
  ])("refuses %s with a 400, stores nothing and queues no email", async (_, body, message) => {
    const jobsBefore = await emailJobs();
    const response = await POST(jsonRequest("/api/contact-inquiries", body));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.contactInquiry.count()).toBe(0);
    expect(await emailJobs()).toBe(jobsBefore);
  });

  it("refuses invalid JSON and a wrong content type", async () => {
    const broken = await POST(jsonRequest("/api/contact-inquiries", '{"firstName": "Dana",'));
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toMatch(/not valid JSON/);
    const form = await POST(jsonRequest("/api/contact-inquiries", "firstName=Dana", { headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(form.status).toBe(415);
    expect(await prisma.contactInquiry.count()).toBe(0);
  });

  it("refuses a body over 256 KB with 413", async () => {
    const response = await POST(jsonRequest("/api/contact-inquiries", { ...valid, message: "y".repeat(300_000) }));
    expect(response.status).toBe(413);
    await errorOf(response);
  });

  it("thanks a bot that fills the honeypot, keeps nothing and queues no email", async () => {
    const jobsBefore = await emailJobs();
    const response = await POST(jsonRequest("/api/contact-inquiries", { ...valid, companyFax: "555-0000" }));
    expect(response.status).toBe(201);
    expect(await prisma.contactInquiry.count()).toBe(0);
    expect(await emailJobs()).toBe(jobsBefore);
  });

  it("limits one visitor to 5 messages in 10 minutes", async () => {
    await expectRateLimit(RATE_LIMITS.contact, { limit: 5, windowSeconds: 600 }, (ip) => POST(jsonRequest("/api/contact-inquiries", valid, { ip })));
    // Five from the limited visitor in each of two windows and one from another: the refused messages were not kept.
    expect(await prisma.contactInquiry.count()).toBe(11);
  });
});
