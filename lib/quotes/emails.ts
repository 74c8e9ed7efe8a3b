import "server-only";
import { findPrintProduct } from "@/lib/content/print-products";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { JobPayloads } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { printRefundEmail, quoteAnswerEmail, quoteLinkEmail, quotePaidEmail, quoteQuestionEmail } from "@/lib/mail/quote-emails";
import { quoteRequestEmail } from "@/lib/mail/templates";
import type { QuoteItem } from "@/lib/validation/print-quote";
import { recordQuoteEvent } from "./events";
import { quoteLink } from "./links";
import { printOrderNumber } from "./print-order-number";
import { printOrderLabel } from "./shipping";

/** Job handler: one email about a print quote, sent once however often the job runs. */
export async function sendQuoteEmail({ kind, id }: JobPayloads["quote.email"]): Promise<void> {
  if (kind === "request") return sendRequestEmail(Number(id));
  if (kind === "question") return sendQuestionEmail(Number(id));
  if (kind === "answer") return sendAnswerEmail(Number(id));
  if (kind === "refunded") return sendRefundEmail(Number(id));
  return sendCustomerEmail(kind, id);
}

/** One refund of a print order's payment, for the customer, with that refund's amount. */
async function sendRefundEmail(refundId: number): Promise<void> {
  const refund = await prisma.refund.findUnique({ where: { id: refundId }, include: { printOrder: { include: { quoteRequest: true } } } });
  if (!refund?.printOrder) return;
  const { printOrder } = refund;
  const request = printOrder.quoteRequest;
  const message = printRefundEmail(
    {
      number: printOrderNumber(printOrder.id),
      quoteRequestId: request.id,
      contactPerson: request.contactPerson,
      email: printOrder.customerEmail,
      total: printOrder.total,
      refund: refund.amount,
      message: refund.customerMessage,
    },
    env().SUPPORT_EMAIL,
  );
  if (await sendEmailOnce(`quote-refunded-${refundId}`, message)) {
    await recordQuoteEvent(prisma, request.id, { type: "email.sent", message: `Refund notice emailed to ${printOrder.customerEmail}.`, actor: "job" });
  }
}

/** A new request, with its files' names, for the team. */
async function sendRequestEmail(quoteRequestId: number): Promise<void> {
  const request = await prisma.quoteRequest.findUnique({
    where: { id: quoteRequestId },
    include: { files: { select: { originalName: true }, orderBy: { createdAt: "asc" } } },
  });
  if (!request) return;
  await sendEmailOnce(`quote-request-${quoteRequestId}`, quoteRequestEmail(env().TEAM_EMAIL, request, request.files));
}

/** A customer's question from the quote page, for the team. */
async function sendQuestionEmail(questionId: number): Promise<void> {
  const question = await prisma.quoteQuestion.findUnique({ where: { id: questionId }, include: { quoteRequest: true } });
  if (!question) return;
  const { quoteRequest: request } = question;
  await sendEmailOnce(
    `quote-question-${questionId}`,
    quoteQuestionEmail(env().TEAM_EMAIL, {
      quoteRequestId: request.id,
      businessName: request.businessName,
      contactPerson: request.contactPerson,
      email: request.email,
      message: question.message,
    }),
  );
}

/**
 * The shop's answer to a customer's question, for the customer (noted on the request's timeline),
 * with the link of the quote they asked from while it can still be paid.
 */
async function sendAnswerEmail(answerId: number): Promise<void> {
  const answer = await prisma.quoteAnswer.findUnique({
    where: { id: answerId },
    include: { question: { include: { quoteRequest: { include: { printOrder: { select: { id: true } } } } } } },
  });
  if (!answer) return;
  const { question } = answer;
  const request = question.quoteRequest;
  const quote = await prisma.quote.findUnique({ where: { id: question.quoteId }, select: { id: true, revokedAt: true, expiresAt: true } });
  const live = quote && !quote.revokedAt && (request.printOrder || quote.expiresAt > new Date());
  const message = quoteAnswerEmail(
    {
      quoteRequestId: request.id,
      contactPerson: request.contactPerson,
      email: request.email,
      question: question.message,
      message: answer.message,
      link: live ? quoteLink(quote.id) : null,
    },
    env().SUPPORT_EMAIL,
  );
  if (await sendEmailOnce(`quote-answer-${answerId}`, message)) {
    await recordQuoteEvent(prisma, request.id, { type: "email.sent", message: `Answer emailed to ${request.email}.`, actor: "job" });
  }
}

/** The quote's link, or its payment's receipt, for the customer (noted on the request's timeline). */
async function sendCustomerEmail(kind: "quote-link" | "paid", quoteId: string): Promise<void> {
  const config = env();
  const quote = await prisma.quote.findUnique({ where: { id: quoteId }, include: { quoteRequest: true, printOrder: true } });
  // A link revoked (re-priced, declined) before its email went is not worth sending; a receipt needs its print order.
  if (!quote || (kind === "quote-link" && quote.revokedAt) || (kind === "paid" && !quote.printOrder)) return;
  const request = quote.quoteRequest;
  const details = {
    quoteRequestId: request.id,
    contactPerson: request.contactPerson,
    email: request.email,
    product: findPrintProduct(request.product)?.title ?? request.product,
    items: quote.items as QuoteItem[],
    note: quote.note,
    total: quote.total,
    expiresAt: quote.expiresAt,
  };
  const message =
    kind === "paid" && quote.printOrder
      ? quotePaidEmail(
          details,
          { number: printOrderNumber(quote.printOrder.id), shippingAddress: printOrderLabel(quote.printOrder) },
          quoteLink(quote.id),
          config.SUPPORT_EMAIL,
        )
      : quoteLinkEmail(details, quoteLink(quote.id), config.SUPPORT_EMAIL);
  if (await sendEmailOnce(`quote-${kind}-${quote.id}`, message)) {
    await recordQuoteEvent(prisma, request.id, {
      type: "email.sent",
      message: `${kind === "quote-link" ? "Quote link" : "Payment receipt"} emailed to ${request.email}.`,
      actor: "job",
    });
  }
}
