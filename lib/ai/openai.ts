import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";

let client: OpenAI | undefined;

/** The OpenAI client when AI_PROVIDER=openai (OPENAI_BASE_URL makes any compatible server work). */
export function openAiFromEnv(): { client: OpenAI; model: string } | null {
  const config = env();
  if (config.AI_PROVIDER !== "openai") return null;
  client ??= new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, timeout: 20_000, maxRetries: 1 });
  return { client, model: config.OPENAI_MODEL };
}
