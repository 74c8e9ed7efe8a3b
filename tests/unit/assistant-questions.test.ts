import { describe, expect, it } from "vitest";
import { offlineAnswer } from "@/lib/ai/assistant";
import { blogFacts, siteFacts } from "@/lib/ai/knowledge";
import { PLAN_GUARANTEES, PRICING_PLANS } from "@/lib/content/plans";
import { FREE_SHIPPING_OVER_DOLLARS, PRINT_PRODUCTS, PRINT_TURNAROUND, QUOTE_REPLY_HOURS, type PrintProductId } from "@/lib/content/print-products";
import { LAUNCH_HOURS, PROCESS_STEPS } from "@/lib/content/process";
import { TRADE_CARDS } from "@/lib/content/trades";
import { parseEnv } from "@/lib/env";
import { formatDollars } from "@/lib/format/money";
import type { ChatTurn } from "@/lib/validation/chat";

// The contact details a fresh install is configured with (SPEC §2: Mon-Fri 9AM-6PM EST).
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
];
const facts = [...siteFacts(contact), ...blogFacts(posts)];

const plan = (id: string) => PRICING_PLANS.find((p) => p.id === id)!;
const print = (id: PrintProductId) => PRINT_PRODUCTS.find((p) => p.id === id)!;
const trade = (id: string) => TRADE_CARDS.find((t) => t.id === id)!;
const price = (amount: number) => formatDollars(amount);
const contactDetails = [contact.phone, contact.email, contact.hours, "/#contact"];

/** Realistic visitor questions and what the offline answer must say. */
const QUESTIONS: { question: string; says: string[]; history?: ChatTurn[] }[] = [
  { question: "How much is the Professional plan?", says: [price(plan("professional").price), ...plan("professional").features.slice(2)] },
  { question: "What does the basic plan cost per month?", says: [price(plan("basic").price), "per month"] },
  { question: "What's included in Premium?", says: [price(plan("premium").price), ...plan("premium").features.slice(1)] },
  { question: "How much are your plans?", says: PRICING_PLANS.map((p) => price(p.price)) },
  { question: "What's your cheapest plan?", says: [plan("basic").name, price(plan("basic").price)] },
  { question: "What are your hours?", says: [contact.hours] },
  { question: "What's your phone number?", says: [contact.phone, contact.email] },
  { question: "How fast can you launch my site?", says: [`within ${LAUNCH_HOURS} hours`, ...PROCESS_STEPS.map((step) => step.title)] },
  { question: "Do you do yard signs?", says: [price(print("yard-signs").price), print("yard-signs").quantity, print("yard-signs").turnaround] },
  { question: "How long do business cards take?", says: [print("business-cards").turnaround] },
  { question: "How much do door hangers cost?", says: [price(print("door-hangers").price), print("door-hangers").quantity] },
  { question: "Do you print postcards for direct mail?", says: [price(print("postcards").price), print("postcards").turnaround] },
  { question: "Is there free shipping?", says: [price(FREE_SHIPPING_OVER_DOLLARS)] },
  { question: "How long does printing take?", says: [PRINT_TURNAROUND] },
  { question: "Can I cancel?", says: [...PLAN_GUARANTEES] },
  { question: "Is there a setup fee?", says: ["no setup fees"] },
  { question: "Do you offer a money-back guarantee?", says: ["30-day money-back guarantee"] },
  { question: "Do you work with plumbers?", says: ["plumbers", trade("plumbers").result.value] },
  { question: "Can you build a site for my roofing company?", says: ["roofers", trade("roofing").result.value] },
  { question: "Which trades do you work with?", says: ["general contractors", "electricians", "plumbers", "HVAC", "roofers", "specialty trades"] },
  { question: "Is there a design fee for print?", says: ["not included", "templates at no charge", "design fee"] },
  { question: "Can you do vehicle decals?", says: ["custom quote", "/customize-order", `${QUOTE_REPLY_HOURS} hours`] },
  { question: "Do you sell branded t-shirts and hats?", says: ["/store", "/find-your-business"] },
  { question: "Do you do SEO?", says: ["Local SEO"] },
  { question: "Do you have a missed call text back app?", says: ["Lead Connector", "missed-call text-back"] },
  { question: "How do I get more reviews?", says: ["/blog/ask-for-reviews-after-every-job"] },
  { question: "How do I sign up?", says: ["any plan online", "/#pricing", "/#contact"] },
  { question: "How much are they?", history: [{ type: "user", content: "Do you make brochures?" }], says: [price(print("brochures").price)] },
  { question: "Hi there!", says: ["Ask me about"] },
  { question: "What's the weather like in Paris?", says: ["don't know", ...contactDetails] },
  { question: "Can you fix my truck's transmission?", says: ["don't know", ...contactDetails] },
  { question: "Where is your office located?", says: ["don't know", ...contactDetails] },
];

describe("the offline assistant", () => {
  it.each(QUESTIONS)("answers '$question' with the facts it needs", ({ question, says, history }) => {
    // Features are quoted inside sentences, so their first letter may be lowercased.
    const answer = offlineAnswer(question, history ?? [], facts, contact).toLowerCase();
    for (const fact of says) expect(answer).toContain(fact.toLowerCase());
  });

  it("answers in plain sentences, never markup", () => {
    for (const { question, history } of QUESTIONS) expect(offlineAnswer(question, history ?? [], facts, contact)).not.toMatch(/<\/?[a-z]|\*\*|^#|^- /m);
  });

  it("answers the question asked, without plan prices nobody asked for", () => {
    const guarantee = offlineAnswer("Do you offer a money-back guarantee?", [], facts, contact);
    expect(guarantee).toContain("30-day money-back guarantee");
    expect(guarantee).not.toContain("$");
    const overview = offlineAnswer("How much does a website cost?", [], facts, contact);
    for (const plan of PRICING_PLANS) expect(overview).toContain(`${plan.name} at ${price(plan.price)}`);
  });

  it("does not mix up products: a question about business cards does not answer with yard signs", () => {
    const answer = offlineAnswer("How much are business cards?", [], facts, contact);
    expect(answer).toContain(price(print("business-cards").price));
    expect(answer).not.toContain(print("yard-signs").title);
  });

  it("quotes every price with two decimals", () => {
    for (const { question, history } of QUESTIONS) {
      const answer = offlineAnswer(question, history ?? [], facts, contact);
      expect(answer).not.toMatch(/\$\d+(?!\.\d{2})\b/);
    }
  });
});
