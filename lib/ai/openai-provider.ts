import "server-only";
import OpenAI from "openai";
import type { DescriptionRequest } from "@/lib/validation/product-description";
import { promptMessages } from "./assistant";
import { reserveAiTokens } from "./budget";
import type { AiProvider } from "./provider";

export type OpenAiSettings = { apiKey: string; baseUrl?: string; model: string; timeoutMs: number };

const CHAT_SETTINGS = { temperature: 0.3, max_tokens: 400 } as const;
const DESCRIPTION_MAX_TOKENS = 220;

/**
 * A limit on a whole non-streaming call. The client's timeout stops the wait for response
 * headers only; this also stops a body that never finishes, after both attempts and the back-off.
 */
function deadline(timeoutMs: number): AbortSignal {
  return AbortSignal.timeout(2 * timeoutMs + 2_000);
}

/**
 * Text deltas of a completion stream. A stream silent for `idleMs` is cut off: the client's own
 * timeout only covers the wait for headers, and its stream ends quietly when aborted.
 */
async function* deltas(stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>, controller: AbortController, idleMs: number) {
  let stalled = false;
  const stall = () => {
    stalled = true;
    controller.abort();
  };
  let timer = setTimeout(stall, idleMs);
  let said = false;
  try {
    for await (const chunk of stream) {
      clearTimeout(timer);
      timer = setTimeout(stall, idleMs);
      const delta = chunk.choices[0]?.delta.content;
      if (delta) {
        said = true;
        yield delta;
      }
    }
  } finally {
    clearTimeout(timer);
  }
  if (stalled) throw new Error(`The AI provider went silent for ${idleMs} ms.`);
  if (!said) throw new Error("The AI provider returned no answer.");
}

async function startedEarly(pieces: AsyncGenerator<string>): Promise<AsyncIterable<string>> {
  const first = await pieces.next();
  return (async function* () {
    if (!first.done) yield first.value;
    yield* pieces;
  })();
}

function descriptionMessages(request: DescriptionRequest) {
  return [
    {
      role: "system" as const,
      content:
        "You write product descriptions for branded merchandise sold to trade contractors. Plain, confident, concrete; 2 to 4 short sentences; no hype words, no emojis, no headings, no prices or claims you cannot know.",
    },
    {
      role: "user" as const,
      content: `Product: ${request.productName}\nType: ${request.productType}\nAudience: ${request.targetAudience}\nBusiness: ${request.businessType}`,
    },
  ];
}

/** Any OpenAI-compatible API. Every call first reserves its tokens against the daily AI budget. */
export function openAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: 1 });
  return {
    name: "openai",
    async chat(request, { facts, contact }) {
      const messages = promptMessages(request, facts, contact);
      await reserveAiTokens(JSON.stringify(messages), CHAT_SETTINGS.max_tokens);
      const completion = await client.chat.completions.create({ model: settings.model, ...CHAT_SETTINGS, messages }, { signal: deadline(settings.timeoutMs) });
      const text = completion.choices[0]?.message.content?.trim();
      if (!text) throw new Error("The AI provider returned no answer.");
      return text;
    },
    async chatStream(request, { facts, contact }, signal) {
      const messages = promptMessages(request, facts, contact);
      await reserveAiTokens(JSON.stringify(messages), CHAT_SETTINGS.max_tokens);
      const controller = new AbortController();
      signal.addEventListener("abort", () => controller.abort(), { once: true });
      const stream = await client.chat.completions.create({ model: settings.model, ...CHAT_SETTINGS, messages, stream: true }, { signal: controller.signal });
      return startedEarly(deltas(stream, controller, settings.timeoutMs));
    },
    async describeProduct(request) {
      const messages = descriptionMessages(request);
      await reserveAiTokens(JSON.stringify(messages), DESCRIPTION_MAX_TOKENS);
      const completion = await client.chat.completions.create(
        { model: settings.model, temperature: 0.9, max_tokens: DESCRIPTION_MAX_TOKENS, messages },
        { signal: deadline(settings.timeoutMs) },
      );
      const description = completion.choices[0]?.message.content?.trim();
      if (!description) throw new Error("The AI provider returned no description.");
      return description;
    },
  };
}
