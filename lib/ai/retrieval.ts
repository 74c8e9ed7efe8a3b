/**
 * Finds the facts that answer a visitor's question, without a model: the question is reduced to
 * words, mapped onto topics through synonyms ("how much" and "cost" both mean price), and every
 * fact is scored on its own keywords, its topics and the words it shares with the question. Facts
 * the question names by keyword come first: only when it names none do topics and words decide.
 */

/** What a question can be about. A fact lists the topics it answers. */
export const TOPICS = {
  price: ["price", "pricing", "cost", "how much", "fee", "charge", "rate", "expensive", "cheap", "afford", "budget", "dollar", "pay", "spend"],
  plan: ["plan", "package", "subscription", "tier", "monthly", "per month", "membership"],
  guarantee: ["cancel", "cancellation", "contract", "commitment", "locked in", "refund", "money back", "guarantee", "risk", "setup fee", "set up fee", "trial"],
  launch: ["launch", "go live", "live", "how fast", "how quickly", "how soon", "how long", "timeline", "time frame", "ready"],
  turnaround: ["turnaround", "how long", "take", "day", "week", "fast", "quick", "quickly", "rush", "ready", "arrive"],
  shipping: ["shipping", "ship", "deliver", "delivery", "postage", "freight"],
  hours: ["hour", "open", "close", "closed", "opening", "available", "availability", "weekend", "saturday", "sunday", "monday", "friday", "time zone"],
  contact: [
    "contact",
    "phone",
    "call",
    "email",
    "e mail",
    "reach",
    "talk",
    "speak",
    "number",
    "human",
    "person",
    "someone",
    "representative",
    "get in touch",
    "team",
  ],
  process: ["process", "step", "how does it work", "how it work", "what happen", "onboarding", "get started", "start", "begin"],
  trade: ["trade", "industry", "contractor", "work with", "serve", "niche", "who do you help", "what kind of business"],
  print: ["print", "printing", "printed", "material", "paper", "stock", "finish", "matte", "gloss", "corner"],
  design: ["design", "designer", "logo", "artwork", "template", "file", "graphic"],
  store: [
    "store",
    "merch",
    "merchandise",
    "apparel",
    "shirt",
    "tee",
    "t shirt",
    "hoodie",
    "hat",
    "cap",
    "mug",
    "tumbler",
    "swag",
    "clothing",
    "branded",
    "gear",
    "uniform",
  ],
  marketing: ["seo", "google", "rank", "ranking", "search", "marketing", "ad", "advertising", "visibility", "found online"],
  leads: ["lead", "app", "missed call", "text back", "crm", "booking", "invoice", "invoicing", "software", "tool"],
  website: ["website", "site", "web", "page", "hosting", "domain", "ssl", "mobile"],
  blog: ["blog", "article", "post", "tip", "guide", "advice", "read"],
  quote: ["quote", "estimate", "custom", "bulk", "quantity", "larger order"],
  services: ["service", "offer", "provide", "what do you do", "what can you do", "sell", "product"],
  proof: ["testimonial", "result", "proof", "success", "example", "reference", "case study", "happy customer"],
  growth: ["grow", "growth", "more customer", "more job", "more lead", "more call", "busy", "slow season"],
} as const;

export type Topic = keyof typeof TOPICS;

export type Fact = {
  id: string;
  /** Plain sentences, ready to be said to a visitor. */
  text: string;
  /** Words or phrases that name exactly this fact's subject ("yard sign", "professional"). */
  keywords: string[];
  topics: Topic[];
  /** An overview's members: the ids of the facts it sums up ("plan-overview" sums up each plan). */
  summarises?: string[];
  /** More background for the live model only (a blog post's summary). */
  detail?: string;
};

// Words every question has and no fact is about.
const STOPWORDS = new Set(
  (
    "a an the and or but if of to in on at by for from with about into over under as is are was were be been being am do does did done " +
    "have has had having i me my mine we us our ours you your yours he she it its they them their this that these those there here " +
    "what which who whom whose when where why how can could would should will shall may might must just also too very really so " +
    "any some all no not yes please thanks thank hi hello hey ok okay get got need want like know tell much many more most " +
    "one thing something anything business company viralize"
  )
    .split(" ")
    .map(stem),
);

/** Folds simple plurals, so "signs", "hours" and "prices" match "sign", "hour" and "price". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

// Word pairs whose meaning is not that of their parts: "sign up" is not about signs.
const COMPOUNDS: [RegExp, string][] = [
  [/\bsign(?:ed|ing)?[\s-]*(?:up|in)\b/g, "signup"],
  [/\b(?:credit|debit)[\s-]*cards?\b/g, "creditcard"],
];

export function tokenize(text: string): string[] {
  let lowered = text.toLowerCase().replace(/['’]s\b/g, "");
  for (const [pattern, compound] of COMPOUNDS) lowered = lowered.replace(pattern, compound);
  return lowered
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}

function hasPhrase(tokens: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    if (phrase.every((word, j) => tokens[i + j] === word)) return true;
  }
  return false;
}

const TOPIC_PHRASES = Object.entries(TOPICS).map(([topic, phrases]) => ({ topic: topic as Topic, phrases: phrases.map(tokenize) }));

export function topicsOf(text: string): Set<Topic> {
  const tokens = tokenize(text);
  return new Set(TOPIC_PHRASES.filter(({ phrases }) => phrases.some((phrase) => hasPhrase(tokens, phrase))).map(({ topic }) => topic));
}

/** The words of a text that carry meaning (no stopwords, no one- or two-letter words). */
export function significantWords(text: string): Set<string> {
  return new Set(tokenize(text).filter((word) => word.length > 2 && !STOPWORDS.has(word)));
}

/** A question as retrieval sees it. */
export type Query = { tokens: string[]; topics: Set<Topic>; words: Set<string> };

export function toQuery(question: string): Query {
  return { tokens: tokenize(question), topics: topicsOf(question), words: significantWords(question) };
}

const KEYWORD_WEIGHT = 5;
const TOPIC_WEIGHT = 2;
/** One topic, one keyword or two shared words: less than that is a coincidence, not an answer. */
const MIN_SCORE = 2;
/** Facts far behind the best one answer a different question. */
const RELATIVE_CUTOFF = 0.7;

function keywordHits(query: Query, fact: Fact): number {
  return fact.keywords.filter((keyword) => hasPhrase(query.tokens, tokenize(keyword))).length;
}

const wordsOfFact = new WeakMap<Fact, Set<string>>();

export function score(query: Query, fact: Fact): number {
  const keywords = keywordHits(query, fact);
  const keywordScore = keywords === 0 ? 0 : KEYWORD_WEIGHT + (keywords - 1);
  const topicScore = fact.topics.filter((topic) => query.topics.has(topic)).length * TOPIC_WEIGHT;
  let factWords = wordsOfFact.get(fact);
  if (!factWords) wordsOfFact.set(fact, (factWords = significantWords(fact.text)));
  const shared = [...query.words].filter((word) => factWords.has(word)).length;
  return keywordScore + topicScore + shared;
}

/** Whether any fact is named by the question itself (not merely on its topic). */
export function namesAFact(question: string, facts: Fact[]): boolean {
  const query = toQuery(question);
  return facts.some((fact) => keywordHits(query, fact) > 0);
}

type Scored = { fact: Fact; score: number };

/** Every fact with its score, an overview's members heard through the overview (with the best member's score). */
function throughOverviews(facts: Fact[], scores: Map<Fact["id"], number>): Scored[] {
  const summarised = new Set(facts.flatMap((fact) => fact.summarises ?? []));
  return facts
    .filter((fact) => !summarised.has(fact.id))
    .map((fact) => ({ fact, score: Math.max(scores.get(fact.id)!, ...(fact.summarises ?? []).map((id) => scores.get(id) ?? 0)) }));
}

/**
 * The facts that may answer a question, each with its score. The facts it names by keyword answer
 * it, a named overview giving way to a named member ("the basic plan" is not "plans"); another
 * fact joins them only for a topic of the question that none of them is about ("tips on furnace
 * tune-ups": the HVAC page and the blog post). A question that names nothing is answered through
 * the overviews, so a general price question hears all the plans once, not one plan's blurb.
 */
function candidates(query: Query, facts: Fact[]): Scored[] {
  const scores = new Map(facts.map((fact) => [fact.id, score(query, fact)]));
  const pool = throughOverviews(facts, scores);
  const named = new Set(facts.filter((fact) => keywordHits(query, fact) > 0).map((fact) => fact.id));
  if (named.size === 0) return pool;
  const namesMember = (fact: Fact) => fact.summarises?.some((id) => named.has(id)) ?? false;
  const answers = facts.filter((fact) => named.has(fact.id) && !namesMember(fact));
  const answered = new Set(answers.flatMap((fact) => fact.topics));
  const addsTopic = (fact: Fact) => fact.topics.some((topic) => query.topics.has(topic) && !answered.has(topic));
  return [
    ...answers.map((fact) => ({ fact, score: scores.get(fact.id)! })),
    ...pool.filter(({ fact }) => !named.has(fact.id) && !namesMember(fact) && addsTopic(fact)),
  ];
}

/** The facts that best answer the question, best first; none when nothing is relevant. */
export function retrieve(question: string, facts: Fact[], limit: number): Fact[] {
  const scored = candidates(toQuery(question), facts).filter((entry) => entry.score >= MIN_SCORE);
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  return (
    scored
      .filter((entry) => entry.score >= best * RELATIVE_CUTOFF)
      // A stable sort: equal scores keep the candidates' order (named facts first, then the facts' own).
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((entry) => entry.fact)
  );
}
