import { describe, expect, it } from "vitest";
import { POST as answer } from "@/app/api/admin/quotes/[id]/answers/route";
import { POST as decline } from "@/app/api/admin/quotes/[id]/decline/route";
import { PATCH as printOrderStatus } from "@/app/api/admin/quotes/[id]/print-order/route";
import { POST as revoke } from "@/app/api/admin/quotes/[id]/revoke/route";
import { POST as askQuestion } from "@/app/api/quotes/[token]/questions/route";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Expired } from "@/lib/errors";
import { quoteRequestDetail, quotesAwaitingPayment } from "@/lib/quotes/admin-requests";
import { reconcileQuotePayments } from "@/lib/quotes/reconcile";
import { customerQuote, printOrdersOfCustomer } from "@/lib/quotes/views";
import { accountIdentity } from "@/lib/auth/email-verification";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { workJobsUntil } from "@/tests/support/jobs";
import { adminCookie, adminPost, idParams } from "@/tests/support/orders";
import {
  authorisedQuotePayment,
  confirmQuotePayment,
  emailedToken,
  newQuoteRequest,
  openQuotePayment,
  payWithCard,
  pricedQuote,
  pricing,
  QUOTE_ITEMS,
  QUOTE_TOTAL,
  SHIP_TO,
  tokenParams,
} from "@/tests/support/quotes";
import { errorOf, jsonRequest } from "@/tests/support/requests";

/** Print quotes paid online with the sandbox gateway: priced by the admin, paid from the emailed link. */

const question = (token: string, message: string) => askQuestion(jsonRequest(`/api/quotes/${token}/questions`, { message }), tokenParams(token));

async function paidQuote() {
  const quote = await pricedQuote();
  const { clientSecret } = (await (await openQuotePayment(quote.token)).json()) as { clientSecret: string };
  expect((await payWithCard(clientSecret)).status).toBe(200);
  expect((await confirmQuotePayment(quote.token)).status).toBe(201);
  return quote;
}

describe("pricing a quote request", () => {
  it("stores the quote, audits it and emails the customer a link that shows the items and total", async () => {
    const { requestId, token } = await pricedQuote("joe@mason.test");
    expect(await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ stage: "quoted" });
    expect(await prisma.adminAuditLog.findFirst({ where: { entityType: "quoteRequest", entityId: String(requestId), action: "quote.price" } })).toMatchObject({
      after: { total: QUOTE_TOTAL },
    });
    const email = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: "joe@mason.test", subject: { contains: `#${requestId}` } } });
    expect(email.text).toContain(`${env().SITE_URL}/quotes/${token}`);
    expect(email.text).toContain("Total: $114.00");
    const shown = await customerQuote(token);
    expect(shown).toMatchObject({ quoteRequestId: requestId, total: QUOTE_TOTAL, items: QUOTE_ITEMS, note: "Ready in 5 business days.", printOrder: null });
  });

  it("refuses bad lines and non-admins with a sentence, writing nothing", async () => {
    const request = await newQuoteRequest();
    const admin = await pricedQuote();
    const empty = await pricing(request.id, admin.cookie, { items: [] });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe("Add at least one line.");
    const free = await pricing(request.id, admin.cookie, { items: [{ description: "Cards", quantity: 1, amount: 0 }] });
    expect(await errorOf(free)).toBe("Each line's amount must be more than $0.00.");
    const customer = await cookieFor(await createUser("USER"));
    expect((await pricing(request.id, customer)).status).toBe(403);
    expect(await prisma.quote.count({ where: { quoteRequestId: request.id } })).toBe(0);
    expect(await prisma.quoteRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ stage: "new" });
  });
});

describe("paying a quote", () => {
  it("takes one payment of the stored total when paid twice at once (double click, two tabs)", async () => {
    const { token, requestId } = await pricedQuote();
    const opened = await Promise.all([openQuotePayment(token), openQuotePayment(token)]);
    const [first, second] = (await Promise.all(opened.map((r) => r.json()))) as { clientSecret: string; total: number }[];
    expect(first!.clientSecret).toBe(second!.clientSecret);
    expect(first!.total).toBe(QUOTE_TOTAL);
    expect((await Promise.all([payWithCard(first!.clientSecret), payWithCard(second!.clientSecret)])).map((r) => r.status)).toEqual([200, 200]);

    const confirmed = await Promise.all([confirmQuotePayment(token), confirmQuotePayment(token), confirmQuotePayment(token)]);
    expect(confirmed.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const order = await prisma.printOrder.findUniqueOrThrow({ where: { quoteRequestId: requestId } });
    expect(order).toMatchObject({ status: "paid", total: QUOTE_TOTAL });
    const intents = await prisma.sandboxPaymentIntent.findMany({ where: { idempotencyKey: { startsWith: "quote-" }, id: order.paymentIntentId } });
    expect(intents).toMatchObject([{ amount: QUOTE_TOTAL, status: "succeeded" }]);
    expect(await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ stage: "paid" });
    expect(await prisma.quoteEvent.count({ where: { quoteRequestId: requestId, type: "payment.captured" } })).toBe(1);

    const again = await openQuotePayment(token);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("This quote is paid already. Thank you!");
  });

  it("shows the print order's status on the link and to the signed-in customer; the admin moves it along", async () => {
    const { token, requestId, cookie } = await paidQuote();
    const status = (value: string) =>
      printOrderStatus(
        new Request(`http://localhost/api/admin/quotes/${requestId}/print-order`, {
          method: "PATCH",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ status: value }),
        }),
        idParams(requestId),
      );
    expect((await status("in_production")).status).toBe(200);
    expect((await customerQuote(token)).printOrder).toMatchObject({ status: "in_production", total: QUOTE_TOTAL });
    expect((await status("shipped")).status).toBe(200);
    expect(await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ stage: "done" });
    const email = (await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).email;
    const customer = await createUser("USER", email.toUpperCase());
    await prisma.user.update({ where: { id: customer.id }, data: { emailVerified: new Date() } });
    expect(await printOrdersOfCustomer(await accountIdentity(customer.id))).toMatchObject([{ quoteRequestId: requestId, status: "shipped" }]);
    expect(await prisma.adminAuditLog.count({ where: { entityId: String(requestId), action: "print_order.status" } })).toBe(2);
    expect(await errorOf(await status("lost"))).toBe("Status must be one of: paid, in_production, shipped, delivered.");
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: email, subject: { startsWith: "Paid:" } } })) === 1);
  });
});

describe("the shipping address", () => {
  it("is asked for when paying, prefilled from the request, and kept by the print order for the admin and the customer", async () => {
    const cookie = await adminCookie();
    const request = await newQuoteRequest(undefined, "12 Elm St, Austin, TX 78701");
    const { quoteId } = (await (await pricing(request.id, cookie)).json()) as { quoteId: string };
    const token = await emailedToken(quoteId);
    expect((await customerQuote(token)).shipTo).toEqual({ name: "Joe Mason", address: "12 Elm St", address2: "", city: "Austin", state: "TX", zip: "78701" });

    const none = await openQuotePayment(token, {});
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toBe("Enter the address to ship your print job to.");
    const badZip = await openQuotePayment(token, { shipping: { ...SHIP_TO, zip: "7870" } });
    expect(await errorOf(badZip)).toBe("Enter a 5-digit ZIP code.");
    expect(await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ paymentIntentId: null });

    await authorisedQuotePayment(token);
    // Reopened (the same payment), the form shows the address given.
    expect((await customerQuote(token)).shipTo).toEqual(SHIP_TO);
    expect((await confirmQuotePayment(token)).status).toBe(201);
    expect(await prisma.printOrder.findUniqueOrThrow({ where: { quoteRequestId: request.id } })).toMatchObject({
      shipName: "Joe Mason",
      shipLine1: "12 Elm St",
      shipLine2: "Suite 4",
      shipCity: "Austin",
      shipState: "TX",
      shipZip: "78701",
      shipCountry: "US",
    });
    const label = "Joe Mason\n12 Elm St\nSuite 4\nAustin, TX 78701\nUnited States";
    expect((await customerQuote(token)).printOrder).toMatchObject({ shippingAddress: label });
    expect((await quoteRequestDetail(request.id))!.printOrder).toMatchObject({ number: expect.stringMatching(/^P-\d+$/), shippingAddress: label });
  });

  it("prefills what it can from a business address written any way", async () => {
    const cookie = await adminCookie();
    const request = await newQuoteRequest(undefined, "Unit 3, 400 Industrial Pkwy");
    const { quoteId } = (await (await pricing(request.id, cookie)).json()) as { quoteId: string };
    expect((await customerQuote(await emailedToken(quoteId))).shipTo).toEqual({
      name: "Joe Mason",
      address: "Unit 3, 400 Industrial Pkwy",
      address2: "",
      city: "",
      state: "",
      zip: "",
    });
  });
});

describe("reconciliation", () => {
  it("turns an authorised quote payment into its print order when neither the browser nor a webhook reported it", async () => {
    const { token, requestId } = await pricedQuote();
    const { clientSecret } = (await (await openQuotePayment(token)).json()) as { clientSecret: string };
    await payWithCard(clientSecret);
    expect(await reconcileQuotePayments()).toBeGreaterThanOrEqual(1);
    expect(await prisma.printOrder.findUniqueOrThrow({ where: { quoteRequestId: requestId } })).toMatchObject({ status: "paid", total: QUOTE_TOTAL });
    expect(await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret } })).toMatchObject({ status: "succeeded" });
  });
});

describe("the dashboard's quotes awaiting payment", () => {
  it("counts a sent quote until it is paid", async () => {
    const before = await quotesAwaitingPayment();
    const { token } = await pricedQuote();
    expect(await quotesAwaitingPayment()).toEqual({ count: before.count + 1, total: before.total + QUOTE_TOTAL });
    const { clientSecret } = (await (await openQuotePayment(token)).json()) as { clientSecret: string };
    await payWithCard(clientSecret);
    await confirmQuotePayment(token);
    expect(await quotesAwaitingPayment()).toEqual(before);
  });
});

describe("dead links", () => {
  it("refuses an expired link: no payment, no page", async () => {
    const { token, quoteId } = await pricedQuote();
    await prisma.quote.update({ where: { id: quoteId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await openQuotePayment(token);
    expect(response.status).toBe(410);
    expect(await errorOf(response)).toMatch(/^This quote has expired/);
    await expect(customerQuote(token)).rejects.toThrow(Expired);
  });

  it("refuses a revoked link, and re-pricing sends a new link that works", async () => {
    const { token, requestId, cookie } = await pricedQuote();
    expect((await revoke(adminPost(`/api/admin/quotes/${requestId}/revoke`, cookie), idParams(requestId))).status).toBe(200);
    const refused = await openQuotePayment(token);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatch(/^This quote link doesn't work any more/);
    expect((await question(token, "Still on?")).status).toBe(404);

    const repriced = await pricing(requestId, cookie);
    const { quoteId } = (await repriced.json()) as { quoteId: string };
    const fresh = await emailedToken(quoteId);
    expect(fresh).not.toBe(token);
    expect((await openQuotePayment(fresh)).status).toBe(200);
    expect((await openQuotePayment(token)).status).toBe(404);
  });

  it("a quote revoked while the customer pays releases the card: no print order", async () => {
    const { token, requestId, cookie } = await pricedQuote();
    const { clientSecret } = (await (await openQuotePayment(token)).json()) as { clientSecret: string };
    await payWithCard(clientSecret);
    await decline(adminPost(`/api/admin/quotes/${requestId}/decline`, cookie), idParams(requestId));
    const refused = await confirmQuotePayment(token);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe("This quote was withdrawn while you were paying, so we didn't charge you. Ask us for a new one.");
    expect(await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret } })).toMatchObject({ status: "canceled" });
    expect(await prisma.printOrder.count({ where: { quoteRequestId: requestId } })).toBe(0);
    expect(await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ stage: "declined" });
  });
});

describe("questions and declining", () => {
  it("stores the customer's question for the admin and emails it to the team", async () => {
    const { token, requestId } = await pricedQuote();
    const response = await question(token, "Can you do rounded corners for the same price?");
    expect(response.status).toBe(201);
    expect(await prisma.quoteQuestion.findMany({ where: { quoteRequestId: requestId } })).toMatchObject([
      { message: "Can you do rounded corners for the same price?" },
    ]);
    await workJobsUntil(
      async () =>
        (await prisma.outgoingEmail.count({ where: { to: env().TEAM_EMAIL, subject: `Question on print quote #${requestId} from Mason Roofing` } })) === 1,
    );
    expect(await errorOf(await question(token, " "))).toBe("Write your question (at least 3 characters).");
  });

  it("answers a question from the request's page: stored, on the timeline, audited, and emailed to the customer with the quote's link", async () => {
    const { token, requestId, cookie } = await pricedQuote("joe@mason.test");
    expect((await question(token, "Can you do rounded corners for the same price?")).status).toBe(201);
    const { id: questionId } = await prisma.quoteQuestion.findFirstOrThrow({ where: { quoteRequestId: requestId } });
    const send = (body: unknown, id = requestId) => answer(adminPost(`/api/admin/quotes/${id}/answers`, cookie, body), idParams(id));

    const response = await send({ questionId, message: "Yes: rounded corners are free on 500 cards." });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await prisma.quoteAnswer.findUniqueOrThrow({ where: { id } })).toMatchObject({
      questionId,
      message: "Yes: rounded corners are free on 500 cards.",
      answeredBy: expect.stringContaining("@"),
    });
    expect(await prisma.adminAuditLog.findFirst({ where: { entityId: String(requestId), action: "quote.answer" } })).toMatchObject({
      after: { questionId, answerId: id },
    });
    // The job was enqueued with the answer, in its transaction: working it sends the customer one email, however often it runs.
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { dedupeKey: `quote-answer-${id}` } })) === 1);
    const email = await prisma.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `quote-answer-${id}` } });
    expect(email).toMatchObject({ to: "joe@mason.test", replyTo: env().SUPPORT_EMAIL, subject: `Re: your question on Viralize print quote #${requestId}` });
    expect(email.text).toContain("> Can you do rounded corners for the same price?");
    expect(email.text).toContain("Yes: rounded corners are free on 500 cards.");
    expect(email.text).toContain(`/quotes/${token}`);
    const detail = await quoteRequestDetail(requestId);
    expect(detail?.questions[0]?.answers).toMatchObject([{ id, message: "Yes: rounded corners are free on 500 cards." }]);
    expect(detail?.events.map((event) => event.type)).toEqual(expect.arrayContaining(["question.answered", "email.sent"]));
    expect(detail?.quotes[0]?.link).toBe(`${env().SITE_URL}/quotes/${token}`);

    // Another request's question, an unknown one, and an empty answer are refused, and nothing is stored.
    const other = await newQuoteRequest();
    const wrong = await send({ questionId, message: "Sure." }, other.id);
    expect(wrong.status).toBe(404);
    expect(await errorOf(wrong)).toBe(`Quote request #${other.id} has no question #${questionId}.`);
    expect(await errorOf(await send({ questionId, message: " " }))).toBe("Write your answer.");
    expect(await errorOf(await send({ message: "Sure." }))).toBe("Say which question this answers (questionId).");
    expect(await prisma.quoteAnswer.count({ where: { questionId } })).toBe(1);
  });

  it("declines a request (audited) but never a paid one", async () => {
    const { requestId, cookie } = await paidQuote();
    const refused = await decline(adminPost(`/api/admin/quotes/${requestId}/decline`, cookie), idParams(requestId));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe("This quote is paid already, so it can't be declined.");
    const fresh = await newQuoteRequest();
    expect((await decline(adminPost(`/api/admin/quotes/${fresh.id}/decline`, cookie), idParams(fresh.id))).status).toBe(200);
    expect(await prisma.adminAuditLog.count({ where: { entityId: String(fresh.id), action: "quote.decline" } })).toBe(1);
  });
});
