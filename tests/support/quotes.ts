import { expect } from "vitest";
import { POST as pricePost } from "@/app/api/admin/quotes/[id]/price/route";
import { POST as sandboxConfirm } from "@/app/api/payments/sandbox/confirm/route";
import { POST as openPayment } from "@/app/api/quotes/[token]/payment/route";
import { POST as confirmPayment } from "@/app/api/quotes/[token]/payment/confirm/route";
import { prisma } from "@/lib/db";
import { workJobsUntil } from "./jobs";
import { adminCookie, adminPost, idParams } from "./orders";
import { jsonRequest } from "./requests";

// Imports route handlers, which read the environment once: import this after setting it.

export const QUOTE_ITEMS = [
  { description: "Business cards, premium matte, 500", quantity: 500, amount: 8900 },
  { description: "Design touch-up", quantity: 1, amount: 2500 },
];
export const QUOTE_TOTAL = 11400;

/** Where the customer asks the print job to be shipped when paying. */
export const SHIP_TO = { name: "Joe Mason", address: "12 Elm St", address2: "Suite 4", city: "Austin", state: "TX", zip: "78701" };

/** A print quote request as /customize-order stores it. */
export function newQuoteRequest(email = `crew-${crypto.randomUUID()}@mason.test`, address?: string) {
  return prisma.quoteRequest.create({
    data: {
      product: "business-cards",
      paper: "premium",
      finish: "matte",
      corners: "square",
      quantity: 500,
      designOption: "template",
      businessName: "Mason Roofing",
      contactPerson: "Joe Mason",
      phone: "555-0100",
      email,
      address,
    },
  });
}

export const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });

export const pricing = (id: number, cookie: string, body: unknown = { items: QUOTE_ITEMS, note: "Ready in 5 business days." }) =>
  pricePost(adminPost(`/api/admin/quotes/${id}/price`, cookie, body), idParams(id));

/** Prices a new request as the admin and reads the link from the emailed quote: its token. */
export async function pricedQuote(email?: string): Promise<{ requestId: number; token: string; cookie: string; quoteId: string }> {
  const cookie = await adminCookie();
  const request = await newQuoteRequest(email);
  const response = await pricing(request.id, cookie);
  if (response.status !== 201) throw new Error(`pricing answered ${response.status}`);
  const { quoteId } = (await response.json()) as { quoteId: string };
  return { requestId: request.id, token: await emailedToken(quoteId), cookie, quoteId };
}

/** Works the email job and reads /quotes/{token} from the quote email (the outbox keeps its text). */
export async function emailedToken(quoteId: string): Promise<string> {
  const dedupeKey = `quote-quote-link-${quoteId}`;
  await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { dedupeKey, status: "outbox" } })) === 1);
  const email = await prisma.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey } });
  const token = email.text.match(/\/quotes\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No quote link in: ${email.text}`);
  return token;
}

/** "Accept and pay" opening the quote's payment, with the shipping address the form sends. */
export const openQuotePayment = (token: string, body: unknown = { shipping: SHIP_TO }) =>
  openPayment(jsonRequest(`/api/quotes/${token}/payment`, body), tokenParams(token));
export const confirmQuotePayment = (token: string) => confirmPayment(jsonRequest(`/api/quotes/${token}/payment/confirm`, {}), tokenParams(token));

const TEST_CARD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
export const payWithCard = (clientSecret: string) => sandboxConfirm(jsonRequest("/api/payments/sandbox/confirm", { clientSecret, card: TEST_CARD }));

/** Opens the quote's payment and has the sandbox authorise the test card, as the browser does: its client secret. */
export async function authorisedQuotePayment(token: string): Promise<string> {
  const opened = await openQuotePayment(token);
  if (opened.status !== 200) throw new Error(`opening the payment answered ${opened.status}`);
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  const paid = await payWithCard(clientSecret);
  if (paid.status !== 200) throw new Error(`the sandbox confirmation answered ${paid.status}`);
  return clientSecret;
}

/** A priced quote paid from its link with the sandbox's test card, as the customer does: its new print order. */
export async function paidPrintOrder(
  email?: string,
): Promise<{ requestId: number; token: string; cookie: string; quoteId: string; printOrderId: number; paymentIntentId: string }> {
  const quote = await pricedQuote(email);
  await authorisedQuotePayment(quote.token);
  const confirmed = await confirmQuotePayment(quote.token);
  expect(confirmed.status).toBe(201);
  const { printOrderId } = (await confirmed.json()) as { printOrderId: number };
  const { paymentIntentId } = await prisma.printOrder.findUniqueOrThrow({ where: { id: printOrderId } });
  return { ...quote, printOrderId, paymentIntentId };
}
