import "server-only";
import { findPrintProduct } from "@/lib/content/print-products";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { JobPayloads } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { quoteLinkEmail, quotePaidEmail, quoteQuestionEmail } from "@/lib/mail/quote-emails";
import type { QuoteItem } from "@/lib/validation/print-quote";
import { recordQuoteEvent } from "./events";
import { quoteLink } from "./links";

/** Job handler: one email about a print quote, sent once however often the job runs. */
export async function sendQuoteEmail({ kind, id }: JobPayloads["quote.email"]): Promise<void> {
  const config = env();
  if (kind === "question") {
    const question = await prisma.quoteQuestion.findUnique({ where: { id: Number(id) }, include: { quoteRequest: true } });
    if (!question) return;
    const { quoteRequest: request } = question;
    await sendEmailOnce(`quote-question-${id}`, quoteQuestionEmail(config.TEAM_EMAIL, { quoteRequestId: request.id, businessName: request.businessName, contactPerson: request.contactPerson, email: request.email, message: question.message }));
    return;
  }
  const quote = await prisma.quote.findUnique({ where: { id }, include: { quoteRequest: true } });
  // A link revoked (re-priced, declined) before its email went is not worth sending.
  if (!quote || (kind === "quote-link" && quote.revokedAt)) return;
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
  const message = kind === "quote-link" ? quoteLinkEmail(details, quoteLink(quote.id), config.SUPPORT_EMAIL) : quotePaidEmail(details, quoteLink(quote.id), config.SUPPORT_EMAIL);
  if (await sendEmailOnce(`quote-${kind}-${quote.id}`, message)) {
    await recordQuoteEvent(prisma, request.id, { type: "email.sent", message: `${kind === "quote-link" ? "Quote link" : "Payment receipt"} emailed to ${request.email}.`, actor: "job" });
  }
}
