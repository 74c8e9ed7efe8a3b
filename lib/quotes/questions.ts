import "server-only";
import { prisma } from "@/lib/db";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
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
    await recordQuoteEvent(tx, quote.quoteRequestId, { type: "question.asked", message: "The customer asked a question from the quote page.", actor: "customer", data: { questionId: question.id } });
    await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "question", id: String(question.id) } }]);
  });
}
