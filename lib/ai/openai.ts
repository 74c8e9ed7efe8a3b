import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";

let client: OpenAI | undefined;

/** The OpenAI client when AI_PROVIDER=openai (OPENAI_BASE_URL makes any compatible server work). */
export function openAiFromEnv(): { client: OpenAI; model: string; timeoutMs: number } | null {
  const config = env();
  if (config.AI_PROVIDER !== "openai") return null;
  client ??= new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, timeout: config.OPENAI_TIMEOUT_MS, maxRetries: 1 });
  return { client, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS };
}

/**
 * A limit on a whole non-streaming call. The client's timeout stops the wait for response
 * headers only; this also stops a body that never finishes, after both attempts and the back-off.
 */
export function providerDeadline(timeoutMs: number): AbortSignal {
  return AbortSignal.timeout(2 * timeoutMs + 2_000);
}
