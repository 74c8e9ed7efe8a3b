import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { adminActor } from "@/lib/orders/events";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { QuoteAnswerInput } from "@/lib/validation/print-quote";
import { recordQuoteEvent } from "./events";
import { quoteByToken } from "./links";

/**
 * "Ask a question" on the quote page (rate-limited as the contact form is): stored for the admin
 * and emailed to the team by a job in the same transaction.
 */
export async function askQuoteQuestion(clientIp: string, token: string, message: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.contact, clientIp);
  const quote = await quoteByToken(token);
  await prisma.$transaction(async (tx) => {
    const question = await tx.quoteQuestion.create({ data: { quoteRequestId: quote.quoteRequestId, quoteId: quote.id, message } });
    await recordQuoteEvent(tx, quote.quoteRequestId, {
      type: "question.asked",
      message: "The customer asked a question from the quote page.",
      actor: "customer",
      data: { questionId: question.id },
    });
    await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "question", id: String(question.id) } }]);
  });
}

/**
 * The shop's answer to one of the customer's questions, from the request's page: stored under the
 * question, noted on the request's timeline and in the audit log, and emailed to the customer by a
 * job in the same transaction.
 */
export async function answerQuoteQuestion(actor: SessionUser, quoteRequestId: number, { questionId, message }: QuoteAnswerInput): Promise<{ id: number }> {
  const id = await prisma.$transaction(async (tx) => {
    const question = await tx.quoteQuestion.findUnique({ where: { id: questionId }, include: { quoteRequest: { select: { email: true } } } });
    if (!question || question.quoteRequestId !== quoteRequestId) throw new NotFound(`Quote request #${quoteRequestId} has no question #${questionId}.`);
    const answer = await tx.quoteAnswer.create({ data: { questionId, message, answeredBy: actor.email } });
    await recordQuoteEvent(tx, quoteRequestId, {
      type: "question.answered",
      message: `Answered the customer's question; the answer goes to ${question.quoteRequest.email}.`,
      actor: adminActor(actor.email),
      data: { questionId, answerId: answer.id },
    });
    await recordAudit(tx, actor, {
      action: "quote.answer",
      entityType: "quoteRequest",
      entityId: quoteRequestId,
      after: { questionId, answerId: answer.id, message },
    });
    await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "answer", id: String(answer.id) } }]);
    return answer.id;
  });
  return { id };
}
