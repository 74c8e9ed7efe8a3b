import "server-only";
import { env } from "@/lib/env";
import { offlineProvider } from "./offline-provider";
import { openAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";

let live: AiProvider | undefined;

/** OpenAI when AI_PROVIDER=openai (OPENAI_BASE_URL makes any compatible server work), offline otherwise. */
export function aiProvider(): AiProvider {
  const config = env();
  if (config.AI_PROVIDER !== "openai") return offlineProvider;
  live ??= openAiProvider({ apiKey: config.OPENAI_API_KEY!, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS });
  return live;
}
