import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { ChatRequest } from "@/lib/validation/chat";
import { callAiFor, type AiCaller } from "./caller";
import { aiProvider } from "./index";
import { blogFacts, siteFacts } from "./knowledge";
import type { Knowledge } from "./provider";
import type { Fact } from "./retrieval";

/** The published posts an answer may point to; the newest first, enough for any blog we expect. */
const BLOG_POSTS_KNOWN = 50;

/**
 * Each post's facts, for the version of the post (its updatedAt) they were made from. Turning 50
 * posts' markdown into text on every message cost more of the server than the rest of the answer
 * (docs/bench.md#where-a-requests-time-goes). Every message still reads the posts' versions from
 * the database, so a copy here is used only while it matches: nothing other processes must agree on.
 */
const factsByPost = new Map<string, { version: number; facts: Fact[] }>();

/** The published posts' facts: only posts new or changed since this process last read them are read whole. */
async function publishedPostFacts(): Promise<Fact[]> {
  const posts = await prisma.blogPost.findMany({
    where: { publishedAt: { lte: new Date() } },
    orderBy: { publishedAt: "desc" },
    take: BLOG_POSTS_KNOWN,
    select: { slug: true, updatedAt: true },
  });
  const changed = posts.filter((post) => factsByPost.get(post.slug)?.version !== post.updatedAt.getTime()).map((post) => post.slug);
  if (changed.length) {
    const whole = await prisma.blogPost.findMany({
      where: { slug: { in: changed } },
      select: { slug: true, title: true, excerpt: true, content: true, category: true, tags: true, updatedAt: true },
    });
    for (const { updatedAt, ...post } of whole) factsByPost.set(post.slug, { version: updatedAt.getTime(), facts: blogFacts([post]) });
  }
  const known = new Set(posts.map((post) => post.slug));
  for (const slug of factsByPost.keys()) if (!known.has(slug)) factsByPost.delete(slug);
  return posts.flatMap((post) => factsByPost.get(post.slug)?.facts ?? []);
}

/** The site's facts with the contact details from configuration, and the published blog posts. */
async function loadKnowledge(): Promise<Knowledge> {
  const { CONTACT_PHONE, SUPPORT_EMAIL, BUSINESS_HOURS } = env();
  const contact = { phone: CONTACT_PHONE, email: SUPPORT_EMAIL, hours: BUSINESS_HOURS };
  return { contact, facts: [...siteFacts(contact), ...(await publishedPostFacts())] };
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
