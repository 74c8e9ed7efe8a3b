/**
 * What the assistant knows: one list of facts, each a few plain sentences, built from the site's
 * own content modules and configuration (so a price changed there is the price the assistant
 * quotes) plus the published blog posts.
 */
import { FEATURES } from "@/lib/content/features";
import { PLAN_GUARANTEES, PRICING_PLANS } from "@/lib/content/plans";
import { FREE_SHIPPING_OVER_CENTS, percentSaved, PRINT_PRODUCTS, PRINT_TURNAROUND, QUOTE_REPLY_HOURS, type PrintProductId } from "@/lib/content/print-products";
import { LAUNCH_HOURS, PROCESS_STEPS } from "@/lib/content/process";
import { TESTIMONIALS } from "@/lib/content/testimonials";
import { TRADE_CARDS } from "@/lib/content/trades";
import { formatCents } from "@/lib/money";
import { markdownToText } from "@/lib/blog/markdown";
import { FINISH_OPTIONS, PAPER_OPTIONS, QUANTITY_OPTIONS } from "@/lib/validation/quote-fields";
import type { Fact } from "./retrieval";

export type Contact = { phone: string; email: string; hours: string };

export type BlogPostSource = { slug: string; title: string; excerpt: string; content: string; category: string; tags: string[] };

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// Names that keep their capitals inside a sentence.
const PROPER_NOUN = /^(Google|Lead Connector|USPS|EV|SSL|CRM|HVAC)\b/;
const lower = (text: string) => (PROPER_NOUN.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** Feature lists hold commas of their own ("matte, gloss or uncoated"), so items are split by semicolons. */
const features = (items: string[]) => `${items.map(lower).join("; ")}.`;

export function contactSentence({ phone, email, hours }: Contact): string {
  return `Call us at ${phone} or email ${email} (${hours}), or send a message with the contact form at /#contact.`;
}

const PLAN_KEYWORDS: Record<string, string[]> = {
  basic: ["basic", "cheapest", "cheapest plan", "starter", "entry level", "lowest"],
  professional: ["professional", "pro plan", "most popular", "popular plan"],
  premium: ["premium", "top plan", "biggest plan", "account manager"],
};

function planFacts(): Fact[] {
  const plans = PRICING_PLANS.map((plan) => ({
    id: `plan-${plan.id}`,
    text:
      `The ${plan.name} plan is ${formatCents(plan.priceCents)} per month${plan.popular ? " and is our most popular plan" : ""}. ` +
      `${sentence(plan.description)} It includes: ${features(plan.features)}`,
    keywords: PLAN_KEYWORDS[plan.id] ?? [plan.name],
    topics: ["price", "plan", "website"] as Fact["topics"],
  }));
  const prices = listOf(PRICING_PLANS.map((plan) => `${plan.name} at ${formatCents(plan.priceCents)}`));
  return [
    ...plans,
    {
      id: "plan-overview",
      text: `We have three website plans: ${prices} per month. Ask about any one of them for what it includes.`,
      keywords: ["plans", "each plan", "all plans", "your plans", "pricing", "price list", "which plan", "compare plans", "website cost", "cost of a website"],
      topics: ["price", "plan"],
      summarises: plans.map((plan) => plan.id),
    },
    {
      id: "plan-guarantees",
      text: `Every website plan comes with these promises: ${PLAN_GUARANTEES.map(lower).join(", ")}.`,
      keywords: ["cancel", "cancel anytime", "refund", "money back", "guarantee", "setup fee", "contract", "hidden fee"],
      topics: ["guarantee", "plan"],
    },
    {
      id: "plan-sign-up",
      text:
        "You can start any plan online with its Get Started button in our pricing section at /#pricing: tell us about your business, " +
        "create your account and pay the first month by card. Questions first? Talk to our team through /#contact.",
      keywords: ["sign up", "get started", "buy", "purchase", "subscribe", "start a plan"],
      topics: ["plan", "process"],
    },
    {
      id: "payment",
      text: "Merch store orders are paid by card at /checkout. Website plans are billed monthly, and the Basic plan can be paid online from /#pricing.",
      keywords: ["credit card", "payment", "pay by card", "pay online", "checkout", "invoice", "billing", "billed"],
      topics: [],
    },
  ];
}

function processFact(): Fact {
  const steps = PROCESS_STEPS.map((step, index) => `${index + 1}. ${step.title} (${step.timing}): ${step.description}`);
  return {
    id: "process",
    text: `We launch your website within ${LAUNCH_HOURS} hours, in four steps. ${steps.join(" ")}`,
    keywords: ["launch", "go live", `${LAUNCH_HOURS} hour`, "process", "how long to build", "build my site", "build a website"],
    topics: ["launch", "process", "website"],
  };
}

const PRINT_KEYWORDS: Record<PrintProductId, string[]> = {
  "business-cards": ["business card", "card"],
  flyers: ["flyer", "flier", "leaflet", "handout"],
  "door-hangers": ["door hanger", "hanger", "door knocker"],
  brochures: ["brochure", "pamphlet", "tri fold", "trifold"],
  postcards: ["postcard", "mailer", "direct mail", "post card"],
  "yard-signs": ["yard sign", "lawn sign", "sign"],
};

function printFacts(): Fact[] {
  const products = PRINT_PRODUCTS.map((product) => ({
    id: `print-${product.id}`,
    text:
      `${product.title}: ${formatCents(product.priceCents)} for ${product.quantity} (was ${formatCents(product.originalPriceCents)}, you save ${percentSaved(product)}%), ` +
      `ready in ${product.turnaround}. ${sentence(product.description)} Includes: ${features(product.features)} Order or get a quote at /customize-order?product=${product.id}.`,
    keywords: PRINT_KEYWORDS[product.id],
    topics: ["print", "price", "turnaround"] as Fact["topics"],
  }));
  const cheapest = Math.min(...PRINT_PRODUCTS.map((product) => product.priceCents));
  return [
    {
      id: "print-overview",
      text:
        `Our print shop (/print-shop) makes ${listOf(PRINT_PRODUCTS.map((product) => product.title))} for contractors, from ${formatCents(cheapest)}. ` +
        `Orders are ready in ${PRINT_TURNAROUND}, shipping is free on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}, and every job has a 100% satisfaction guarantee.`,
      keywords: ["print shop", "print material", "printing"],
      topics: ["print", "services"],
      summarises: products.map((product) => product.id),
    },
    ...products,
    {
      id: "print-shipping",
      text: `Shipping is free on print orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}. Orders are delivered to your shop or job site and are ready in ${PRINT_TURNAROUND}.`,
      keywords: ["free shipping", "shipping", "ship", "delivery"],
      topics: ["shipping", "print"],
    },
    {
      id: "print-turnaround",
      text: `Print orders are ready in ${PRINT_TURNAROUND}, depending on the product: ${listOf(PRINT_PRODUCTS.map((product) => `${product.title.toLowerCase()} ${product.turnaround}`))}.`,
      keywords: ["turnaround"],
      topics: ["turnaround", "print"],
    },
    {
      id: "print-design",
      text:
        "Custom design is not included in the listed print prices. Send your own print-ready files or start from one of our templates at no charge; " +
        "if you want a design made from scratch, we quote the design fee separately before anything is printed.",
      keywords: ["design fee", "custom design", "design", "logo", "artwork", "template", "my own file"],
      topics: ["design", "print"],
    },
    {
      id: "print-guarantee",
      text: "Every print job has a 100% satisfaction guarantee: if it is not right, we remake it at no extra cost.",
      keywords: ["satisfaction", "remake", "reprint", "refund", "mistake", "not happy"],
      topics: ["guarantee", "print"],
    },
    {
      id: "print-options",
      text:
        `When you order print at /customize-order you choose the paper (${listOf(PAPER_OPTIONS.map((option) => option.label))}), ` +
        `the finish (${listOf(FINISH_OPTIONS.map((option) => option.label.toLowerCase()))}), square or rounded corners, ` +
        `and a quantity from ${QUANTITY_OPTIONS[0]} to ${QUANTITY_OPTIONS.at(-1)}.`,
      keywords: ["paper", "finish", "matte", "gloss", "uncoated", "rounded corner", "quantity", "gsm", "thick"],
      topics: ["print", "quote"],
    },
    {
      id: "print-custom-quote",
      text:
        `Need something not in the list, like vehicle decals, magnets, banners or a design from scratch? Request a custom quote at /customize-order ` +
        `and we reply with pricing and next steps within ${QUOTE_REPLY_HOURS} hours.`,
      keywords: ["custom quote", "vehicle decal", "decal", "magnet", "banner", "truck wrap", "wrap", "quote"],
      topics: ["quote", "print"],
    },
  ];
}

/** How a sentence names each trade, and the words visitors use for it. */
const TRADES: Record<string, { name: string; keywords: string[] }> = {
  "general-contractors": {
    name: "general contractors",
    keywords: ["general contractor", "gc", "remodel", "remodeler", "remodeling", "builder", "construction"],
  },
  electricians: { name: "electricians", keywords: ["electrician", "electrical", "electric", "ev charger"] },
  plumbers: { name: "plumbers", keywords: ["plumber", "plumbing", "drain", "water heater"] },
  hvac: { name: "HVAC companies", keywords: ["hvac", "heating", "cooling", "air conditioning", "furnace", "ac"] },
  roofing: { name: "roofers", keywords: ["roofer", "roofing", "roof"] },
  "specialty-trades": {
    name: "specialty trades",
    keywords: ["specialty", "painter", "painting", "landscaper", "landscaping", "flooring", "concrete", "handyman"],
  },
};

function tradeFacts(): Fact[] {
  const name = (id: string, title: string) => TRADES[id]?.name ?? title;
  const trades = TRADE_CARDS.map((trade) => ({
    id: `trade-${trade.id}`,
    text:
      `Yes, we build websites for ${name(trade.id, trade.title)}. ${sentence(trade.description)} ` +
      `Our clients in the trade see ${trade.result.value} ${trade.result.label}. Those sites include: ${features(trade.features)}`,
    keywords: TRADES[trade.id]?.keywords ?? [trade.title],
    topics: ["trade"] as Fact["topics"],
  }));
  return [
    {
      id: "trades",
      text: `We build websites for trade contractors: ${listOf(TRADE_CARDS.map((trade) => name(trade.id, trade.title)))}. Every site is written for your trade and your town.`,
      keywords: ["which trade", "what trade", "who do you work with"],
      topics: ["trade"],
      summarises: trades.map((trade) => trade.id),
    },
    ...trades,
  ];
}

const FEATURE_MATCH: Record<string, Pick<Fact, "keywords" | "topics">> = {
  websites: { keywords: ["website design", "web design", "mobile friendly", "mobile first"], topics: ["website", "services"] },
  "lead-connector": { keywords: ["lead connector", "app", "missed call", "text back", "lead"], topics: ["leads", "growth"] },
  "saas-suite": { keywords: ["saas", "crm", "booking", "invoicing", "software", "suite"], topics: ["leads", "services"] },
  seo: { keywords: ["seo", "search engine", "google business profile", "google", "ads", "digital marketing", "rank"], topics: ["marketing", "growth"] },
  support: { keywords: ["support", "help desk", "customer service"], topics: ["services"] },
  analytics: { keywords: ["analytics", "report", "reporting", "tracking"], topics: ["leads"] },
};

function featureFacts(): Fact[] {
  return FEATURES.map((feature) => ({
    id: `feature-${feature.id}`,
    text: `${feature.title}: ${sentence(feature.description)}`,
    keywords: FEATURE_MATCH[feature.id]?.keywords ?? [feature.title],
    topics: FEATURE_MATCH[feature.id]?.topics ?? ["services"],
  }));
}

function companyFacts(contact: Contact): Fact[] {
  return [
    {
      id: "company",
      text:
        `Viralize builds websites for trade contractors that make the phone ring, launched within ${LAUNCH_HOURS} hours. ` +
        `We also offer a lead connector app, a full software suite, SEO and digital marketing, print marketing materials and branded merchandise.`,
      keywords: ["who are you", "what do you do", "what is viralize", "about you", "your service", "what you offer"],
      topics: ["services", "growth"],
    },
    {
      id: "contact",
      text: `Our team is available ${contact.hours}. You can call us at ${contact.phone}, email ${contact.email}, or send a message any time with the contact form at /#contact.`,
      keywords: [
        "contact",
        "phone number",
        "email",
        "your hour",
        "business hour",
        "office hour",
        "open",
        "talk to someone",
        "speak to someone",
        "call you",
        "reach you",
      ],
      topics: ["contact", "hours"],
    },
    {
      id: "store",
      text:
        "Our merch store at /store sells branded tees, hoodies, caps and drinkware with your company's logo, printed when you order and shipped with tracking, " +
        "with no minimums. Find your company's own line at /find-your-business.",
      keywords: ["store", "merch", "merchandise", "apparel", "shirt", "hoodie", "hat", "cap", "mug", "swag", "uniform"],
      topics: ["store"],
    },
    {
      id: "testimonials",
      text: `Some results from our clients: ${TESTIMONIALS.map((t) => `${t.name} of ${t.business} says "${t.content}"`).join(" ")}`,
      keywords: ["testimonial", "result", "proof", "success story", "other contractor", "what do customers say", "client"],
      topics: ["proof"],
    },
  ];
}

/** A published post as facts: what it covers and where to read it. */
export function blogFacts(posts: BlogPostSource[]): Fact[] {
  return posts.map((post) => ({
    id: `blog-${post.slug}`,
    text: `Our blog article "${post.title}" covers this: ${post.excerpt} Read it at /blog/${post.slug}.`,
    keywords: post.tags,
    topics: ["blog"],
    detail: markdownToText(post.content).slice(0, 600),
  }));
}

/** Everything the site itself says, with the contact details from configuration. */
export function siteFacts(contact: Contact): Fact[] {
  return [...companyFacts(contact), ...planFacts(), processFact(), ...tradeFacts(), ...featureFacts(), ...printFacts()];
}
