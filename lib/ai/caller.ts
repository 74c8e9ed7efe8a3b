import "server-only";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";

/** Who asked: the visitor's address (for the AI rate limit) and the request's id (for the log). */
export type AiCaller = { clientIp: string; requestId: string };

/** The AI endpoints' rate limit, counted per visitor before any provider is called. */
export function limitAiCalls({ clientIp }: AiCaller): Promise<void> {
  return enforceRateLimit(RATE_LIMITS.ai, clientIp);
}
