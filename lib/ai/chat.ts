import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { ChatRequest } from "@/lib/validation/chat";
import { callAiFor, type AiCaller } from "./caller";
import { aiProvider } from "./index";
import { blogFacts, siteFacts } from "./knowledge";
import type { Knowledge } from "./provider";

/** The published posts an answer may point to; the newest first, enough for any blog we expect. */
const BLOG_POSTS_KNOWN = 50;

/** The site's facts with the contact details from configuration, and the published blog posts. */
async function loadKnowledge(): Promise<Knowledge> {
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

/** The chat's failure sentence (docs/api.md#post-apiaichat): all a visitor's browser learns when there is no reply. */
export const CHAT_FAILED = "Failed to get AI response";

/** The assistant's whole reply to a visitor. */
export async function chatReply(request: ChatRequest, caller: AiCaller): Promise<string> {
  return callAiFor(caller, CHAT_FAILED, async () => aiProvider().chat(request, await loadKnowledge()));
}

/**
 * The assistant's reply in pieces as it is written (the first has arrived when this resolves, so a
 * provider that fails at once is a 502; one that fails later ends the stream with CHAT_FAILED).
 */
export async function chatReplyStream(request: ChatRequest, signal: AbortSignal, caller: AiCaller): Promise<AsyncIterable<string>> {
  return callAiFor(caller, CHAT_FAILED, async () => aiProvider().chatStream(request, await loadKnowledge(), signal));
}
