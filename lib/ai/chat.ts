import "server-only";
import type OpenAI from "openai";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { ChatRequest } from "@/lib/validation/chat";
import { offlineAnswer, promptMessages } from "./assistant";
import { reserveAiTokens } from "./budget";
import { blogFacts, siteFacts, type Contact } from "./knowledge";
import { openAiFromEnv, providerDeadline } from "./openai";
import type { Fact } from "./retrieval";

export type Knowledge = { facts: Fact[]; contact: Contact };

/** The published posts an answer may point to; the newest first, enough for any blog we expect. */
const BLOG_POSTS_KNOWN = 50;

/** The site's facts with the contact details from configuration, and the published blog posts. */
export async function loadKnowledge(): Promise<Knowledge> {
  const { CONTACT_PHONE, SUPPORT_EMAIL, BUSINESS_HOURS } = env();
  const contact = { phone: CONTACT_PHONE, email: SUPPORT_EMAIL, hours: BUSINESS_HOURS };
  const posts = await prisma.blogPost.findMany({
    where: { publishedAt: { lte: new Date() } },
    orderBy: { publishedAt: "desc" },
    take: BLOG_POSTS_KNOWN,
    select: { slug: true, title: true, excerpt: true, content: true, category: true, tags: true },
  });
  return { contact, facts: [...siteFacts(contact), ...blogFacts(posts)] };
}

const SETTINGS = { temperature: 0.3, max_tokens: 400 } as const;

/** The whole reply at once. Throws when the provider fails or says nothing. */
export async function chatAnswer(request: ChatRequest, { facts, contact }: Knowledge): Promise<string> {
  const openai = openAiFromEnv();
  if (!openai) return offlineAnswer(request.message, request.history, facts, contact);
  const messages = promptMessages(request, facts, contact);
  await reserveAiTokens(JSON.stringify(messages), SETTINGS.max_tokens);
  const completion = await openai.client.chat.completions.create(
    { model: openai.model, ...SETTINGS, messages },
    { signal: providerDeadline(openai.timeoutMs) },
  );
  const text = completion.choices[0]?.message.content?.trim();
  if (!text) throw new Error("The AI provider returned no answer.");
  return text;
}

/**
 * The reply as pieces of text. The first piece has already arrived when this resolves, so a
 * provider that fails or never answers rejects here (and the caller can still answer 502);
 * a failure after that surfaces while iterating.
 */
export async function chatAnswerStream(request: ChatRequest, { facts, contact }: Knowledge, signal: AbortSignal): Promise<AsyncIterable<string>> {
  const openai = openAiFromEnv();
  if (!openai) return inPieces(offlineAnswer(request.message, request.history, facts, contact));
  const messages = promptMessages(request, facts, contact);
  await reserveAiTokens(JSON.stringify(messages), SETTINGS.max_tokens);
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  const stream = await openai.client.chat.completions.create(
    { model: openai.model, ...SETTINGS, messages, stream: true },
    { signal: controller.signal },
  );
  return startedEarly(deltas(stream, controller, openai.timeoutMs));
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

const OFFLINE_PIECE_WORDS = 3;
const OFFLINE_PIECE_MS = 20;

/** The offline answer arrives a few words at a time, like a live one, so the widget behaves the same. */
async function* inPieces(text: string) {
  const words = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < words.length; i += OFFLINE_PIECE_WORDS) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, OFFLINE_PIECE_MS));
    yield words.slice(i, i + OFFLINE_PIECE_WORDS).join("");
  }
}
