import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as updateContact } from "@/app/api/admin/contact-inquiries/[id]/route";
import { GET, POST } from "@/app/api/contact-inquiries/route";
import { prisma } from "@/lib/db";
import { jobHandlers } from "@/lib/jobs/handlers";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { jobRows, workJobsDueNow } from "@/tests/support/jobs";
import { adminCookie, idParams } from "@/tests/support/orders";
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
    expect(emails[0]).toMatchObject({
      to: "team@viralize.test",
      replyTo: valid.email,
      status: "outbox",
      subject: `New contact inquiry #${id}: Ortiz Plumbing (Plumber)`,
    });
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

describe("the admin's contacts: status, note and filter", () => {
  const patch = (id: number, cookie: string, body: unknown) =>
    updateContact(jsonRequest(`/api/admin/contact-inquiries/${id}`, body, { method: "PATCH", headers: { cookie } }), idParams(id));
  const list = async (cookie: string, query: string) => {
    const response = await GET(new Request(`http://localhost/api/contact-inquiries${query}`, { headers: { cookie } }));
    expect(response.status, await response.clone().text()).toBe(200);
    return response;
  };
  const received = async (lastName: string) =>
    ((await (await POST(jsonRequest("/api/contact-inquiries", { ...valid, lastName }))).json()) as { id: number }).id;

  it("marks a lead called back, won or lost with a note, audited; the list filters by status and exports both", async () => {
    const cookie = await adminCookie();
    const [first, second] = [await received("First"), await received("Second")];
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id: first } })).toMatchObject({ status: "new", note: null });

    const called = await patch(first, cookie, { status: "called_back", note: "  Called Tuesday, wants a 5-page site. Try again Friday.  " });
    expect(called.status).toBe(200);
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      status: "called_back",
      note: "Called Tuesday, wants a 5-page site. Try again Friday.",
    });
    expect(await prisma.adminAuditLog.findFirst({ where: { entityType: "contactInquiry", entityId: String(first), action: "contact.update" } })).toMatchObject({
      before: { status: "new", note: null },
      after: { status: "called_back", note: "Called Tuesday, wants a 5-page site. Try again Friday." },
    });
    // The status alone keeps the note; an empty note removes it.
    expect((await patch(first, cookie, { status: "won" })).status).toBe(200);
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      status: "won",
      note: "Called Tuesday, wants a 5-page site. Try again Friday.",
    });
    expect((await patch(second, cookie, { status: "lost", note: "" })).status).toBe(200);
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: "lost", note: null });

    const won = (await (await list(cookie, "?status=won")).json()) as { id: number; status: string; note: string }[];
    expect(won.map((row) => [row.id, row.status, row.note])).toEqual([[first, "won", "Called Tuesday, wants a 5-page site. Try again Friday."]]);
    expect((await list(cookie, "?status=new")).headers.get("x-total-count")).toBe("0");
    const csv = await (await list(cookie, "?format=csv&status=won")).text();
    expect(csv.split("\r\n")[0]).toBe("ID,Date,First name,Last name,Business,Email,Phone,Trade,Message,Status,Note");
    expect(csv).toContain(',Won,"Called Tuesday, wants a 5-page site. Try again Friday."');
    expect(csv).not.toContain("Second");
  });

  it.each([
    ["an unknown status", { status: "maybe" }, "Status must be one of: new, called_back, won, lost."],
    ["a note over 2,000 characters", { note: "x".repeat(2001) }, "Keep the note under 2,000 characters."],
    ["nothing to change", {}, "Send a status, a note or both."],
  ])("refuses %s with a 400 and changes nothing", async (_, body, message) => {
    const cookie = await adminCookie();
    const id = await received("Refused");
    const response = await patch(id, cookie, body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "new", note: null });
  });

  it("answers an unknown inquiry with a 404 and a wrong status filter with a 400", async () => {
    const cookie = await adminCookie();
    const missing = await patch(999_999, cookie, { status: "won" });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe("Contact inquiry #999999 does not exist.");
    const response = await GET(new Request("http://localhost/api/contact-inquiries?status=maybe", { headers: { cookie } }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("Status must be one of: new, called_back, won, lost.");
  });
});
