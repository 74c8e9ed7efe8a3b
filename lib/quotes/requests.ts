import "server-only";
import { copyOfSavedLogo } from "@/lib/business-profile/logo";
import { rememberBusiness } from "@/lib/business-profile/profile";
import { prisma } from "@/lib/db";
import { Invalid } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { QuoteRequest } from "@/lib/validation/quote";
import { recordQuoteEvent } from "./events";

/**
 * A print quote request from /customize-order: stored with its uploaded files (and a copy of the
 * account's saved logo when asked for), started on its timeline, and emailed to the team by a job
 * in the same transaction; the new request's id. A signed-in account's request is its own, and
 * what it says about the business fills in the account's business profile.
 */
export async function receiveQuoteRequest(clientIp: string, userId: string | null, input: QuoteRequest): Promise<number> {
  await enforceRateLimit(RATE_LIMITS.quote, clientIp);
  const { product, paper, finish, corners, quantity, designOption, businessInfo, savedLogoId } = input;
  const logoCopy = savedLogoId ? [await copyOfSavedLogo(userId, savedLogoId)] : [];
  const uploadIds = [...new Set(input.uploadIds), ...logoCopy];
  const id = await prisma.$transaction(async (tx) => {
    const saved = await tx.quoteRequest.create({ data: { product, paper, finish, corners, quantity, designOption, ...businessInfo, userId } });
    if (userId) await rememberBusiness(tx, userId, { businessName: businessInfo.businessName, phone: businessInfo.phone, website: businessInfo.website });
    // One UPDATE claims the files: a direct upload still pending (its object not yet checked), a
    // file another request claimed first (even at the same moment), or a plan's or an account's
    // logo (a request gets a copy of those, above), counts as not found.
    const claimed = await tx.uploadedFile.updateMany({
      where: { id: { in: uploadIds }, quoteRequestId: null, pending: false, logoOfPlans: { none: {} }, logoOfProfiles: { none: {} } },
      data: { quoteRequestId: saved.id },
    });
    if (claimed.count !== uploadIds.length) throw new Invalid("One of the attached files was not found. Remove it and upload it again.");
    await recordQuoteEvent(tx, saved.id, {
      type: "request.received",
      message: "The customer sent the request from the quote form.",
      actor: "customer",
      data: { files: uploadIds.length },
    });
    await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "request", id: String(saved.id) } }]);
    return saved.id;
  });
  return id;
}
