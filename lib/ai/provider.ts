import type { ChatRequest } from "@/lib/validation/chat";
import type { DescriptionRequest } from "@/lib/validation/product-description";
import type { Contact } from "./knowledge";
import type { Fact } from "./retrieval";

/** What the assistant may say: the site's facts and the published posts, and how to reach the team. */
export type Knowledge = { facts: Fact[]; contact: Contact };

/**
 * The AI integration, live (an OpenAI-compatible API: lib/ai/openai-provider.ts) or offline
 * (answers composed from the facts: lib/ai/offline-provider.ts). Both throw when they cannot answer.
 */
export type AiProvider = {
  name: "openai" | "offline";
  /** The assistant's whole reply. */
  chat(request: ChatRequest, knowledge: Knowledge): Promise<string>;
  /**
   * The reply in pieces as it is written. The first piece has arrived when this resolves, so a
   * provider that fails at once rejects here; a failure after that surfaces while iterating.
   */
  chatStream(request: ChatRequest, knowledge: Knowledge, signal: AbortSignal): Promise<AsyncIterable<string>>;
  /** A few sentences about a merchandise product. */
  describeProduct(request: DescriptionRequest): Promise<string>;
};
