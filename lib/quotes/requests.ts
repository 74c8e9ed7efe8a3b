import "server-only";
import { prisma } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { QuoteRequest } from "@/lib/validation/quote";
import { recordQuoteEvent } from "./events";

/**
 * A print quote request from /customize-order: stored with its uploaded files (and the account
 * signed in, whose own it is), started on its timeline, and emailed to the team by a job in the
 * same transaction; the new request's id.
 */
export async function receiveQuoteRequest(clientIp: string, userId: string | null, input: QuoteRequest): Promise<number> {
  await enforceRateLimit(RATE_LIMITS.quote, clientIp);
  const { product, paper, finish, corners, quantity, designOption, businessInfo } = input;
  const uploadIds = [...new Set(input.uploadIds)];
  const id = await prisma.$transaction(async (tx) => {
    const saved = await tx.quoteRequest.create({ data: { product, paper, finish, corners, quantity, designOption, ...businessInfo, userId } });
    // One UPDATE claims the files: a direct upload still pending (its object not yet checked), or
    // a file another request claimed first (even at the same moment), counts as not found.
    const claimed = await tx.uploadedFile.updateMany({ where: { id: { in: uploadIds }, quoteRequestId: null, pending: false }, data: { quoteRequestId: saved.id } });
    if (claimed.count !== uploadIds.length) throw new Invalid("One of the attached files was not found. Remove it and upload it again.");
    await recordQuoteEvent(tx, saved.id, { type: "request.received", message: "The customer sent the request from the quote form.", actor: "customer", data: { files: uploadIds.length } });
    await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "request", id: String(saved.id) } }]);
    return saved.id;
  });
  return id;
}
