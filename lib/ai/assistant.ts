/**
 * The assistant without a model (answers composed from the relevant facts) and the prompt that
 * grounds the live model in the same facts.
 */
import type { ChatTurn } from "@/lib/validation/chat";
import { contactSentence, type Contact } from "./knowledge";
import { namesAFact, retrieve, tokenize, topicsOf, type Fact } from "./retrieval";

/** An offline answer says the best few facts; the live model gets a few more to choose from. */
const ANSWER_FACTS = 3;
const PROMPT_FACTS = 6;

export function unknownAnswer(contact: Contact): string {
  return `I don't know the answer to that one, and I'd rather not guess. Our team can help. ${contactSentence(contact)}`;
}

const GREETING_WORDS = new Set(["hi", "hello", "hey", "howdy", "good", "morning", "afternoon", "evening", "there"]);
const THANKS_WORDS = new Set(
  ["thank", "thanks", "you", "so", "much", "very", "ok", "okay", "great", "cool", "awesome", "perfect", "got", "it", "bye", "goodbye"].map(
    (word) => tokenize(word)[0]!,
  ),
);

function smallTalk(question: string): string | null {
  const words = tokenize(question);
  if (words.length === 0 || words.length > 6) return null;
  if (words.every((word) => GREETING_WORDS.has(word))) {
    return "Hi! Ask me about our website plans and prices, print materials like business cards and yard signs, our merch store, or how we help contractors get more calls.";
  }
  if (words.every((word) => THANKS_WORDS.has(word))) return "You're welcome! Ask me anything else about our websites, print materials or merch.";
  return null;
}

function lastUserQuestion(history: ChatTurn[]): string | undefined {
  return history.findLast((turn) => turn.type === "user")?.content;
}

/**
 * The facts for a question. A follow-up that names nothing itself ("how long do they take?") is
 * read together with the visitor's previous question, limited to facts on the follow-up's topic,
 * when the previous question named one of those ("yard signs", then "how much are they?").
 */
export function relevantFacts(question: string, history: ChatTurn[], facts: Fact[], limit: number): Fact[] {
  const previous = lastUserQuestion(history);
  const topics = topicsOf(question);
  const onTopic = facts.filter((fact) => fact.topics.some((topic) => topics.has(topic)));
  if (previous && !namesAFact(question, facts) && namesAFact(previous, onTopic)) return retrieve(`${previous} ${question}`, onTopic, limit);
  return retrieve(question, facts, limit);
}

/** The offline assistant's reply: plain sentences from the relevant facts, or an honest "I don't know". */
export function offlineAnswer(question: string, history: ChatTurn[], facts: Fact[], contact: Contact): string {
  const reply = smallTalk(question);
  if (reply) return reply;
  const relevant = relevantFacts(question, history, facts, ANSWER_FACTS);
  return relevant.length > 0 ? relevant.map((fact) => fact.text).join("\n\n") : unknownAnswer(contact);
}

/** The live model's conversation: instructions and facts, the recent turns, then the question. */
export function promptMessages(
  request: { message: string; context?: string; history: ChatTurn[] },
  facts: Fact[],
  contact: Contact,
): { role: "system" | "user" | "assistant"; content: string }[] {
  const relevant = relevantFacts(request.message, request.history, facts, PROMPT_FACTS);
  const always = facts.filter((fact) => fact.id === "company" && !relevant.includes(fact));
  const factLines = [...relevant, ...always].map((fact) => `- ${fact.text}${fact.detail ? ` Summary: ${fact.detail}` : ""}`);
  const system = [
    "You are the Viralize Assistant, the chat assistant on the website of Viralize. Viralize builds websites for trade contractors and sells print marketing materials and branded merchandise.",
    request.context ? `Context: ${request.context}` : "",
    "Answer only from the facts below. If they do not answer the question, say you don't know and give the contact details; never invent prices, timelines, services or promises.",
    "Write plain text for a busy contractor: one to four short sentences, no markdown, no lists, no headings. Give prices with two decimals as the facts do, and mention a page path such as /print-shop or /#contact when it helps.",
    `Facts:\n${factLines.join("\n")}`,
    `Contact: ${contactSentence(contact)}`,
  ].filter(Boolean);
  return [
    { role: "system", content: system.join("\n\n") },
    ...request.history.map((turn) => ({ role: turn.type, content: turn.content })),
    { role: "user", content: request.message },
  ];
}
