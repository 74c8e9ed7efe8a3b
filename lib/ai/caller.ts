import "server-only";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { guardAiCall } from "./guard";

/** Who asked: the visitor's address (for the AI rate limit) and the request's id (for the log). */
export type AiCaller = { clientIp: string; requestId: string };

/**
 * An AI call on a visitor's behalf: counted against the AI endpoints' rate limit before any
 * provider is called, then guarded so a failure reaches them as `failure` (guard.ts).
 */
export async function callAiFor<T>(caller: AiCaller, failure: string, call: () => Promise<T>): Promise<T> {
  await enforceRateLimit(RATE_LIMITS.ai, caller.clientIp);
  return guardAiCall(call, { failure, requestId: caller.requestId });
}
