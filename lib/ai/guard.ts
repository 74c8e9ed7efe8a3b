import "server-only";
import { ApiError } from "@/lib/http/api";
import { areaLogger } from "@/lib/log";

/**
 * Runs an AI call for a request so that a failure reaches the caller as a 502 with the product's
 * message and nothing more: the reason (a provider's status, URL or timeout) goes to the log under
 * the request's id. An ApiError, like the daily budget's friendly 429, is meant for the visitor
 * and passes as it is.
 */
export async function guardAiCall<T>(call: () => Promise<T>, { failure, requestId }: { failure: string; requestId: string }): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    areaLogger("ai").error({ requestId, reason: (error as Error).message }, failure);
    throw new ApiError(502, failure);
  }
}
