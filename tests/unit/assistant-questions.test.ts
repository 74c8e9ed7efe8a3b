import { describe, expect, it } from "vitest";
import { offlineAnswer } from "@/lib/ai/assistant";
import { blogFacts, siteFacts } from "@/lib/ai/knowledge";
import { PLAN_GUARANTEES, PRICING_PLANS, type PlanId } from "@/lib/content/plans";
import { FREE_SHIPPING_OVER_CENTS, PRINT_PRODUCTS, PRINT_TURNAROUND, QUOTE_REPLY_HOURS, type PrintProductId } from "@/lib/content/print-products";
import { LAUNCH_HOURS, PROCESS_STEPS } from "@/lib/content/process";
import { TRADE_CARDS } from "@/lib/content/trades";
import { parseEnv } from "@/lib/env";
import { formatCents } from "@/lib/money";
import type { ChatTurn } from "@/lib/validation/chat";
import { FURNACE_POST } from "@/tests/support/blog-posts";

// The contact details a fresh install is configured with (docs/product.md#contact-form: Mon-Fri 9AM-6PM EST).
const config = parseEnv({});
const contact = { phone: config.CONTACT_PHONE, email: config.SUPPORT_EMAIL, hours: config.BUSINESS_HOURS };
const posts = [
  {
    slug: "ask-for-reviews-after-every-job",
    title: "Ask for a Review After Every Job",
    excerpt: "A short text and one reminder turn two reviews a month into twenty.",
    content: "## The routine\n\nSend the text **before** you leave the driveway.",
    category: "Marketing",
    tags: ["Reviews", "Reputation"],
  },
  FURNACE_POST,
];
const facts = [...siteFacts(contact), ...blogFacts(posts)];

const plan = (id: PlanId) => PRICING_PLANS.find((p) => p.id === id)!;
const print = (id: PrintProductId) => PRINT_PRODUCTS.find((p) => p.id === id)!;
const trade = (id: string) => TRADE_CARDS.find((t) => t.id === id)!;
const price = (amount: number) => formatCents(amount);
const contactDetails = [contact.phone, contact.email, contact.hours, "/#contact"];

/** The plan overview's own words: every plan's name with its price. */
const planOverview = PRICING_PLANS.map((p) => `${p.name} at ${price(p.priceCents)}`);
/** What only a plan's own answer says: its price and its features. */
const planOwn = (id: PlanId) => [`${plan(id).name} plan is ${price(plan(id).priceCents)}`, ...plan(id).features];
const otherPlans = (id: PlanId) => PRICING_PLANS.filter((p) => p.id !== id).flatMap((p) => planOwn(p.id));
/** What only a print product's own answer says. */
const printOwn = (id: PrintProductId) => [print(id).title, print(id).description, print(id).quantity];
const otherPrints = (id: PrintProductId) => PRINT_PRODUCTS.filter((p) => p.id !== id).flatMap((p) => printOwn(p.id));
const planDetails = PRICING_PLANS.flatMap((p) => p.features);

type Case = { question: string; history?: ChatTurn[]; says: string[]; never?: string[] };
const asked = (question: string): ChatTurn[] => [{ type: "user", content: question }];

/**
 * Realistic visitor questions, what the offline answer must say and what it must not: an answer
 * holds what was asked, not the neighbouring facts that share a word with the question.
 */
const QUESTIONS: Case[] = [
  // Website plans: a question naming one plan gets that plan; a general one gets the overview, once.
  { question: "How much is the Professional plan?", says: planOwn("professional"), never: [...otherPlans("professional"), ...planOverview] },
  {
    question: "What does the basic plan cost per month?",
    says: [price(plan("basic").priceCents), "per month"],
    never: [...otherPlans("basic"), ...planOverview],
  },
  { question: "What's included in Premium?", says: planOwn("premium"), never: [...otherPlans("premium"), ...planOverview] },
  { question: "What's your cheapest plan?", says: planOwn("basic"), never: [...otherPlans("basic"), ...planOverview] },
  { question: "Which plan is most popular?", says: planOwn("professional"), never: [...otherPlans("professional"), ...planOverview] },
  { question: "What's the difference between Basic and Premium?", says: [...planOwn("basic"), ...planOwn("premium")], never: planOwn("professional") },
  { question: "How much are your plans?", says: planOverview, never: planDetails },
  { question: "How much does a website cost?", says: planOverview, never: planDetails },
  { question: "How much for a site?", says: planOverview, never: [...planDetails, `within ${LAUNCH_HOURS} hours`] },
  { question: "How do I sign up?", says: ["any plan online", "/#pricing", "/#contact"], never: ["$"] },
  // The plans' promises.
  { question: "Can I cancel?", says: [...PLAN_GUARANTEES], never: ["$"] },
  { question: "Is there a setup fee?", says: ["no setup fees"], never: ["$"] },
  { question: "Do you offer a money-back guarantee?", says: ["30-day money-back guarantee"], never: ["$"] },
  // Print products and turnaround.
  {
    question: "How much are business cards?",
    says: [price(print("business-cards").priceCents), print("business-cards").quantity],
    never: otherPrints("business-cards"),
  },
  {
    question: "Do you do yard signs?",
    says: [price(print("yard-signs").priceCents), print("yard-signs").quantity, print("yard-signs").turnaround],
    never: otherPrints("yard-signs"),
  },
  { question: "How long do business cards take?", says: [print("business-cards").turnaround], never: otherPrints("business-cards") },
  {
    question: "How much do door hangers cost?",
    says: [price(print("door-hangers").priceCents), print("door-hangers").quantity],
    never: otherPrints("door-hangers"),
  },
  {
    question: "Do you print postcards for direct mail?",
    says: [price(print("postcards").priceCents), print("postcards").turnaround],
    never: otherPrints("postcards"),
  },
  {
    question: "What print products do you have?",
    says: ["/print-shop", ...PRINT_PRODUCTS.map((p) => p.title)],
    never: PRINT_PRODUCTS.map((p) => p.description),
  },
  { question: "How long does printing take?", says: [PRINT_TURNAROUND], never: [...planOverview, ...PRINT_PRODUCTS.map((p) => p.description)] },
  { question: "Is there free shipping?", says: [price(FREE_SHIPPING_OVER_CENTS)], never: planOverview },
  { question: "Is there a design fee for print?", says: ["not included", "templates at no charge", "design fee"], never: planOverview },
  { question: "Can you do vehicle decals?", says: ["custom quote", "/customize-order", `${QUOTE_REPLY_HOURS} hours`], never: planOverview },
  { question: "How fast can you launch my site?", says: [`within ${LAUNCH_HOURS} hours`, ...PROCESS_STEPS.map((step) => step.title)], never: ["$"] },
  // Contact and hours.
  { question: "What are your hours?", says: [contact.hours], never: ["$"] },
  { question: "What's your phone number?", says: [contact.phone, contact.email], never: ["$"] },
  { question: "Can I talk to a person?", says: [contact.phone], never: ["$"] },
  // Merch store and blog.
  { question: "Do you sell branded t-shirts and hats?", says: ["/store", "/find-your-business"], never: ["$", "/print-shop"] },
  { question: "Do you have a merch store?", says: ["/store"], never: ["$", "/print-shop"] },
  { question: "How do I get more reviews?", says: ["/blog/ask-for-reviews-after-every-job"], never: ["$"] },
  { question: "Do you have a blog?", says: ["/blog/ask-for-reviews-after-every-job"], never: ["$"] },
  // Trades and services.
  {
    question: "Do you work with plumbers?",
    says: ["plumbers", trade("plumbers").result.value],
    never: TRADE_CARDS.filter((t) => t.id !== "plumbers").map((t) => t.result.value),
  },
  { question: "Can you build a site for my roofing company?", says: ["roofers", trade("roofing").result.value], never: ["$"] },
  { question: "Which trades do you work with?", says: ["general contractors", "electricians", "plumbers", "HVAC", "roofers", "specialty trades"] },
  { question: "Do you work with contractors?", says: ["general contractors", "roofers"], never: TRADE_CARDS.map((t) => t.result.value) },
  { question: "How much is a website for a plumber?", says: [trade("plumbers").result.value, ...planOverview], never: planDetails },
  { question: "Do you have tips on furnace tune-ups?", says: ["/blog/winter-furnace-tune-ups"], never: ["$"] },
  { question: "Do you do SEO?", says: ["Local SEO"], never: ["$"] },
  { question: "Do you have a missed call text back app?", says: ["Lead Connector", "missed-call text-back"], never: ["$"] },
  // Follow-ups read with the previous question.
  { question: "How much are they?", history: asked("Do you make brochures?"), says: [price(print("brochures").priceCents)], never: otherPrints("brochures") },
  { question: "How long do they take?", history: asked("Do you do yard signs?"), says: [print("yard-signs").turnaround], never: otherPrints("yard-signs") },
  { question: "How much is it?", history: asked("Tell me about the Basic plan"), says: planOwn("basic"), never: [...otherPlans("basic"), ...planOverview] },
  { question: "What about Premium?", history: asked("Tell me about the Basic plan"), says: planOwn("premium"), never: otherPlans("premium") },
  { question: "How much does it cost?", history: asked("Do you work with roofers?"), says: planOverview, never: PRINT_PRODUCTS.map((p) => p.description) },
  // Chit-chat and questions we have no facts for.
  { question: "Hi there!", says: ["Ask me about"], never: ["$"] },
  { question: "Thanks so much!", says: ["You're welcome"], never: ["$"] },
  { question: "What's the weather like in Paris?", says: ["don't know", ...contactDetails], never: ["$"] },
  { question: "Tell me a joke", says: ["don't know", ...contactDetails], never: ["$"] },
  { question: "Can you fix my truck's transmission?", says: ["don't know", ...contactDetails], never: ["$"] },
  { question: "Where is your office located?", says: ["don't know", ...contactDetails], never: ["$"] },
];

describe("the offline assistant", () => {
  it.each(QUESTIONS)("answers '$question' with the facts it needs and nothing unrelated", ({ question, says, never = [], history }) => {
    // Features are quoted inside sentences, so their first letter may be lowercased.
    const answer = offlineAnswer(question, history ?? [], facts, contact).toLowerCase();
    for (const fact of says) expect(answer).toContain(fact.toLowerCase());
    for (const unrelated of never) expect(answer).not.toContain(unrelated.toLowerCase());
  });

  it("answers in plain sentences, never markup", () => {
    for (const { question, history } of QUESTIONS) expect(offlineAnswer(question, history ?? [], facts, contact)).not.toMatch(/<\/?[a-z]|\*\*|^#|^- /m);
  });

  it("names print products in lower case inside a sentence", () => {
    const answer = offlineAnswer("What's your turnaround time?", [], facts, contact);
    for (const product of PRINT_PRODUCTS) expect(answer).toContain(`${product.title.toLowerCase()} ${product.turnaround}`);
  });

  it("quotes every price with two decimals", () => {
    for (const { question, history } of QUESTIONS) {
      const answer = offlineAnswer(question, history ?? [], facts, contact);
      expect(answer).not.toMatch(/\$\d+(?!\.\d{2})\b/);
    }
  });
});
