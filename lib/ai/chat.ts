import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { ChatRequest } from "@/lib/validation/chat";
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

/** The assistant's whole reply to a visitor. */
export async function chatReply(request: ChatRequest): Promise<string> {
  return aiProvider().chat(request, await loadKnowledge());
}

/** The assistant's reply in pieces as it is written (the first has arrived when this resolves). */
export async function chatReplyStream(request: ChatRequest, signal: AbortSignal): Promise<AsyncIterable<string>> {
  return aiProvider().chatStream(request, await loadKnowledge(), signal);
}
