import "server-only";
import { DomainError, UpstreamFailed } from "@/lib/errors";
import { areaLogger } from "@/lib/log";

/**
 * Runs an AI call for a request so that a failure reaches the caller as a 502 with the product's
 * message and nothing more: the reason (a provider's status, URL or timeout) goes to the log under
 * the request's id. A domain error, like the daily budget's friendly refusal, is meant for the visitor
 * and passes as it is.
 */
export async function guardAiCall<T>(call: () => Promise<T>, { failure, requestId }: { failure: string; requestId: string }): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    areaLogger("ai").error({ requestId, reason: (error as Error).message }, failure);
    throw new UpstreamFailed(failure);
  }
}
